import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const P1 = 'Plants need light, water and air.';
const P2 = 'Most of them also need soil rich in nutrients.';
const P3 = 'In winter, water them less often.';
const TEXT = `${P1}\n\n${P2}\n\n${P3}`;

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const saved = async (download: Download) => readFileSync((await download.path())!, 'utf8');

test('splits a text by size and by count, shows chunk sizes, copies and downloads one chunk and all', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-splitter');
  await expect(page.getByRole('radio', { name: 'By chunk size', exact: true })).toBeChecked();
  await page.getByLabel('Your text', { exact: true }).fill(TEXT);
  await expect(page.getByText('1 chunk', { exact: true })).toBeVisible();

  const size = page.getByRole('textbox', { name: 'Characters per chunk' });
  await size.fill('50');
  await expect(page.getByText('3 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 1 · 33 characters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 2 · 46 characters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 3 · 33 characters' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Chunk 2 · 46 characters', exact: true })).toHaveValue(P2);
  await expect(page.getByRole('note')).toHaveCount(0);

  const chunk2 = page.getByRole('region', { name: 'Chunk 2 · 46 characters' });
  await chunk2.getByRole('button', { name: 'Copy: Chunk 2 · 46 characters' }).click();
  await expect(chunk2.getByRole('button', { name: 'Copy: Chunk 2 · 46 characters' })).toHaveText('✓ Copied');
  expect(await clipboard(page)).toBe(P2);
  const [one] = await Promise.all([page.waitForEvent('download'), chunk2.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(await saved(one)).toBe(P2);

  await page.getByRole('button', { name: 'Copy all', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe(TEXT);
  const bar = page.locator('.action-bar');
  const [txt] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(txt.suggestedFilename()).toBe('chunks.txt');
  expect(await saved(txt)).toBe(`----- chunk 1 -----\n${P1}\n\n----- chunk 2 -----\n${P2}\n\n----- chunk 3 -----\n${P3}`);
  const [json] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(json.suggestedFilename()).toBe('chunks.json');
  expect(JSON.parse(await saved(json))).toEqual([P1, P2, P3]);

  // A paragraph longer than a chunk is cut at a space, and the page says so.
  await size.fill('40');
  await expect(page.getByText('4 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/1 paragraph was longer than a chunk and was split inside\.$/);

  await page.getByRole('radio', { name: 'By number of chunks', exact: true }).check();
  await page.getByRole('textbox', { name: 'Number of chunks' }).fill('3');
  await expect(page.getByText('3 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Chunk \d · \d+ characters$/ })).toHaveCount(3);

  // The options are remembered.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'By number of chunks', exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Number of chunks' })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Characters per chunk' })).toHaveValue('40');

  await page.getByLabel('Your text', { exact: true }).fill('   ');
  await expect(page.getByText('Type or paste a text above to split it into chunks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy all' })).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('a Spanish visitor splits a text with Spanish labels', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'text-tools', 'text-splitter');
  await expect(page.getByRole('radio', { name: 'Por tamaño', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Por número de fragmentos', exact: true })).toBeVisible();
  await expect(page.getByLabel('Mantener párrafos enteros')).toBeChecked();
  await page.getByLabel('Tu texto', { exact: true }).fill('Hola, ¿qué tal?\n\nMuy bien, gracias.');
  await page.getByRole('textbox', { name: 'Caracteres por fragmento' }).fill('20');
  await expect(page.getByText('2 fragmentos', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragmento 1 · 15 caracteres' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragmento 2 · 18 caracteres' })).toBeVisible();
  await page.getByRole('button', { name: 'Copiar todo' }).click();
  await expect.poll(() => clipboard(page)).toBe('Hola, ¿qué tal?\n\nMuy bien, gracias.');
  expect(foreignRequests).toEqual([]);
});
