import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const NOTICE = 'These are test numbers for software testing. They pass the Luhn check but belong to no real account, and no payment network accepts them.';

/** Luhn check, written again here so the test does not trust the page. */
function luhn(number: string): boolean {
  const digits = number.replace(/ /g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return /^\d+$/.test(digits) && sum % 10 === 0;
}

/** The table's body rows as text cells. */
const rows = (page: Page) =>
  page.locator('table.output-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

test('generates test cards on load, follows the card types and format, copies and downloads', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'credit-card-generator');
  const table = page.locator('table.output-table');

  // Ten Visa or Mastercard cards at once, with the test-number notice.
  await expect(page.getByRole('note').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByText('Generated cards: 10', { exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('thead th')).toHaveText(['Type', 'Number', 'Expiry', 'CVV', 'Valid']);
  await expect(page.getByRole('checkbox', { name: 'Visa' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mastercard' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'American Express' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Number of cards' })).toHaveValue('10');
  const now = new Date();
  for (const [type, number, exp, cvv, valid] of await rows(page)) {
    expect(['Visa', 'Mastercard']).toContain(type);
    expect(number).toMatch(/^(4|5[1-5]|2[2-7])\d+$/);
    expect(number).toHaveLength(16);
    expect(luhn(number!)).toBe(true);
    expect(cvv).toMatch(/^\d{3}$/);
    expect(valid).toBe('✓ Valid');
    const [mm, yy] = exp!.split('/').map(Number);
    const ahead = (2000 + yy!) * 12 + mm! - 1 - (now.getFullYear() * 12 + now.getMonth());
    expect(ahead).toBeGreaterThanOrEqual(1);
    expect(ahead).toBeLessThanOrEqual(60);
  }

  // Generate again gives new numbers.
  const before = await rows(page);
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect.poll(async () => (await rows(page))[0]![1]).not.toBe(before[0]![1]);

  // American Express only, spaced: 15 digits in 4-6-5 and a 4-digit CVV.
  await page.getByRole('checkbox', { name: 'American Express' }).check();
  await page.getByRole('checkbox', { name: 'Visa' }).uncheck();
  await page.getByRole('checkbox', { name: 'Mastercard' }).uncheck();
  await page.getByRole('radio', { name: 'Spaced', exact: true }).check();
  await page.getByRole('textbox', { name: 'Number of cards' }).fill('5');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect.poll(async () => (await rows(page)).every((r) => /^3[47]\d\d \d{6} \d{5}$/.test(r[1]!))).toBe(true);
  const amex = await rows(page);
  for (const [type, number, , cvv, valid] of amex) {
    expect(type).toBe('American Express');
    expect(number!.replace(/ /g, '')).toHaveLength(15);
    expect(luhn(number!)).toBe(true);
    expect(cvv).toMatch(/^\d{4}$/);
    expect(valid).toBe('✓ Valid');
  }

  // Copy all: one card per line, tab-separated.
  await page.getByRole('button', { name: 'Copy all', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(amex.map((r) => r.slice(0, 4).join('\t')).join('\n'));

  // CSV: the table with its header row, the check as the page says it.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('credit-card-generator.csv');
  const csvText = await readFile((await csv.path())!, 'utf8');
  // Prefixed by the byte order mark Excel needs to read UTF-8.
  expect(csvText).toBe('\uFEFF' + ['Type,Number,Expiry,CVV,Valid', ...amex.map((r) => `${r.slice(0, 4).join(',')},✓ Valid`)].join('\r\n'));

  // JSON with the same cards.
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON', exact: true }).click();
  const json = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as { cards: { number: string; type: string; expiry: string; cvv: string; valid: boolean }[] };
  expect(json.cards.map((c) => [c.type, c.number, c.expiry, c.cvv])).toEqual(amex.map((r) => r.slice(0, 4)));
  expect(json.cards.every((c) => c.valid)).toBe(true);

  // Without CVV and expiry the columns go away.
  await page.getByRole('checkbox', { name: 'Include CVV' }).uncheck();
  await page.getByRole('checkbox', { name: 'Include expiry date' }).uncheck();
  await expect(table.locator('thead th')).toHaveText(['Type', 'Number', 'Valid']);

  // Same numbers every time: no Generate again, and the same cards after a reload.
  await page.getByRole('checkbox', { name: 'Same numbers every time' }).check();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await rows(page)).length).toBe(5);
  const fixed = await rows(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(table.locator('thead th')).toHaveText(['Type', 'Number', 'Valid']);
  await expect.poll(() => rows(page)).toEqual(fixed);
  await page.getByRole('checkbox', { name: 'Same numbers every time' }).uncheck();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toBeVisible();

  // No type: the error message, and no stale cards.
  await page.getByRole('checkbox', { name: 'American Express' }).uncheck();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one card type' })).toBeVisible();
  await expect(table).toHaveCount(0);

  expect(foreignRequests).toEqual([]);
});

test('speaks Spanish on the Spanish page', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'developer-tools', 'credit-card-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Generador de números de tarjeta de crédito de prueba');
  await expect(page.getByRole('note').filter({ hasText: 'Son números de prueba' })).toBeVisible();
  await expect(page.locator('table.output-table tbody tr')).toHaveCount(10);
  await expect(page.locator('table.output-table thead th')).toHaveText(['Tipo', 'Número', 'Caducidad', 'CVV', 'Válida']);
  await expect(page.getByRole('textbox', { name: 'Número de tarjetas' })).toHaveValue('10');
  await expect(page.getByRole('radio', { name: 'Sin espacios', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Incluir CVV' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Siempre los mismos números' })).not.toBeChecked();
  for (const [, , , , valid] of await rows(page)) expect(valid).toBe('✓ Válida');

  await page.getByRole('checkbox', { name: 'Diners Club' }).check();
  await page.getByRole('checkbox', { name: 'Visa' }).uncheck();
  await page.getByRole('checkbox', { name: 'Mastercard' }).uncheck();
  await page.getByRole('radio', { name: 'Con espacios', exact: true }).check();
  await expect.poll(async () => (await rows(page)).every((r) => /^3(6\d\d|0[0-5]\d) \d{6} \d{4}$/.test(r[1]!))).toBe(true);

  await page.getByRole('button', { name: 'Copiar todo', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copiado' })).toBeVisible();
  expect((await clipboard(page)).split('\n')).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Generar de nuevo', exact: true })).toBeEnabled();

  expect(foreignRequests).toEqual([]);
});
