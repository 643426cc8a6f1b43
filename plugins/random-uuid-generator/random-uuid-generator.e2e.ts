import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The result table's body rows as text cells. */
const rows = (page: Page) =>
  page.locator('table.output-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
/** The generated UUIDs, one per row. */
const uuids = async (page: Page) => (await rows(page)).map((r) => r[0]!);

test('never puts a random UUID in the prerendered page', async ({ page }) => {
  const html = await (await page.request.get('/en/developer-tools/random-uuid-generator')).text();
  expect(html).toContain('Random UUID generator');
  expect(html).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/);
});

test('generates a v4 UUID on load, in bulk, copies, downloads, computes v5 and validates on its own tab', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'random-uuid-generator');

  // One v4 UUID generated in the browser.
  await expect(page.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Version', exact: true }).locator('option:checked')).toHaveText('v4 (random)');
  await expect.poll(() => uuids(page)).toHaveLength(1);
  const [first] = await uuids(page);
  expect(first).toMatch(V4);
  await expect(page.getByText('UUIDs: 1', { exact: true })).toBeVisible();
  const names = page.getByLabel('Names for v5 (one per line)', { exact: true });
  await expect(names).toHaveAttribute('placeholder', 'Only for v5, for example www.example.com');

  // Generate again: another one.
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect.poll(async () => (await uuids(page))[0]).not.toBe(first);
  expect((await uuids(page))[0]).toMatch(V4);

  // Five at once, all different.
  await page.getByRole('textbox', { name: 'Number of UUIDs' }).fill('5');
  await expect.poll(async () => (await uuids(page)).length).toBe(5);
  const five = await uuids(page);
  for (const uuid of five) expect(uuid).toMatch(V4);
  expect(new Set(five).size).toBe(5);
  await expect(page.getByText('UUIDs: 5', { exact: true })).toBeVisible();

  // Copy all, one per line.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(five.join('\n'));

  // CSV: a header and one UUID per row.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('random-uuid-generator.csv');
  expect(await readFile((await csv.path())!, 'utf8')).toBe('\uFEFF' + ['UUID', ...five].join('\r\n'));

  // JSON (the list of UUIDs) and TXT (one per line).
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON', exact: true }).click();
  expect(JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8'))).toEqual(five);
  const txtDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT', exact: true }).click();
  expect(await readFile((await (await txtDownload).path())!, 'utf8')).toBe(five.join('\n'));

  // Uppercase without dashes, a thousand at once: the page draws 500 rows, Copy gives all 1,000.
  await page.getByRole('checkbox', { name: 'Dashes' }).uncheck();
  await page.getByRole('checkbox', { name: 'Uppercase' }).check();
  await page.getByRole('textbox', { name: 'Number of UUIDs' }).fill('1000');
  await expect(page.getByText('UUIDs: 1,000', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 500 of 1,000 rows.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(async () => (await clipboard(page)).split('\n').length).toBe(1000);
  for (const uuid of (await clipboard(page)).split('\n')) expect(uuid).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/);

  // v7 starts with the current time.
  await page.getByRole('checkbox', { name: 'Dashes' }).check();
  await page.getByRole('checkbox', { name: 'Uppercase' }).uncheck();
  await page.getByRole('textbox', { name: 'Number of UUIDs' }).fill('1');
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v7 (time-ordered)' });
  await expect.poll(async () => (await uuids(page))[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const ms = parseInt((await uuids(page))[0]!.replace('-', '').slice(0, 12), 16);
  expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);

  // v5: asks for a name at the names field, then gives the RFC 9562 test vector, the same every time.
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v5 (namespace and name)' });
  await expect(page.getByRole('alert')).toContainText('Enter a name in the field to generate a v5 UUID: one name per line.');
  await expect(names).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('table.output-table')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Namespace (v5)', exact: true }).locator('option:checked')).toHaveText('DNS (domain name)');
  await names.fill('www.example.com');
  await expect.poll(() => uuids(page)).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');

  // Validate, on its own tab with its own text: a valid UUID in braces and upper case, and an invalid one.
  await page.getByRole('tab', { name: 'Validate' }).click();
  const toCheck = page.getByLabel('UUIDs to validate (one per line)', { exact: true });
  await expect(toCheck).toHaveValue('');
  await expect(page.getByText('Paste the UUIDs to check in the field above, one per line.')).toBeVisible();
  await toCheck.fill('{2ED6657D-E927-568B-95E1-2665A8AEA6A2}\n2ed6657d-e927-568b-95e1-2665a8aea6a');
  await expect(page.locator('table.output-table thead th')).toHaveText(['Input', 'Valid', 'Version', 'Variant', 'Canonical form']);
  await expect.poll(() => rows(page)).toEqual([
    ['{2ED6657D-E927-568B-95E1-2665A8AEA6A2}', '✓ Valid', 'v5', 'RFC 9562', '2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    ['2ed6657d-e927-568b-95e1-2665a8aea6a', '✗ Invalid', '—', '—', '—'],
  ]);
  await expect(page.getByText('Valid UUIDs: 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toHaveCount(0);
  // The validation saves as CSV with its header.
  const validation = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  expect((await readFile((await (await validation).path())!, 'utf8')).split('\r\n')[0]).toBe('\uFEFFInput,Valid,Version,Variant,Canonical form');

  // Back on Generate, the names typed there are still there.
  await page.getByRole('tab', { name: 'Generate' }).click();
  await expect(names).toHaveValue('www.example.com');
  await expect.poll(() => uuids(page)).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);

  expect(foreignRequests).toEqual([]);
});

test('speaks French on the French page', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'random-uuid-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Générateur d’UUID aléatoires');
  await expect.poll(async () => (await uuids(page))[0]).toMatch(V4);
  await expect(page.getByRole('tab', { name: 'Générer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Tirets' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Majuscules' })).not.toBeChecked();

  await page.getByRole('textbox', { name: 'Nombre d’UUID' }).fill('3');
  await expect(page.getByText('UUID\u202f: 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect.poll(async () => (await clipboard(page)).split('\n').length).toBe(3);

  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption({ label: 'v5 (espace de noms et nom)' });
  await expect(page.getByRole('alert')).toContainText('Saisissez un nom dans le champ pour générer un UUID v5');
  await page.getByRole('combobox', { name: 'Espace de noms (v5)', exact: true }).selectOption({ label: 'URL' });
  await page.getByLabel('Noms pour v5 (un par ligne)', { exact: true }).fill('http://python.org/');
  await expect.poll(() => uuids(page)).toEqual(['4c565f0d-3f5a-5890-b41b-20cf47701c5e']);

  await page.getByRole('tab', { name: 'Valider' }).click();
  await page.getByLabel('UUID à valider (un par ligne)', { exact: true }).fill('pas un uuid');
  await expect(page.locator('table.output-table thead th')).toHaveText(['Entrée', 'Valide', 'Version', 'Variante', 'Forme canonique']);
  await expect.poll(() => rows(page)).toEqual([['pas un uuid', '✗ Non valide', '—', '—', '—']]);
  await expect(page.getByText('UUID valides\u202f: 0 sur 1')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
