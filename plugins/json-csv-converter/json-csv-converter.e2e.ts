/**
 * What the looped examples cannot show: the tool's own Download button (Output.tsx) saves the CSV
 * exactly as shown, with the chosen delimiter and, when asked, a UTF-8 byte order mark first (the
 * host's CSV download would write commas and no mark), or the JSON as a .json file; the preview
 * table with its row count; a German page. Nothing leaves the page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

const JSON_ROWS = '[{"name":"Zoë","city":"Zürich","note":"line 1\\nline 2"},{"name":"Li; \\"Lee\\"","city":"Paris","note":""}]';
const CSV_SEMICOLON = 'name;city;note\r\nZoë;Zürich;"line 1\nline 2"\r\n"Li; ""Lee""";Paris;';

test('JSON → CSV: semicolons and a byte order mark in the downloaded .csv file, a preview table with the row count', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-csv-converter');
  await page.getByRole('radio', { name: 'Semicolon', exact: true }).check();
  await page.getByLabel('JSON input', { exact: true }).fill(JSON_ROWS);
  await expect(page.getByLabel('CSV output', { exact: true })).toHaveValue(CSV_SEMICOLON.replaceAll('\r\n', '\n'));
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toHaveText('2 rows');
  await expect(table.getByRole('columnheader')).toHaveText(['name', 'city', 'note']);
  await expect(table.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('Li; "Lee"');

  // Without the mark, then with it: the file is the CSV as shown, delimiter and all.
  let file = await download(page, 'Download CSV');
  expect(file.name).toBe('json-csv-converter.csv');
  expect(file.bytes.toString('utf8')).toBe(CSV_SEMICOLON);
  await page.getByRole('checkbox', { name: 'Byte order mark for Excel', exact: true }).check();
  file = await download(page, 'Download CSV');
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.bytes.subarray(3).toString('utf8')).toBe(CSV_SEMICOLON);
  // Copy gives the CSV without the mark (pasting it elsewhere needs none).
  expect(foreignRequests).toEqual([]);
});

test('CSV → JSON: the Download JSON button saves the .json file; a broken quote says where', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-csv-converter');
  await page.getByRole('tab', { name: 'CSV → JSON', exact: true }).click();
  const input = page.getByLabel('CSV input', { exact: true });
  await input.fill('a,b\n1,"x\ny"\n2,\n');
  const json = '[\n  {\n    "a": 1,\n    "b": "x\\ny"\n  },\n  {\n    "a": 2,\n    "b": null\n  }\n]';
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue(json);
  const file = await download(page, 'Download JSON');
  expect(file.name).toBe('json-csv-converter.json');
  expect(file.bytes.toString('utf8')).toBe(json);
  await input.fill('a,b\n1,"x\n');
  await expect(page.getByRole('alert')).toContainText('Invalid CSV: a quoted cell is not closed; add the closing double quote (line 2, column');
  await expect(page.getByRole('button', { name: 'Download JSON', exact: true })).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('German page: German download button and preview caption', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'json-csv-converter');
  await page.getByLabel('JSON-Eingabe', { exact: true }).fill('[{"größe":1},{"größe":2},{"größe":3}]');
  await expect(page.getByRole('table').locator('caption')).toHaveText('3 Zeilen');
  const file = await download(page, 'CSV herunterladen');
  expect(file.bytes.toString('utf8')).toBe('größe\r\n1\r\n2\r\n3');
  expect(foreignRequests).toEqual([]);
});
