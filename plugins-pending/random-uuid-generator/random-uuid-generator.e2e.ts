import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The generated UUIDs, one per line of the output text area. */
const lines = async (page: Page, label = 'Generated UUIDs') => (await page.getByLabel(label, { exact: true }).inputValue()).split('\n').filter(Boolean);
/** The validation table's body rows as text cells. */
const rows = (page: Page) =>
  page.locator('table.output-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

test('generates a v4 UUID on load, in bulk, copies, downloads, validates and computes v5', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'random-uuid-generator');
  const output = page.getByLabel('Generated UUIDs', { exact: true });

  // One v4 UUID generated in the browser.
  await expect(page.getByRole('radio', { name: 'Generate' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Version', exact: true }).locator('option:checked')).toHaveText('v4 (random)');
  await expect(output).toHaveValue(V4);
  const first = await output.inputValue();
  await expect(page.getByLabel('Names for v5 or UUIDs to validate', { exact: true })).toHaveAttribute(
    'placeholder',
    'Generate: name for v5 (one per line). Validate: UUIDs, one per line.',
  );

  // Generate again: another one.
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect(output).not.toHaveValue(first);
  await expect(output).toHaveValue(V4);

  // Five at once, all different.
  await page.getByRole('spinbutton', { name: 'Number of UUIDs' }).fill('5');
  await expect.poll(async () => (await lines(page)).length).toBe(5);
  const five = await lines(page);
  for (const uuid of five) expect(uuid).toMatch(V4);
  expect(new Set(five).size).toBe(5);
  await expect(page.getByText('UUIDs: 5', { exact: true })).toBeVisible();

  // Copy all, with the notice.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  await expect(page.getByText('UUIDs copied', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(five.join('\n'));

  // CSV: a header and one UUID per row.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('random-uuid-generator.csv');
  expect(await readFile((await csv.path())!, 'utf8')).toBe(['UUID', ...five].join('\r\n'));

  // JSON and TXT.
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON', exact: true }).click();
  expect(JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8'))).toEqual(five);
  const txtDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT', exact: true }).click();
  expect(await readFile((await (await txtDownload).path())!, 'utf8')).toBe(five.join('\n'));

  // Uppercase without dashes, a thousand at once.
  await page.getByRole('checkbox', { name: 'Dashes' }).uncheck();
  await page.getByRole('checkbox', { name: 'Uppercase' }).check();
  await page.getByRole('spinbutton', { name: 'Number of UUIDs' }).fill('1000');
  await expect.poll(async () => (await lines(page)).length).toBe(1000);
  for (const uuid of await lines(page)) expect(uuid).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/);

  // v7 starts with the current time.
  await page.getByRole('checkbox', { name: 'Dashes' }).check();
  await page.getByRole('checkbox', { name: 'Uppercase' }).uncheck();
  await page.getByRole('spinbutton', { name: 'Number of UUIDs' }).fill('1');
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v7 (time-ordered)' });
  await expect(output).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const ms = parseInt((await output.inputValue()).replace('-', '').slice(0, 12), 16);
  expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);

  // v5: asks for a name, then gives the RFC 9562 test vector, the same every time.
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v5 (namespace and name)' });
  await expect(page.getByRole('alert')).toContainText('Enter a name in the field to generate a v5 UUID: one name per line.');
  await expect(page.getByRole('combobox', { name: 'Namespace (v5)', exact: true }).locator('option:checked')).toHaveText('DNS (domain name)');
  await page.getByLabel('Names for v5 or UUIDs to validate', { exact: true }).fill('www.example.com');
  await expect(output).toHaveValue('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('UUID copied', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');

  // Validate: a valid UUID in braces and upper case, and an invalid one.
  await page.getByRole('radio', { name: 'Validate' }).check();
  await page.getByLabel('Names for v5 or UUIDs to validate', { exact: true }).fill('{2ED6657D-E927-568B-95E1-2665A8AEA6A2}\n2ed6657d-e927-568b-95e1-2665a8aea6a');
  await expect(page.locator('table.output-table thead th')).toHaveText(['Input', 'Valid', 'Version', 'Variant', 'Canonical form']);
  await expect.poll(() => rows(page)).toEqual([
    ['{2ED6657D-E927-568B-95E1-2665A8AEA6A2}', '✓ Valid', 'v5', 'RFC 9562', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    ['2ed6657d-e927-568b-95e1-2665a8aea6a', '✗ Invalid', '—', '—', '—'],
  ]);
  await expect(page.getByText('Valid UUIDs: 1 of 2')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('speaks French on the French page', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'random-uuid-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Générateur d’UUID aléatoires');
  const output = page.getByLabel('UUID générés', { exact: true });
  await expect(output).toHaveValue(V4);
  await expect(page.getByRole('radio', { name: 'Générer' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tirets' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Majuscules' })).not.toBeChecked();

  await page.getByRole('spinbutton', { name: 'Nombre d’UUID' }).fill('3');
  await expect.poll(async () => (await lines(page, 'UUID générés')).length).toBe(3);
  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByText('UUID copiés', { exact: true })).toBeVisible();
  expect((await clipboard(page)).split('\n')).toHaveLength(3);

  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v5 (espace de noms et nom)' });
  await expect(page.getByRole('alert')).toContainText('Saisissez un nom dans le champ pour générer un UUID v5');
  await page.getByRole('combobox', { name: 'Espace de noms (v5)', exact: true }).selectOption({ label: 'URL' });
  await page.getByLabel('Noms pour v5 ou UUID à valider', { exact: true }).fill('http://python.org/');
  await expect(output).toHaveValue('4c565f0d-3f5a-5890-b41b-20cf47701c5e');

  await page.getByRole('radio', { name: 'Valider' }).check();
  await page.getByLabel('Noms pour v5 ou UUID à valider', { exact: true }).fill('pas un uuid');
  await expect(page.locator('table.output-table thead th')).toHaveText(['Entrée', 'Valide', 'Version', 'Variante', 'Forme canonique']);
  await expect.poll(() => rows(page)).toEqual([['pas un uuid', '✗ Non valide', '—', '—', '—']]);

  expect(foreignRequests).toEqual([]);
});

