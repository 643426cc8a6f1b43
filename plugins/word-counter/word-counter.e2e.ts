/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: counts from the start and
 * live while typing, Copy text (the input's own Copy), the CSV and JSON downloads, Clear, and that
 * the text is not kept across a reload; the Spanish CSV. The statistics of the examples and Copy
 * statistics are played in every language by the looped test.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const TEXT = 'Hello world. This is a test.\n\nSecond paragraph here.';

const output = (page: Page) => page.locator('main .tool-output');
/** The number shown on the card with this label. */
const stat = (page: Page, label: string) => output(page).locator('li.stat', { has: page.locator('.stat-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.stat-value');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function download(page: Page, name: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), output(page).getByRole('button', { name, exact: true }).click()]);
  return { file, text: readFileSync((await file.path())!, 'utf8') };
}

const COUNTS = ['Words', 'Characters', 'Characters without spaces', 'Sentences', 'Paragraphs', 'Lines'];

test('counts from the start and while typing; Copy text, CSV and JSON downloads, Clear; the text is not kept', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'word-counter');
  const input = page.getByLabel('Your text', { exact: true });
  const copyText = page.getByRole('button', { name: 'Copy text', exact: true });
  const clear = page.getByRole('button', { name: 'Clear', exact: true });

  // An empty text already has its statistics: zeros, and no table of words.
  for (const label of COUNTS) await expect(stat(page, label)).toHaveText('0');
  await expect(stat(page, 'Reading time')).toHaveText('0 minutes');
  await expect(output(page).getByRole('table')).toHaveCount(0);
  await expect(copyText).toBeDisabled();
  await expect(clear).toBeDisabled();

  // Typed key by key, the counts follow.
  await input.pressSequentially(TEXT);
  await expect(stat(page, 'Words')).toHaveText('9');
  await expect(stat(page, 'Characters')).toHaveText('52');
  await expect(stat(page, 'Paragraphs')).toHaveText('2');
  await expect(stat(page, 'Reading time')).toHaveText('1 minute');
  const table = output(page).getByRole('table', { name: 'Most frequent words' });
  await expect(table.getByRole('row')).toHaveCount(1 + 8);

  // The input's own Copy gives the text itself.
  await copyText.click();
  await expect.poll(() => clipboard(page)).toBe(TEXT);

  // CSV: the statistics as label and plain number, a blank row, then the table of words.
  const csv = await download(page, 'Download CSV');
  expect(csv.file.suggestedFilename()).toBe('word-counter.csv');
  expect(csv.text).toBe(
    [
      '\uFEFFWords,9',
      'Characters,52',
      'Characters without spaces,43',
      'Sentences,3',
      'Paragraphs,2',
      'Lines,3',
      'Reading time,1',
      'Speaking time,1',
      '',
      'Word,Occurrences',
      ...['hello', 'world', 'this', 'is', 'test', 'second', 'paragraph', 'here'].map((w) => `${w},1`),
    ].join('\r\n'),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();

  // JSON: every count and the frequent words, as data.
  const json = await download(page, 'Download JSON');
  expect(json.file.suggestedFilename()).toBe('word-counter.json');
  expect(JSON.parse(json.text)).toEqual({
    words: 9,
    characters: 52,
    charactersNoSpaces: 43,
    sentences: 3,
    paragraphs: 2,
    lines: 3,
    readingMinutes: 1,
    speakingMinutes: 1,
    topWords: ['hello', 'world', 'this', 'is', 'test', 'second', 'paragraph', 'here'].map((word) => ({ word, count: 1 })),
  });

  // Clear: back to zeros, no table, nothing to copy from the input.
  await clear.click();
  await expect(input).toHaveValue('');
  for (const label of COUNTS) await expect(stat(page, label)).toHaveText('0');
  await expect(stat(page, 'Speaking time')).toHaveText('0 minutes');
  await expect(output(page).getByRole('table')).toHaveCount(0);
  await expect(copyText).toBeDisabled();
  await expect(clear).toBeDisabled();

  // A text is kept for this visit only: after a reload the box is empty.
  await input.fill('Private words stay in this tab.');
  await expect(stat(page, 'Words')).toHaveText('6');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(input).toHaveValue('');
  await expect(stat(page, 'Words')).toHaveText('0');

  expect(foreignRequests).toEqual([]);
});

test('Spanish page: Spanish labels, Copy text and the CSV in Spanish', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'text-tools', 'word-counter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contador de palabras');
  await page.getByLabel('Tu texto', { exact: true }).fill('Hola mundo. ¿Qué tal estás?\n\nSegundo párrafo.');
  await expect(stat(page, 'Palabras')).toHaveText('7');
  await expect(output(page).getByRole('table', { name: 'Palabras más frecuentes' })).toBeVisible();

  await page.getByRole('button', { name: 'Copiar texto', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('Hola mundo. ¿Qué tal estás?\n\nSegundo párrafo.');

  const csv = await download(page, 'Descargar CSV');
  expect(csv.file.suggestedFilename()).toBe('word-counter.csv');
  // As a Spanish spreadsheet reads it: ";" between fields, after the byte order mark (Excel then reads "Párrafos").
  expect(csv.text.split('\r\n')).toEqual([
    '\uFEFFPalabras;7',
    'Caracteres;45',
    'Caracteres sin espacios;38',
    'Frases;3',
    'Párrafos;2',
    'Líneas;3',
    'Tiempo de lectura;1',
    'Tiempo de habla;1',
    '',
    'Palabra;Apariciones',
    ...['hola', 'mundo', 'qué', 'tal', 'estás', 'segundo', 'párrafo'].map((w) => `${w};1`),
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Descarga iniciada' })).toBeVisible();

  await page.getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(stat(page, 'Palabras')).toHaveText('0');
  await expect(stat(page, 'Tiempo de lectura')).toHaveText('0 minutos');

  expect(foreignRequests).toEqual([]);
});

test('abbreviations and initials: one word for "U.S.A.", no sentence end after "e.g.", "Mr.", "z. B." or "M."', async ({ page, openTool }) => {
  await openTool('en', 'text-tools', 'word-counter');
  const input = page.getByLabel('Your text', { exact: true });
  // Chromium's segmenter breaks "U.S.A" at each full stop: the counter joins the pieces again.
  await input.fill('e.g. U.S.A. is big.');
  await expect(stat(page, 'Words')).toHaveText('4');
  await expect(stat(page, 'Sentences')).toHaveText('1');
  await expect(output(page).getByRole('table', { name: 'Most frequent words' }).getByRole('row').nth(2)).toContainText('u.s.a');
  await input.fill('Mr. Smith went home. He slept.');
  await expect(stat(page, 'Sentences')).toHaveText('2');
  await input.fill('Das ist z. B. gut. M. Dupont est là. Dr. J. R. R. Tolkien schrieb es.');
  await expect(stat(page, 'Sentences')).toHaveText('3');
  await expect(stat(page, 'Words')).toHaveText('16');
});
