/** The result area of a tool page as the e2e tests read it, and what it must show when there is no result. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const output = (page: Page) => page.locator('main .tool-output');
export const banner = (page: Page) => output(page).getByRole('alert');
export const resultButton = (page: Page, name: string) => output(page).getByRole('button', { name, exact: true });
export const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The bytes of the file a button of the result downloads, checked to be named `name`. */
export async function downloaded(page: Page, button: string, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name: button }).click()]);
  expect(file.suggestedFilename()).toBe(name);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The labels a page gives its result and action bar, in its language. */
export interface ResultNames {
  output: string;
  copy: string;
  downloads: readonly string[];
  copyLink: string;
}

/** An error on screen: the message exactly, and no result area, Copy or Download (the link can still be copied). */
export async function expectOnlyMessage(page: Page, message: string, names: ResultNames): Promise<void> {
  await expect(banner(page)).toHaveJSProperty('textContent', `⚠ ${message}`);
  await expect(page.getByLabel(names.output, { exact: true })).toHaveCount(0);
  await expect(resultButton(page, names.copy)).toHaveCount(0);
  for (const name of names.downloads) await expect(resultButton(page, name)).toHaveCount(0);
  await expect(resultButton(page, names.copyLink)).toBeVisible();
}

/** Nothing typed: nothing to copy or download (as before anything was typed). */
export async function expectNothingToCopy(page: Page, names: ResultNames): Promise<void> {
  for (const name of [names.copy, ...names.downloads]) await expect(output(page).getByRole('button', { name, exact: true, disabled: false })).toHaveCount(0);
}
