import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const PASTED = '{"name":"Ada","langs":["en","fr"],"id":12345678901234567890,"active":true}';
const TWO_SPACES = '{\n  "name": "Ada",\n  "langs": [\n    "en",\n    "fr"\n  ],\n  "id": 12345678901234567890,\n  "active": true\n}';
const FOUR_SPACES = '{\n    "name": "Ada",\n    "langs": [\n        "en",\n        "fr"\n    ],\n    "id": 12345678901234567890,\n    "active": true\n}';
const FOUR_SPACES_SORTED = '{\n    "active": true,\n    "id": 12345678901234567890,\n    "langs": [\n        "en",\n        "fr"\n    ],\n    "name": "Ada"\n}';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('formats pasted JSON, minifies it, changes the indent, sorts keys, copies, and explains invalid JSON', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  const input = page.getByLabel('JSON input', { exact: true });
  const output = page.getByLabel('JSON output', { exact: true });

  // Format with 2 spaces is the default.
  await expect(page.getByRole('radio', { name: 'Format' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '2 spaces' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sort keys' })).not.toBeChecked();

  // Paste a minified JSON: it comes out indented with 2 spaces, the big id digit for digit.
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).toHaveValue(PASTED);
  await expect(output).toHaveValue(TWO_SPACES);

  // Minify.
  await page.getByRole('radio', { name: 'Minify' }).check();
  await expect(output).toHaveValue(PASTED);

  // Back to Format, with 4 spaces.
  await page.getByRole('radio', { name: 'Format' }).check();
  await page.getByRole('radio', { name: '4 spaces' }).check();
  await expect(output).toHaveValue(FOUR_SPACES);

  // Sort keys.
  await page.getByRole('checkbox', { name: 'Sort keys' }).check();
  await expect(output).toHaveValue(FOUR_SPACES_SORTED);

  // Copy puts exactly the output on the clipboard.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(FOUR_SPACES_SORTED);

  // Typed invalid JSON: the reason, with line and column, and no output.
  await input.fill('');
  await input.pressSequentially('{"a" 1}');
  await expect(page.getByRole('alert')).toHaveText(/Invalid JSON: a colon \(:\) was expected after the property name \(line 1, column 6\)\./);
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  // A trailing comma on the third line.
  await input.fill('{\n  "a": 1,\n  "b": 2,\n}');
  await expect(page.getByRole('alert')).toContainText('Invalid JSON: trailing commas are not allowed; remove the comma after the last item (line 3, column 9).');

  // Fixed: the error goes, the result comes back.
  await input.fill('{\n  "a": 1,\n  "b": 2\n}');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(output).toHaveValue('{\n    "a": 1,\n    "b": 2\n}');

  // Cleared: the message asking for JSON.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter JSON to format.');

  expect(foreignRequests).toEqual([]);
});

test('an example fills input and options; the result downloads as .json', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  await page.getByRole('button', { name: 'Sort keys' }).click();
  await expect(page.getByRole('checkbox', { name: 'Sort keys' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 spaces' })).toBeChecked();
  const expected = '{\n    "apple": {\n        "banana": "yellow",\n        "pear": [\n            3,\n            2,\n            1\n        ]\n    },\n    "mango": null,\n    "zebra": 1\n}';
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue(expected);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(download.suggestedFilename()).toBe('json-formatter.json');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected);
  expect(foreignRequests).toEqual([]);
});

test('German page: German labels and German error messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'json-formatter');
  const input = page.getByLabel('JSON-Eingabe', { exact: true });
  const output = page.getByLabel('JSON-Ausgabe', { exact: true });
  await expect(page.getByRole('radio', { name: 'Formatieren' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Schlüssel sortieren' })).toBeVisible();

  await input.fill('{"größe":1,"liste":[1,2]}');
  await page.getByRole('radio', { name: 'Tabs' }).check();
  await expect(output).toHaveValue('{\n\t"größe": 1,\n\t"liste": [\n\t\t1,\n\t\t2\n\t]\n}');
  await page.getByRole('radio', { name: 'Minifizieren' }).check();
  await expect(output).toHaveValue('{"größe":1,"liste":[1,2]}');

  await input.fill('{\n  name: "Ada"\n}');
  await expect(page.getByRole('alert')).toContainText('Ungültiges JSON: Ein Eigenschaftsname in doppelten Anführungszeichen wurde erwartet (Zeile 2, Spalte 3).');
  await input.fill('[1,2,]');
  await expect(page.getByRole('alert')).toContainText('Ungültiges JSON: Ein Komma nach dem letzten Element ist nicht erlaubt; entfernen Sie es (Zeile 1, Spalte 5).');

  expect(foreignRequests).toEqual([]);
});

// 5 MB documents are checked in run.test.ts and timed by npm run bench:json.
test('formats a 1 MB document in the background, then minifies it', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(60_000);
  await openTool('en', 'developer-tools', 'json-formatter');
  const rows = Array.from({ length: 12_000 }, (_, i) => ({ id: i, name: `Item ${i} café 😀`, price: (i % 1000) / 8, tags: ['a', 'b'], ok: i % 2 === 0, none: null }));
  const big = JSON.stringify(rows);
  expect(big.length).toBeGreaterThan(1_000_000);
  const input = page.getByLabel('JSON input', { exact: true });
  const output = page.getByLabel('JSON output', { exact: true });
  const outputText = () => output.evaluate((el) => (el as HTMLTextAreaElement).value);

  await input.fill(big);
  const formatted = JSON.stringify(rows, null, 2);
  // The text area shows the first 10,000 characters; Copy gives the whole result.
  await expect.poll(async () => (await outputText()).length, { timeout: 30_000 }).toBe(10_000);
  expect(formatted.startsWith(await outputText())).toBe(true);
  await expect(page.getByRole('note').filter({ hasText: 'Showing the first 10,000 of' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Large text' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(formatted);

  await page.getByRole('radio', { name: 'Minify' }).check();
  await expect.poll(async () => (await outputText()).slice(0, 50), { timeout: 30_000 }).toBe(big.slice(0, 50));
  expect(big.startsWith(await outputText())).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
