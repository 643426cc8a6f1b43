import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const P1 = 'Plants need light, water and air.';
const P2 = 'Most of them also need soil rich in nutrients.';
const P3 = 'In winter, water them less often.';
const TEXT = `${P1}\n\n${P2}\n\n${P3}`;

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('splits a text by size and by count, shows chunk sizes, copies one chunk and all', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'text-splitter');
  await expect(page.getByRole('radio', { name: 'By chunk size', exact: true })).toBeChecked();
  await page.getByLabel('Your text', { exact: true }).fill(TEXT);
  await expect(page.getByText('1 chunk', { exact: true })).toBeVisible();

  const size = page.getByRole('spinbutton', { name: 'Characters per chunk' });
  await size.fill('50');
  await expect(page.getByText('3 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 1 · 33 characters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 2 · 46 characters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chunk 3 · 33 characters' })).toBeVisible();
  await expect(page.getByLabel('Chunk 2', { exact: true })).toHaveValue(P2);
  await expect(page.getByRole('note')).toHaveCount(0);

  const chunk2 = page.getByRole('region', { name: 'Chunk 2 · 46 characters' });
  await chunk2.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(chunk2.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(P2);

  await page.getByRole('group', { name: 'All chunks' }).getByRole('button', { name: 'Copy all' }).click();
  await expect.poll(() => clipboard(page)).toBe(TEXT);

  // A paragraph longer than a chunk is cut at a space, and the page says so.
  await size.fill('40');
  await expect(page.getByText('4 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('1 paragraph was longer than a chunk and was split inside.');

  await page.getByRole('radio', { name: 'By number of chunks', exact: true }).check();
  await page.getByRole('spinbutton', { name: 'Number of chunks' }).fill('3');
  await expect(page.getByText('3 chunks', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Chunk \d · \d+ characters$/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Type or paste a text above to split it into chunks.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('a Spanish visitor splits a text with Spanish labels', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'text-tools', 'text-splitter');
  await expect(page.getByRole('radio', { name: 'Por tamaño', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Por número de fragmentos', exact: true })).toBeVisible();
  await expect(page.getByLabel('Mantener párrafos enteros')).toBeChecked();
  await page.getByLabel('Tu texto', { exact: true }).fill('Hola, ¿qué tal?\n\nMuy bien, gracias.');
  await page.getByRole('spinbutton', { name: 'Caracteres por fragmento' }).fill('20');
  await expect(page.getByText('2 fragmentos', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragmento 1 · 15 caracteres' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fragmento 2 · 18 caracteres' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Todos los fragmentos' }).getByRole('button', { name: 'Copiar todo' })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});
