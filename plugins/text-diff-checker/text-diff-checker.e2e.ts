import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The counts as the page shows them: "label value" per card. */
const counts = (page: Page) => page.locator('.tool-output li.stat');
/** The note under the counts, or the one that replaces them. */
const note = (page: Page) => page.locator('.tool-output [data-block="note"]');

test('compares two typed texts inline and side by side, by lines, words and characters', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-diff-checker');
  const original = page.getByLabel('Original text', { exact: true });
  const changed = page.getByLabel('Changed text', { exact: true });
  await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lines' })).toBeChecked();

  await original.pressSequentially('alpha\nbeta\n<b>x</b>');
  await changed.pressSequentially('alpha\nBETA\n<b>x</b>\ngamma');

  await expect(counts(page)).toHaveText(['2 Lines added', '1 Lines removed', '2 Unchanged lines']);
  await expect(note(page)).toContainText('Counted in lines.');
  const view = page.locator('pre.diff-view');
  await expect(view.locator('del')).toHaveText(['removed: beta']);
  await expect(view.locator('ins')).toHaveText(['added: BETA', 'added: gamma']);
  await expect(view).toContainText('− removed: beta');
  await expect(view).toContainText('+ added: gamma');
  // Markup is shown as text.
  await expect(view).toContainText('<b>x</b>');
  await expect(page.locator('.tool-output b')).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy differences' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('  alpha\n- beta\n+ BETA\n  <b>x</b>\n+ gamma');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('text-diff-checker.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('  alpha\n- beta\n+ BETA\n  <b>x</b>\n+ gamma');

  // Ignore case: only gamma is new.
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect(counts(page)).toHaveText(['1 Lines added', '0 Lines removed', '3 Unchanged lines']);
  await page.getByRole('checkbox', { name: 'Ignore case' }).uncheck();

  // Side by side: a table with Original and Changed columns, rows aligned.
  await page.getByRole('radio', { name: 'Side by side' }).check();
  const table = page.getByRole('table', { name: 'Original and changed text side by side' });
  await expect(table.getByRole('columnheader', { name: 'Original text' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Changed text' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tbody tr').nth(1).locator('del')).toHaveText('removed: beta');
  await expect(table.locator('tbody tr').nth(1).locator('ins')).toHaveText('added: BETA');
  await expect(table.locator('tbody tr').nth(1).locator('td').nth(0)).toHaveText('−');
  await expect(table.locator('tbody tr').nth(1).locator('td').nth(2)).toHaveText('+');
  await expect(table.locator('tbody tr').nth(3).locator('td').nth(1)).toHaveText('');

  // Words, then characters.
  await page.getByRole('radio', { name: 'Words' }).check();
  await expect(counts(page)).toHaveText(['2 Words added', '1 Words removed', /Unchanged words$/]);
  await expect(note(page)).toContainText('Counted in words');
  await page.getByRole('radio', { name: 'Inline' }).check();
  await page.getByRole('radio', { name: 'Characters' }).check();
  await expect(counts(page)).toHaveText(['10 Characters added', '4 Characters removed', /Unchanged characters$/]);
  await expect(view.locator('ins').first()).toHaveText('+added: BETA');

  // The same text twice.
  await changed.fill('alpha\nbeta\n<b>x</b>');
  await expect(note(page)).toHaveText(/The texts are identical\.$/);
  await expect(counts(page)).toHaveCount(0);

  // The options are remembered.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Characters' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();

  await original.fill('a');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(original).toHaveValue('');
  await expect(note(page)).toHaveText(/Enter two texts to compare\.$/);
  await expect(page.getByRole('button', { name: 'Copy differences' })).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('compares two 5,000-line texts in the background; the page stays responsive', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(60_000);
  await openTool('en', 'text-tools', 'text-diff-checker');
  const lines = Array.from({ length: 5000 }, (_, i) => `Line ${i}: the quick brown fox ${i * 7}`);
  const changedLines = lines.map((l, i) => (i % 10 === 0 ? `${l} (edited)` : l));
  const paste = async (label: string, text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+V');
  };
  await paste('Original text', lines.join('\n'));
  await expect(counts(page)).toHaveText(['0 Lines added', '5,000 Lines removed', '0 Unchanged lines'], { timeout: 30_000 });
  await paste('Changed text', changedLines.join('\n'));
  // The diff runs in a worker: the page still takes a click (speed itself is a benchmark's business).
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Original text', { exact: true })).toHaveValue('');

  await paste('Original text', lines.join('\n'));
  await paste('Changed text', changedLines.join('\n'));
  await expect(counts(page)).toHaveText(['500 Lines added', '500 Lines removed', '4,500 Unchanged lines'], { timeout: 30_000 });
  // At most 1,000 lines are drawn until Show all.
  await expect(page.locator('pre.diff-view .diff-line')).toHaveCount(1000);
  await expect(page.getByRole('note').filter({ hasText: 'Showing the first 1,000 of 5,500 lines.' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.locator('pre.diff-view .diff-line')).toHaveCount(5500);

  // Characters of very different long texts: the page stays usable while it works.
  await page.getByRole('radio', { name: 'Characters' }).check();
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect(page.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'text-tools', 'text-diff-checker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Comparateur de textes');
  await page.getByLabel('Texte original', { exact: true }).fill('Bonjour le monde');
  await page.getByLabel('Texte modifié', { exact: true }).fill('Bonjour tout le monde');
  await page.getByRole('radio', { name: 'Mots' }).check();
  await expect(counts(page)).toHaveText(['1 Mots ajoutés', '0 Mots supprimés', '3 Mots inchangés']);
  await expect(page.locator('pre.diff-view ins')).toHaveText('+ajouté\u202f: tout');
  await page.getByRole('radio', { name: 'Côte à côte' }).check();
  await expect(page.getByRole('columnheader', { name: 'Texte original' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ignorer la casse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier les différences' })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

const MEETING = {
  original: 'Meeting on Monday at 10:00\nRoom 4B\nBring the quarterly report',
  changed: 'Meeting on Tuesday at 10:30\nRoom 4B\nNew line\nBring the annual report and the slides',
};

test('marks the changed words inside changed lines, inline and side by side, struck through and underlined', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-diff-checker');
  await page.getByLabel('Original text', { exact: true }).fill(MEETING.original);
  await page.getByLabel('Changed text', { exact: true }).fill(MEETING.changed);
  await expect(counts(page)).toHaveText(['3 Lines added', '2 Lines removed', '1 Unchanged lines']);

  // Inline: each changed line says which version it is, and only the changed words are marked.
  const view = page.locator('pre.diff-view');
  const paired = view.locator('.diff-line-paired');
  await expect(paired).toHaveCount(4);
  await expect(paired.nth(0)).toHaveText('− changed line, before: Meeting on removed: Monday at 10:removed: 00');
  await expect(paired.nth(1)).toHaveText('+ changed line, after: Meeting on added: Tuesday at 10:added: 30');
  await expect(paired.nth(3).locator('ins')).toHaveText(['added: annual', 'added:  and the slides']);
  // A line with no counterpart is marked whole, as before.
  await expect(view.locator('.diff-line-added:not(.diff-line-paired) ins')).toHaveText(['added: New line']);
  // Not by colour alone: removed words are struck through, added ones underlined.
  expect(await paired.nth(0).locator('del').first().evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('line-through');
  expect(await paired.nth(1).locator('ins').first().evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('underline');
  // The copied differences stay whole lines.
  await page.getByRole('button', { name: 'Copy differences' }).click();
  await expect.poll(() => clipboard(page)).toBe('- Meeting on Monday at 10:00\n+ Meeting on Tuesday at 10:30\n  Room 4B\n- Bring the quarterly report\n+ New line\n+ Bring the annual report and the slides');

  // Side by side: a changed line beside the line it replaces, the new line on a row of its own.
  await page.getByRole('radio', { name: 'Side by side' }).check();
  const rows = page.getByRole('table', { name: 'Original and changed text side by side' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0).locator('td').nth(1).locator('del')).toHaveText(['removed: Monday', 'removed: 00']);
  await expect(rows.nth(0).locator('td').nth(3).locator('ins')).toHaveText(['added: Tuesday', 'added: 30']);
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Meeting on removed: Monday at 10:removed: 00');
  await expect(rows.nth(2).locator('td').nth(1)).toHaveText('');
  await expect(rows.nth(2).locator('td').nth(3)).toHaveText('added: New line');
  await expect(rows.nth(3).locator('td').nth(1)).toHaveText('Bring the removed: quarterly report');
  await expect(rows.nth(3).locator('td').nth(0)).toHaveText('−');
  // The marked words and the tinted lines keep readable contrast (axe), side by side and inline.
  const serious = () => seriousViolations(page, { include: '.tool-output' });
  expect(await serious()).toEqual([]);
  await page.getByRole('radio', { name: 'Inline' }).check();
  await expect(view.locator('.diff-line-paired')).toHaveCount(4);
  expect(await serious()).toEqual([]);
  await page.getByRole('radio', { name: 'Side by side' }).check();

  // Ignoring whitespace, a change in spacing is not marked.
  await page.getByLabel('Changed text', { exact: true }).fill('Meeting  on Monday at 10:30\nRoom 4B\nBring the quarterly report');
  await page.getByRole('checkbox', { name: 'Ignore whitespace' }).check();
  await expect(counts(page)).toHaveText(['1 Lines added', '1 Lines removed', '2 Unchanged lines']);
  await expect(rows.nth(0).locator('td').nth(3).locator('ins')).toHaveText(['added: 30']);
  expect(foreignRequests).toEqual([]);
});

test('German page: changed words inside lines marked in German', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'text-tools', 'text-diff-checker');
  await page.getByLabel('Originaltext', { exact: true }).fill('Treffen am Montag um 10 Uhr\nRaum 4B');
  await page.getByLabel('Geänderter Text', { exact: true }).fill('Treffen am Dienstag um 10 Uhr\nRaum 4B');
  const paired = page.locator('pre.diff-view .diff-line-paired');
  await expect(paired).toHaveText(['− geänderte Zeile, vorher: Treffen am entfernt: Montag um 10 Uhr', '+ geänderte Zeile, nachher: Treffen am hinzugefügt: Dienstag um 10 Uhr']);
  await page.getByRole('radio', { name: 'Nebeneinander' }).check();
  const first = page.getByRole('table', { name: 'Originaltext und geänderter Text nebeneinander' }).locator('tbody tr').first();
  await expect(first.locator('del')).toHaveText('entfernt: Montag');
  await expect(first.locator('ins')).toHaveText('hinzugefügt: Dienstag');
  expect(foreignRequests).toEqual([]);
});
