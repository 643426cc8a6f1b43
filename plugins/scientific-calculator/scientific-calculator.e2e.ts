import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const output = (page: Page) => page.locator('.tool-output');
const result = (page: Page) => page.locator('li.stat', { has: page.locator('.stat-label', { hasText: /^(Result|Ergebnis)$/ }) }).locator('.stat-value');

test('typed at the keyboard, keeps a history with variables, points at mistakes and remembers the history', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'scientific-calculator');
  const expression = page.getByRole('textbox', { name: 'Expression', exact: true });
  const history = page.getByRole('textbox', { name: 'History', exact: true });

  // Typed key by key, as a person does; mathjs loads on first use, in the worker.
  await expression.click();
  await page.keyboard.type('r = 2.5');
  await expect(result(page)).toHaveText('2.5');
  await page.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(expression).toHaveValue('');
  await expect(history).toHaveValue('r = 2.5');

  await expression.click();
  await page.keyboard.type('pi * r^2 + sin(30)');
  // π × 6.25 + 0.5 = 20.1349540849362 (degrees).
  await expect(result(page)).toHaveText('20.1349540849362');
  await expect(output(page).locator('table')).toContainText('r = 2.5');

  // Radians: sin(30 rad) = −0.988031624092862, so 19.6349540849362 − 0.988031624092862.
  await page.getByRole('radio', { name: 'Radians', exact: true }).check();
  await expect(result(page)).toHaveText('18.6469224608433');

  // A mistake is said at the field with its position; never NaN or Infinity.
  await expression.fill('2 * (3 + 4');
  await expect(page.getByText('A closing parenthesis “)” is missing at character 11.')).toBeVisible();
  await expect(expression).toHaveAttribute('aria-invalid', 'true');
  await expression.fill('1/0');
  await expect(page.getByText(/The result is infinite/)).toBeVisible();
  await expression.fill('import({}, {})');
  await expect(page.getByText('The function “import” is not available in this calculator.')).toBeVisible();
  await expect(output(page)).not.toContainText(/NaN|Infinity/);

  // The history stays in this browser.
  await expression.fill('r * 2');
  await expect(result(page)).toHaveText('5');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(history).toHaveValue('r = 2.5');
  await expect(result(page)).toHaveText('5');
  await page.getByRole('button', { name: 'Clear history', exact: true }).click();
  await expect(history).toHaveValue('');
  await expect(page.getByText('“r” at character 1 is not a known constant or variable. Define it first (for example r = 2) or check the spelling.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('reads and writes numbers the German way, and copies them', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'scientific-calculator');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('1234.5 * 2');
  await expect(result(page)).toHaveText('2.469');
  // A decimal comma and a semicolon between arguments, as German spreadsheets take them; ln; exact angles.
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('0,1 + 0,2');
  await expect(result(page)).toHaveText('0,3');
  await expect(output(page)).toContainText('Mit Dezimalkomma gelesen');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('round(2,567; 2) + ln(e) + cos(90)');
  await expect(result(page)).toHaveText('3,57');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('tan(90)');
  await expect(page.getByText('tan(90°) ist nicht definiert: Bei diesem Winkel würde die Funktion durch null teilen.')).toBeVisible();
  await page.getByRole('radio', { name: 'Exakte Brüche', exact: true }).check();
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('1/3 + 1/6');
  await expect(result(page)).toHaveText('1/2');
  await expect(output(page)).toContainText('Als Dezimalzahl: 0,5');
  await page.getByRole('button', { name: 'Ergebnis kopieren' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1/2');
  expect(foreignRequests).toEqual([]);
});
