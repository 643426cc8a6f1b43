import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const PASTED = "select id, name from users where active = 1 and city = 'Zürich' order by name";
const FORMATTED = "SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\n  AND city = 'Zürich'\nORDER BY\n  name";

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The value on the statistics card with this label. */
function stat(page: Page, label: string) {
  return page.locator('li.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value');
}

test('formats a pasted query, follows the options, copies, and shows the error messages', async ({ page, openTool, foreignRequests }) => {
  // What the first visit downloads: the formatting library is not part of it (the worker loads it on first use).
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await openTool('en', 'developer-tools', 'sql-formatter');
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain('tabularOnelineClauses');

  const input = page.getByLabel('SQL input', { exact: true });
  const output = page.getByLabel('Formatted SQL', { exact: true });
  await expect(page.getByRole('combobox', { name: 'SQL dialect' }).locator('option:checked')).toHaveText('Standard SQL');
  await expect(page.getByRole('radio', { name: '2 spaces' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Uppercase keywords' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Align clauses' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Line breaks' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Remove extra whitespace' })).toBeChecked();

  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(output).toHaveValue(FORMATTED);
  await expect(stat(page, 'Lines before')).toHaveText('1');
  await expect(stat(page, 'Lines after')).toHaveText('10');
  await expect(stat(page, 'Input characters')).toHaveText('77');
  await expect(stat(page, 'Input size in bytes (UTF-8)')).toHaveText('78');
  await expect(stat(page, 'Output size in bytes (UTF-8)')).toHaveText('90');
  await expect(stat(page, 'Size difference in bytes')).toHaveText('+12 (+15.4%)');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(FORMATTED);

  // Options: 4 spaces, keywords as typed, aligned clauses, then one line.
  await page.getByRole('radio', { name: '4 spaces' }).check();
  await page.getByRole('checkbox', { name: 'Uppercase keywords' }).uncheck();
  await expect(output).toHaveValue("select\n    id,\n    name\nfrom\n    users\nwhere\n    active = 1\n    and city = 'Zürich'\norder by\n    name");
  await page.getByRole('checkbox', { name: 'Align clauses' }).check();
  await expect(output).toHaveValue("select    id,\n          name\nfrom      users\nwhere     active = 1\nand       city = 'Zürich'\norder by  name");
  await page.getByRole('checkbox', { name: 'Line breaks' }).uncheck();
  await expect(output).toHaveValue("select id, name from users where active = 1 and city = 'Zürich' order by name");

  // Dialect: backticks are names in MySQL, an error in PostgreSQL.
  await page.getByRole('checkbox', { name: 'Line breaks' }).check();
  await page.getByRole('checkbox', { name: 'Align clauses' }).uncheck();
  await page.getByRole('checkbox', { name: 'Uppercase keywords' }).check();
  await page.getByRole('combobox', { name: 'SQL dialect' }).selectOption({ label: 'MySQL' });
  await input.fill('select `order` from t');
  await expect(output).toHaveValue('SELECT\n    `order`\nFROM\n    t');
  await page.getByRole('combobox', { name: 'SQL dialect' }).selectOption({ label: 'PostgreSQL' });
  await expect(page.getByRole('alert')).toHaveText('⚠ Error formatting SQL: the text from line 1, column 8 cannot be read as SQL in this dialect (an unclosed quote?): “`order` fr”');

  // Bad SQL in any dialect.
  await input.fill('select (( from t');
  await expect(page.getByRole('alert')).toHaveText('⚠ Error formatting SQL: the statement ends too early (line 1, column 17): a bracket, a quote or a clause is not finished.');
  await input.fill('select 1');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(output).toHaveValue('SELECT\n    1');

  // Cleared: the message asking for SQL.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter SQL to format');

  expect(foreignRequests).toEqual([]);
});

test('an example fills input and options; the result downloads as .txt', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'sql-formatter');
  await page.getByRole('button', { name: 'Compact (MySQL)' }).click();
  await expect(page.getByRole('checkbox', { name: 'Line breaks' })).not.toBeChecked();
  const expected = "SELECT id, email FROM users WHERE created_at >= '2024-01-01' AND status IN ('active', 'trial');\nUPDATE users SET status = 'inactive' WHERE id = 42;";
  await expect(page.getByLabel('Formatted SQL', { exact: true })).toHaveValue(expected);
  await expect(stat(page, 'Lines before')).toHaveText('8');
  await expect(stat(page, 'Lines after')).toHaveText('2');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('sql-formatter.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected);
  expect(foreignRequests).toEqual([]);
});

test('Spanish page: Spanish labels and messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'developer-tools', 'sql-formatter');
  const input = page.getByLabel('SQL de entrada', { exact: true });
  const output = page.getByLabel('SQL formateado', { exact: true });
  await expect(page.getByRole('checkbox', { name: 'Palabras clave en mayúsculas' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Dialecto SQL' })).toBeVisible();

  await input.fill('select a from t');
  await page.getByRole('radio', { name: 'Tabulaciones' }).check();
  await expect(output).toHaveValue('SELECT\n\ta\nFROM\n\tt');
  await page.getByRole('checkbox', { name: 'Saltos de línea' }).uncheck();
  await expect(output).toHaveValue('SELECT a FROM t');
  await expect(stat(page, 'Líneas antes')).toHaveText('1');

  await input.fill('select (( from t');
  await expect(page.getByRole('alert')).toHaveText('⚠ Error al formatear el SQL: la sentencia termina antes de tiempo (línea 1, columna 17): falta cerrar un paréntesis, unas comillas o una cláusula.');
  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Introduce el SQL que quieres formatear');
  expect(foreignRequests).toEqual([]);
});
