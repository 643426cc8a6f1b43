import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const TEXT = 'Hello world. This is a test.\n\nSecond paragraph here.';

/** The number shown on the stat card with this label. */
function stat(page: Page, label: string) {
  return page.locator('li.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('counts a typed text live, copies text and statistics, and clears', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'word-counter');
  const input = page.getByLabel('Your text');
  await input.pressSequentially(TEXT);

  await expect(stat(page, 'Words')).toHaveText('9');
  await expect(stat(page, 'Characters')).toHaveText('52');
  await expect(stat(page, 'Characters without spaces')).toHaveText('43');
  await expect(stat(page, 'Sentences')).toHaveText('3');
  await expect(stat(page, 'Paragraphs')).toHaveText('2');
  await expect(stat(page, 'Lines')).toHaveText('3');
  await expect(stat(page, 'Reading time')).toHaveText('1 minute');
  await expect(stat(page, 'Speaking time')).toHaveText('1 minute');
  const table = page.getByRole('table', { name: 'Most frequent words' });
  await expect(table.getByRole('row')).toHaveCount(1 + 8);
  await expect(table.getByRole('row').nth(1)).toHaveText(/hello\s*1/);

  await page.getByRole('button', { name: 'Copy statistics' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(
    [
      'Words: 9',
      'Characters: 52',
      'Characters without spaces: 43',
      'Sentences: 3',
      'Paragraphs: 2',
      'Lines: 3',
      'Reading time: 1 minute',
      'Speaking time: 1 minute',
    ].join('\n'),
  );

  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect.poll(() => clipboard(page)).toBe(TEXT);

  // Emoji with a skin tone and a ZWJ family are one character each.
  await input.fill('👍🏽 👨‍👩‍👧');
  await expect(stat(page, 'Characters')).toHaveText('3');
  await expect(stat(page, 'Words')).toHaveText('0');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  for (const label of ['Words', 'Characters', 'Characters without spaces', 'Sentences', 'Paragraphs', 'Lines']) await expect(stat(page, label)).toHaveText('0');
  await expect(stat(page, 'Reading time')).toHaveText('0 minutes');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy text' })).toBeDisabled();

  expect(foreignRequests).toEqual([]);
});

test('speaks Spanish on the Spanish page', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'text-tools', 'word-counter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contador de palabras');
  await page.getByLabel('Tu texto').fill('Hola mundo. ¿Qué tal estás?\n\nSegundo párrafo.');

  await expect(stat(page, 'Palabras')).toHaveText('7');
  await expect(stat(page, 'Caracteres sin espacios')).toHaveText('38');
  await expect(stat(page, 'Frases')).toHaveText('3');
  await expect(stat(page, 'Párrafos')).toHaveText('2');
  await expect(stat(page, 'Tiempo de lectura')).toHaveText('1 minuto');
  await expect(page.getByRole('table', { name: 'Palabras más frecuentes' })).toBeVisible();

  await page.getByRole('button', { name: 'Copiar estadísticas' }).click();
  await expect(page.getByRole('button', { name: '✓ Copiado' })).toBeVisible();
  const summary = await clipboard(page);
  expect(summary.split('\n')).toEqual([
    'Palabras: 7',
    'Caracteres: 45',
    'Caracteres sin espacios: 38',
    'Frases: 3',
    'Párrafos: 2',
    'Líneas: 3',
    'Tiempo de lectura: 1 minuto',
    'Tiempo de habla: 1 minuto',
  ]);
  await expect(page.getByRole('button', { name: 'Copiar texto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
