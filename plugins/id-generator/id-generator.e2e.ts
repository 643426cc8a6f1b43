import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const ids = (page: Page) => page.locator('table.output-table tbody tr td:first-child').allTextContents();

test('never puts a random ID in the prerendered page', async ({ page }) => {
  const html = await (await page.request.get('/en/developer-tools/id-generator')).text();
  expect(html).toContain('ULID, NanoID and CUID2 generator');
  expect(html).not.toMatch(/\b[0-7][0-9A-HJKMNP-TV-Z]{25}\b/);
});

test('generates a ULID on load, 1,000 in order with downloads, NanoIDs with their chance of a collision, and sends nothing', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'id-generator');
  await expect.poll(() => ids(page)).toHaveLength(1);
  expect((await ids(page))[0]).toMatch(ULID);

  // A thousand monotonic ULIDs: Copy gives all of them, in strictly increasing order.
  await page.getByRole('textbox', { name: 'Number of IDs' }).fill('1000');
  await expect(page.getByText('IDs: 1,000', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copied).toHaveLength(1000);
  for (const id of copied) expect(id).toMatch(ULID);
  expect([...copied].sort()).toEqual(copied);
  expect(new Set(copied).size).toBe(1000);

  // CSV with its header, JSON as a list.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  expect(await readFile((await (await csv).path())!, 'utf8')).toBe('\uFEFF' + ['ULID', ...copied].join('\r\n'));
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON', exact: true }).click();
  expect(JSON.parse(await readFile((await (await json).path())!, 'utf8'))).toEqual(copied);

  // NanoID: 21 URL-safe characters, with the NanoID calculator's answer for the default.
  await page.getByRole('tab', { name: 'NanoID' }).click();
  await page.getByRole('textbox', { name: 'Number of IDs' }).fill('3');
  await expect.poll(async () => (await ids(page)).length).toBe(3);
  for (const id of await ids(page)) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  await expect(page.getByText('~149 billion years needed')).toBeVisible();

  // A custom alphabet with a repeated character is explained.
  await page.getByRole('combobox', { name: 'Alphabet' }).selectOption({ label: 'Custom' });
  await page.getByRole('textbox', { name: 'Custom alphabet' }).fill('abca');
  await expect(page.getByText('“a” is twice in the custom alphabet: each character must be different.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
