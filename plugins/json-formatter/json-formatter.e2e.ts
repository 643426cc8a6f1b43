/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: a paste from the keyboard,
 * the messages for invalid and empty JSON in the error banner (English and German) with no result
 * left on screen, the TXT and JSON downloads (the file is the document), options remembered across a reload, and a 1 MB
 * document formatted in the background with a preview. The examples' outputs and Copy are played
 * in every language by the looped test.
 */
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { banner, resultButton, clipboard, expectOnlyMessage, output } from '../../tests/e2e/result.ts';

const PASTED = '{"name":"Ada","langs":["en","fr"],"id":12345678901234567890,"active":true}';
const TWO_SPACES = '{\n  "name": "Ada",\n  "langs": [\n    "en",\n    "fr"\n  ],\n  "id": 12345678901234567890,\n  "active": true\n}';
const FOUR_SPACES_SORTED = '{\n    "active": true,\n    "id": 12345678901234567890,\n    "langs": [\n        "en",\n        "fr"\n    ],\n    "name": "Ada"\n}';


async function paste(page: Page, label: string, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), resultButton(page, name).click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

const EN = { output: 'JSON output', copy: 'Copy', copyLink: 'Copy link', downloads: ['Download TXT', 'Download JSON'] };
const DE = { output: 'JSON-Ausgabe', copy: 'Kopieren', copyLink: 'Link kopieren', downloads: ['TXT herunterladen', 'JSON herunterladen'] };

test('a pasted document is formatted; invalid and empty JSON say why, with no result left; options remembered', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  const input = page.getByLabel('JSON input', { exact: true });
  const out = page.getByLabel('JSON output', { exact: true });

  // Before anything is typed there is no result, only the link to copy.
  await expect(out).toHaveCount(0);
  await expect(resultButton(page, 'Copy')).toHaveCount(0);
  await expect(resultButton(page, 'Copy link')).toBeVisible();

  await paste(page, 'JSON input', PASTED);
  await expect(input).toHaveValue(PASTED);
  await expect(out).toHaveValue(TWO_SPACES);

  // Typed invalid JSON, key by key: the reason with line and column, and no result.
  await input.fill('');
  await input.pressSequentially('{"a" 1}');
  await expectOnlyMessage(page, 'Invalid JSON: a colon (:) was expected after the property name (line 1, column 6).', EN);
  await input.fill('{\n  "a": 1,\n  "b": 2,\n}');
  await expectOnlyMessage(page, 'Invalid JSON: trailing commas are not allowed; remove the comma after the last item (line 3, column 9).', EN);
  // Fixed: the message goes, the result comes back.
  await input.fill('{\n  "a": 1,\n  "b": 2\n}');
  await expect(banner(page)).toHaveCount(0);
  await expect(out).toHaveValue('{\n  "a": 1,\n  "b": 2\n}');
  // Cleared: the message asking for JSON.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await expectOnlyMessage(page, 'Please enter JSON to format.', EN);

  // 4 spaces and sorted keys: they come back after a reload; the document itself is not kept.
  await page.getByRole('radio', { name: '4 spaces', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Sort keys', exact: true }).check();
  await input.fill(PASTED);
  await expect(out).toHaveValue(FOUR_SPACES_SORTED);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: '4 spaces', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sort keys', exact: true })).toBeChecked();
  await expect(input).toHaveValue('');
  await expect(out).toHaveCount(0);
  await paste(page, 'JSON input', PASTED);
  await expect(out).toHaveValue(FOUR_SPACES_SORTED);
  await resultButton(page, 'Copy').click();
  await expect(resultButton(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe(FOUR_SPACES_SORTED);

  expect(foreignRequests).toEqual([]);
});

test('Download TXT and Download JSON save the formatted document itself', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  await page.getByRole('radio', { name: '4 spaces', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Sort keys', exact: true }).check();
  await page.getByLabel('JSON input', { exact: true }).fill(PASTED);
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue(FOUR_SPACES_SORTED);
  expect(await download(page, 'Download TXT')).toEqual({ name: 'json-formatter.txt', text: FOUR_SPACES_SORTED });
  // A .json file is the JSON document, not the document written as one JSON string ("{\n    \"active\"…").
  expect(await download(page, 'Download JSON')).toEqual({ name: 'json-formatter.json', text: FOUR_SPACES_SORTED });
  await page.getByRole('radio', { name: 'Minify', exact: true }).check();
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue('{"active":true,"id":12345678901234567890,"langs":["en","fr"],"name":"Ada"}');
  expect(await download(page, 'Download JSON')).toEqual({ name: 'json-formatter.json', text: '{"active":true,"id":12345678901234567890,"langs":["en","fr"],"name":"Ada"}' });
  expect(foreignRequests).toEqual([]);
});

test('German page: German messages in the error banner', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'json-formatter');
  const input = page.getByLabel('JSON-Eingabe', { exact: true });
  await expect(page.getByRole('radio', { name: 'Formatieren', exact: true })).toBeChecked();

  await input.fill('{\n  name: "Ada"\n}');
  await expectOnlyMessage(page, 'Ungültiges JSON: Ein Eigenschaftsname in doppelten Anführungszeichen wurde erwartet (Zeile 2, Spalte 3).', DE);
  await input.fill('[1,2,]');
  await expectOnlyMessage(page, 'Ungültiges JSON: Ein Komma nach dem letzten Element ist nicht erlaubt; entfernen Sie es (Zeile 1, Spalte 5).', DE);
  await input.fill('{"größe":1}');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel('JSON-Ausgabe', { exact: true })).toHaveValue('{\n  "größe": 1\n}');
  await page.getByRole('button', { name: 'Leeren', exact: true }).click();
  await expectOnlyMessage(page, 'Bitte geben Sie JSON zum Formatieren ein.', DE);

  expect(foreignRequests).toEqual([]);
});

// 5 MB documents are checked in run.test.ts and timed by npm run bench:json.
test('formats a 1 MB document in the background, shows its beginning, copies all of it, then minifies it', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(60_000);
  await openTool('en', 'developer-tools', 'json-formatter');
  const rows = Array.from({ length: 12_000 }, (_, i) => ({ id: i, name: `Item ${i} café 😀`, price: (i % 1000) / 8, tags: ['a', 'b'], ok: i % 2 === 0, none: null }));
  const big = JSON.stringify(rows);
  expect(big.length).toBeGreaterThan(1_000_000);
  const out = page.getByLabel('JSON output', { exact: true });
  const outputText = () => out.evaluate((el) => (el as HTMLTextAreaElement).value);

  await page.getByLabel('JSON input', { exact: true }).fill(big);
  const formatted = JSON.stringify(rows, null, 2);
  // The text areas show the first 10,000 characters; Copy gives the whole result.
  await expect.poll(async () => (await outputText()).length, { timeout: 30_000 }).toBe(10_000);
  expect(formatted.startsWith(await outputText())).toBe(true);
  await expect(page.getByRole('note').filter({ hasText: 'Showing the first 10,000 of' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Large text' })).toBeVisible();
  await resultButton(page, 'Copy').click();
  await expect.poll(() => clipboard(page)).toBe(formatted);

  await page.getByRole('radio', { name: 'Minify', exact: true }).check();
  await expect.poll(async () => (await outputText()).slice(0, 50), { timeout: 30_000 }).toBe(big.slice(0, 50));
  expect(big.startsWith(await outputText())).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('keys given twice are listed with their paths, and numbers stay as written (English and French)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  await page.getByRole('radio', { name: 'Minify', exact: true }).check();
  await page.getByLabel('JSON input', { exact: true }).fill('{"user":{"id":7,\n"id":8},"a b":1,"a b":2,"n":[-0,1E2,1.50,1e-7]}');
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue('{"user":{"id":8},"a b":2,"n":[-0,1E2,1.50,1e-7]}');
  await expect(output(page).getByRole('note')).toHaveText(
    '⚠ 2 keys are given again in the same object. Only the last value of each is kept, as JSON.parse and almost every JSON reader do: the earlier values are not in the output.',
  );
  const table = output(page).getByRole('table', { name: 'Duplicate keys' });
  await expect(table.getByRole('row')).toHaveText(['PathLine', '$.user.id2', "$['a b']2"]);

  await openTool('fr', 'developer-tools', 'json-formatter');
  await page.getByLabel('JSON d’entrée', { exact: true }).fill('{"a":1,"a":2}');
  await expect(output(page).getByRole('note')).toContainText('Une clé figure deux fois dans le même objet.');
  await expect(output(page).getByRole('table', { name: 'Clés en double' }).getByRole('row')).toHaveText(['CheminLigne', '$.a1']);
  expect(foreignRequests).toEqual([]);
});

test('the output as a tree, used with the keyboard, and highlighted (English and German)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  await page.getByLabel('JSON input', { exact: true }).fill('{"name":"Ada","langs":["en","fr"],"address":{"city":"London"},"id":12345678901234567890}');
  await page.getByRole('radio', { name: 'Tree', exact: true }).check();
  const tree = page.getByRole('tree', { name: 'JSON output' });
  const item = (name: string | RegExp) => tree.getByRole('treeitem', { name });
  await expect(tree.getByRole('treeitem')).toHaveText(['▾{ 4 keys }', '"name": "Ada"', '▾"langs": [ 2 items ]', '0: "en"', '1: "fr"', '▾"address": { 1 key }', '"city": "London"', '"id": 12345678901234567890']);

  // One stop in the tab order; arrows move, Left closes or goes to the parent, Right opens or goes to the first child.
  await page.getByRole('button', { name: 'Collapse all', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(item(/4 keys/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item(/"langs"/)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(/"langs"/)).toHaveAttribute('aria-expanded', 'false');
  await expect(item('0: "en"')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(item(/"langs"/)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item('0: "en"')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(/"langs"/)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(/"id"/)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(/4 keys/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem')).toHaveText(['▸{ 4 keys }']);
  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  await expect(tree.getByRole('treeitem')).toHaveCount(8);
  await expect(item(/4 keys/)).toHaveAttribute('aria-level', '1');
  await expect(item('1: "fr"')).toHaveAttribute('aria-level', '3');
  await expect(item('1: "fr"')).toHaveAttribute('aria-posinset', '2');

  // Highlighted: the text itself, its parts marked.
  await page.getByRole('radio', { name: 'Highlighted', exact: true }).check();
  const code = output(page).locator('pre.json-code');
  await expect(code).toHaveText(/^\{\n {2}"name": "Ada",/);
  await expect(code.locator('.jt-number')).toHaveText('12345678901234567890');
  await expect(code.locator('.jt-key')).toHaveText(['"name"', '"langs"', '"address"', '"city"', '"id"']);

  // German labels; the view chosen is remembered.
  await openTool('de', 'developer-tools', 'json-formatter');
  await page.getByLabel('JSON-Eingabe', { exact: true }).fill('[{"a":[]}]');
  await expect(page.getByRole('radio', { name: 'Hervorgehoben', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Baum', exact: true }).check();
  // Collapse all leaves the top level open.
  await page.getByRole('button', { name: 'Alle zuklappen', exact: true }).click();
  await expect(page.getByRole('tree', { name: 'JSON-Ausgabe' }).getByRole('treeitem')).toHaveText(['▾[ 1 Element ]', '▸0: { 1 Schlüssel }']);
  await page.getByRole('button', { name: 'Alle aufklappen', exact: true }).click();
  await expect(page.getByRole('tree', { name: 'JSON-Ausgabe' }).getByRole('treeitem')).toHaveText(['▾[ 1 Element ]', '▾0: { 1 Schlüssel }', '"a": []']);
  expect(foreignRequests).toEqual([]);
});

test('the JSON views load when the visitor starts, so the first result is drawn once, with them', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  const script = (name: string) => (response: Response) => new RegExp(`/${name}-[^/]*\\.js$`).test(new URL(response.url()).pathname);
  const views = page.waitForResponse(script('JsonText'));
  const texts = page.waitForResponse(async (response) => script('jsonView')(response) && (await response.text()).includes('Expand all'));
  await page.getByLabel('JSON input', { exact: true }).focus();
  // The views and their English texts loaded and run: importing them again settles once the page's own imports have.
  for (const response of await Promise.all([views, texts])) await page.evaluate((src) => import(src), response.url());
  // Any output text area drawn outside the JSON views (plain text first, redrawn when they come) is counted.
  await page.evaluate(() => {
    const output = document.querySelector('main .tool-output')!;
    const seen = { plain: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if ([...output.querySelectorAll('textarea')].some((area) => !area.closest('.json-text'))) seen.plain++;
    }).observe(output, { childList: true, subtree: true });
  });
  await page.getByLabel('JSON input', { exact: true }).fill(PASTED);
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue(TWO_SPACES);
  await expect(page.getByRole('radio', { name: 'Tree', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: { plain: number } }).seen.plain)).toBe(0);
  expect(foreignRequests).toEqual([]);
});

test('an error shows its line of the input with the place marked, and puts the cursor there (English and Spanish)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-formatter');
  const input = page.getByLabel('JSON input', { exact: true });
  await input.fill('{\n  "a": 1,\n  "b": 2,\n}');
  await expectOnlyMessage(page, 'Invalid JSON: trailing commas are not allowed; remove the comma after the last item (line 3, column 9).', EN);
  const excerpt = output(page).getByRole('figure');
  await expect(excerpt.locator('pre')).toHaveText('3 │   "b": 2,\n  │         ^');
  await expect(excerpt.locator('mark')).toHaveText(',');
  await expect(excerpt.locator('figcaption')).toContainText('Line 3 of the input, column 9 marked');
  await excerpt.getByRole('button', { name: 'Show in the input', exact: true }).click();
  await expect(input).toBeFocused();
  expect(await input.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([20, 21]);
  // Fixed: the line goes with the message.
  await input.fill('{"a": 1}');
  await expect(excerpt).toHaveCount(0);

  await openTool('es', 'developer-tools', 'json-formatter');
  await page.getByLabel('JSON de entrada', { exact: true }).fill('[1, 2 3]');
  await expect(output(page).getByRole('figure').locator('mark')).toHaveText('3');
  await expect(output(page).getByRole('figure').locator('figcaption')).toContainText('Línea 1 de la entrada, con la columna 7 marcada');
  await expect(output(page).getByRole('figure').getByRole('button', { name: 'Ver en la entrada', exact: true })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
