import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The number on the result's count card. */
const count = (page: Page, label = 'Matches') => page.locator('.tool-output li.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value');

test('highlights matches, lists groups, follows flags, shows errors and previews a replacement', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'regex-tester');
  const pattern = page.getByLabel('Regular expression', { exact: true });
  const text = page.getByLabel('Test string', { exact: true });
  const replacement = page.getByLabel('Replacement (optional)', { exact: true });
  await expect(page.getByRole('checkbox', { name: 'Global (g)' })).toBeChecked();

  await pattern.fill('c(at|ow)');
  await text.fill('Cat, cow and <b>cattle</b>.');
  await expect(count(page)).toHaveText('2');
  const marks = page.locator('.tool-output pre mark');
  await expect(marks).toHaveText(['1match 1: cow', '2match 2: cat']);
  await expect(marks.first().locator('sup')).toHaveAttribute('aria-hidden', 'true');
  // The test string is shown as text, markup included.
  await expect(page.locator('.tool-output pre')).toContainText('and <b>2match 2: cattle</b>.');
  await expect(page.locator('.tool-output b')).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Matches and capture groups' });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Index', 'Match', 'Group 1']);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0).locator('td')).toHaveText(['1', '5', 'cow', 'ow']);
  await expect(table.locator('tbody tr').nth(1).locator('td')).toHaveText(['2', '16', 'cat', 'at']);

  // Copy and the downloads give the matches.
  await page.getByRole('button', { name: 'Copy matches' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('cow\ncat');
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(json.suggestedFilename()).toBe('regex-tester.json');
  expect(JSON.parse(readFileSync((await json.path())!, 'utf8'))).toEqual({
    matches: [
      { index: 5, end: 8, text: 'cow', groups: [{ text: 'ow' }] },
      { index: 16, end: 19, text: 'cat', groups: [{ text: 'at' }] },
    ],
    flags: 'g',
    truncated: false,
    explanation: [
      { source: 'c', start: 0, end: 1, key: 'char', params: { char: 'c' } },
      {
        source: '(at|ow)',
        start: 1,
        end: 8,
        key: 'capture',
        params: { n: 1 },
        children: [
          { source: 'at', start: 2, end: 4, key: 'text', params: { text: 'at' } },
          { source: '|', start: 4, end: 5, key: 'or' },
          { source: 'ow', start: 5, end: 7, key: 'text', params: { text: 'ow' } },
        ],
        closeKey: 'captureEnd',
      },
    ],
  });

  // Ignore case finds "Cat" too.
  await page.getByRole('checkbox', { name: 'Ignore case (i)' }).check();
  await expect(count(page)).toHaveText('3');
  await expect(marks).toHaveCount(3);
  await expect(marks.first()).toHaveText('1match 1: Cat');

  // Replacement preview with $1, copied and downloaded.
  await replacement.fill('C$1');
  const replaced = page.getByLabel('Text after replacement', { exact: true });
  await expect(replaced).toHaveValue('Cat, Cow and <b>Cattle</b>.');
  await expect(replaced).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Copy replaced text' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('Cat, Cow and <b>Cattle</b>.');
  const [txt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(readFileSync((await txt.path())!, 'utf8')).toBe('Cat, Cow and <b>Cattle</b>.');

  // An invalid pattern: the engine's reason, at the pattern.
  await pattern.fill('c(at');
  await expect(page.getByText('Invalid regex: a group opened with ( is never closed.')).toBeVisible();
  await expect(pattern).toHaveAttribute('aria-invalid', 'true');
  await expect(table).toHaveCount(0);
  await pattern.fill('c(?<rest>at)');
  await expect(count(page)).toHaveText('2');
  await expect(page.getByText('Invalid regex')).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Index', 'Match', 'Group 1 (rest)']);

  // Zero-width matches end and are numbered.
  await replacement.fill('');
  await pattern.fill('\\b');
  await text.fill('hi there');
  await expect(count(page)).toHaveText('4');
  await expect(marks).toHaveText(['1match 1: ', '2match 2: ', '3match 3: ', '4match 4: ']);

  // The flags are remembered.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('checkbox', { name: 'Ignore case (i)' })).toBeChecked();

  // The named-groups example, with match indices.
  await page.getByRole('button', { name: 'Dates with named groups' }).click();
  await expect(page.getByRole('checkbox', { name: 'Match indices (d)' })).toBeChecked();
  await expect(count(page)).toHaveText('2');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Index', 'Match', 'Group 1 (year)', 'Group 2 (month)', 'Group 3 (day)']);
  await expect(table.locator('tbody tr').nth(0).locator('td')).toHaveText(['1', '9', '2024-03-15', '2024 (9–13)', '03 (14–16)', '15 (17–19)']);

  // Clearing: back to the prompt.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Enter a regular expression to see its matches.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('stops a catastrophic pattern after the time limit; the page stays usable', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'regex-tester');
  const pattern = page.getByLabel('Regular expression', { exact: true });
  await pattern.fill('(a+)+$');
  await page.getByLabel('Test string', { exact: true }).fill(`${'a'.repeat(30)}!`);
  await expect(page.getByRole('alert')).toContainText('The pattern ran longer than 2 seconds and was stopped.', { timeout: 10_000 });
  // The page answers, and the next pattern runs in a fresh worker.
  await pattern.fill('a+!');
  await expect(count(page)).toHaveText('1');
  await expect(page.locator('.tool-output pre mark')).toHaveText(`1match 1: ${'a'.repeat(30)}!`);
  await expect(page.getByText('The pattern ran longer than 2 seconds')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('German page: German labels and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'regex-tester');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Regex-Tester');
  await page.getByLabel('Regulärer Ausdruck', { exact: true }).fill('hallo');
  await page.getByLabel('Testtext', { exact: true }).fill('Hallo hallo');
  await expect(count(page, 'Treffer')).toHaveText('1');
  await page.getByRole('checkbox', { name: 'Groß-/Kleinschreibung ignorieren (i)' }).check();
  await expect(count(page, 'Treffer')).toHaveText('2');
  await expect(page.locator('.tool-output pre mark').first()).toHaveText('1Treffer 1: Hallo');
  await expect(page.getByRole('columnheader', { name: 'Position' })).toBeVisible();
  await page.getByLabel('Ersetzung (optional)', { exact: true }).fill('[$&]');
  await expect(page.getByLabel('Text nach der Ersetzung', { exact: true })).toHaveValue('[Hallo] [hallo]');
  await expect(page.getByRole('button', { name: 'Ersetzten Text kopieren' })).toBeVisible();
  await page.getByLabel('Regulärer Ausdruck', { exact: true }).fill('[');
  await expect(page.getByText('Ungültige Regex: Eine mit [ geöffnete Zeichenklasse wird nie mit ] geschlossen.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('\\p{L} without the u flag: says why it finds nothing, and finds the letters once Unicode is ticked', async ({ page, openTool }) => {
  await openTool('fr', 'developer-tools', 'regex-tester');
  await page.getByLabel('Expression régulière', { exact: true }).fill('\\p{L}+');
  await page.getByLabel('Texte à tester', { exact: true }).fill('Café Zürich 42');
  await expect(count(page, 'Correspondances')).toHaveText('0');
  const warning = page.locator('.tool-output [data-block="note"]').filter({ hasText: 'ne fonctionne qu’avec l’option Unicode (u)' });
  await expect(warning).toContainText('\\p{…} (une propriété Unicode, comme \\p{L} pour toute lettre)');
  await page.getByRole('checkbox', { name: 'Unicode (u)' }).check();
  await expect(count(page, 'Correspondances')).toHaveText('2');
  await expect(warning).toHaveCount(0);
});

test('explains the pattern token by token as it is typed, follows the flags, and speaks French on the French page', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'regex-tester');
  const pattern = page.getByLabel('Regular expression', { exact: true });
  await pattern.pressSequentially('^(?<year>\\d{4})-\\d\\d|x+?');
  // No text yet: the pattern is explained, with no empty box of matches in the text.
  await expect(page.getByRole('table', { name: 'Explanation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Matches in the text' })).toHaveCount(0);
  await page.getByLabel('Test string', { exact: true }).fill('2024-03, then 2024-04.');
  await expect(count(page)).toHaveText('1');
  const explanation = page.getByRole('table', { name: 'Explanation' });
  await expect(explanation.getByRole('columnheader')).toHaveText(['Pattern', 'Meaning']);
  const rows = explanation.locator('tbody tr');
  const expected = [
    ['^', 'The start of the text'],
    ['(?<year>', 'Capturing group “year” (group 1)'],
    ['\\d{4}', 'A digit from 0 to 9, exactly 4 times'],
    [')', 'End of group 1'],
    ['-', 'The character “-”'],
    ['\\d', 'A digit from 0 to 9'],
    ['\\d', 'A digit from 0 to 9'],
    ['|', 'Or'],
    ['x+?', 'The character “x”, one or more times (as few as possible)'],
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [i, cells] of expected.entries()) await expect(rows.nth(i).locator('td')).toHaveText(cells);
  // What a group holds is indented under it.
  expect(await rows.nth(2).locator('td').first().textContent()).toBe('\u00a0\u00a0\\d{4}');
  // Under the count, before the matches in the text.
  const explanationBox = (await explanation.boundingBox())!;
  expect(explanationBox.y).toBeGreaterThan((await count(page).boundingBox())!.y);
  expect(explanationBox.y).toBeLessThan((await page.locator('.tool-output pre').boundingBox())!.y);

  // The m flag: ^ is the start of each line.
  await page.getByRole('checkbox', { name: 'Multiline (m)' }).check();
  await expect(rows.first().locator('td')).toHaveText(['^', 'The start of a line (m flag)']);

  // The visitor's text stays text.
  await pattern.fill('<b>x</b>');
  await expect(rows.first().locator('td')).toHaveText(['<b>x</b>', 'The text “<b>x</b>”']);
  await expect(explanation.locator('b')).toHaveCount(0);

  // An invalid pattern keeps its error and explains nothing; an empty one shows the prompt only.
  await pattern.fill('(a');
  await expect(page.getByText('Invalid regex: a group opened with ( is never closed.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Explanation' })).toHaveCount(0);
  await pattern.fill('');
  await expect(page.getByText('Enter a regular expression to see its matches.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Explanation' })).toHaveCount(0);
  expect(foreignRequests).toEqual([]);

  await openTool('fr', 'developer-tools', 'regex-tester');
  await page.getByLabel('Expression régulière', { exact: true }).pressSequentially('[^a-z]{1000,}?');
  const explication = page.getByRole('table', { name: 'Explication' });
  await expect(explication.getByRole('columnheader')).toHaveText(['Motif', 'Sens']);
  await expect(explication.locator('tbody tr').first().locator('td')).toHaveText([
    '[^a-z]{1000,}?',
    'Tout caractère sauf ceux de «\u202fa\u202f» à «\u202fz\u202f», au moins 1\u202f000 fois (le moins de fois possible)',
  ]);
});
