import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const result = (page: Page) => page.locator('.tool-output .stat-main .stat-value');
const equation = (page: Page) => page.locator('.tool-output .stat-main .stat-label');
const formulas = (page: Page) => page.locator('.tool-output [data-block="formula"]');
const output = (page: Page) => page.locator('.tool-output');
/** The value cell of a unit's row in the table of all units. */
const row = (page: Page, unit: string) => output(page).locator('tr', { has: page.getByRole('rowheader', { name: unit }) }).locator('td');

test('converts, copies, swaps, flags the same units, remembers each category’s units and works from the keyboard', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'unit-converter');
  const tabs = page.getByRole('tablist', { name: 'Unit category' });
  await expect(tabs.getByRole('tab', { name: 'Length' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab')).toHaveCount(17);

  const value = page.getByRole('textbox', { name: 'Value' });
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  const to = page.getByRole('combobox', { name: 'To', exact: true });
  // The units are grouped by system.
  await expect(from.locator('optgroup[label="Imperial and US customary"] option')).toHaveText(['Inch (in)', 'Foot (ft)', 'Yard (yd)', 'Mile (mi)']);
  await value.fill('5');
  await from.selectOption({ label: 'Mile (mi)' });
  await to.selectOption({ label: 'Kilometre (km)' });

  await expect(result(page)).toHaveText('8.04672 km');
  await expect(equation(page)).toHaveText('5 mi =');
  await expect(formulas(page)).toHaveText(['Formula: 1 mi = 1.609344 km', 'Calculation: 5 mi × 1.609344 = 8.04672 km']);
  await expect(output(page)).toContainText('To convert mi to km, multiply by 1.609344.');
  await expect(page.getByRole('table', { name: '5 mi in all units' })).toBeVisible();
  await expect(row(page, 'Kilometre (km)')).toHaveText('8.04672 km');
  await expect(row(page, 'Foot (ft)')).toHaveText('26,400 ft');
  await expect(output(page).locator('tr[aria-current="true"]')).toContainText('Kilometre (km)');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('8.04672');

  // Swap turns it around: 5 km in miles, written as a division by the exact factor.
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(from).toHaveValue('km');
  await expect(to).toHaveValue('mi');
  await expect(result(page)).toHaveText('3.106856 mi');
  await expect(equation(page)).toHaveText('5 km ≈');
  await expect(formulas(page)).toHaveText(['Formula: 1 mi = 1.609344 km', 'Calculation: 5 km ÷ 1.609344 ≈ 3.106856 mi']);

  // Fewer decimals.
  await page.getByRole('combobox', { name: 'Decimal places' }).selectOption('2');
  await expect(result(page)).toHaveText('3.11 mi');

  // Same units: flagged, the value still shown, no formula.
  await to.selectOption({ label: 'Kilometre (km)' });
  await expect(page.getByText('The source and target units are the same.')).toBeVisible();
  await expect(result(page)).toHaveText('5 km');
  await expect(formulas(page)).toHaveCount(0);

  // Another category, reached with the keyboard, brings its own units; the value stays.
  await tabs.getByRole('tab', { name: 'Length' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Temperature' })).toHaveAttribute('aria-selected', 'true');
  await expect(from).toHaveValue('C');
  await expect(to).toHaveValue('F');
  await expect(page.getByText('The source and target units are the same.')).toHaveCount(0);
  await expect(result(page)).toHaveText('41 °F');
  await expect(formulas(page)).toHaveText(['Formula: °F = °C × 9/5 + 32', 'Calculation: 5 °C × 9/5 + 32 = 41 °F']);
  // Phone keypads have no minus key: the Change sign button does it.
  await value.fill('40');
  await page.getByRole('button', { name: 'Change sign' }).click();
  await expect(value).toHaveValue('-40');
  await expect(result(page)).toHaveText('-40 °F');
  await to.selectOption({ label: 'Kelvin (K)' });
  await expect(result(page)).toHaveText('233.15 K');

  // The spec's messages.
  await value.fill('-300');
  await expect(page.getByText('This temperature is below absolute zero (0 K = −273.15 °C = −459.67 °F), which is impossible.')).toBeVisible();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveCount(0);
  await value.fill('');
  await expect(page.getByText('Please enter a value to convert.')).toBeVisible();
  await value.fill('12abc');
  await expect(page.getByText('Please enter a valid number.')).toBeVisible();
  await value.fill('5');

  // Back on Length, its own pair is still there (km → km).
  await tabs.getByRole('tab', { name: 'Length' }).click();
  await expect(from).toHaveValue('km');
  await expect(to).toHaveValue('km');

  // An example, then a reload: category, units, value and decimals are remembered.
  await page.getByRole('button', { name: '500 GB to GiB' }).click();
  await expect(tabs.getByRole('tab', { name: 'Data', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(result(page)).toHaveText('465.66 GiB');
  await expect(page.getByText('Decimal units count in thousands (1 kB = 1000 bytes)', { exact: false })).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(result(page)).toHaveText('465.66 GiB');
  await expect(value).toHaveValue('500');
  await tabs.getByRole('tab', { name: 'Temperature' }).click();
  await expect(to).toHaveValue('K');

  expect(foreignRequests).toEqual([]);
});

test('converts fuel economy as the inverse it is, and says that 0 has no equivalent', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'unit-converter');
  await page.getByRole('tablist', { name: 'Unit category' }).getByRole('tab', { name: 'Fuel economy' }).click();
  const value = page.getByRole('textbox', { name: 'Value' });
  await value.fill('30');
  await page.getByRole('combobox', { name: 'From', exact: true }).selectOption({ label: 'Miles per US gallon (mpg (US))' });
  await page.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Litres per 100 kilometres (L/100 km)' });
  await expect(result(page)).toHaveText('7.840486 L/100 km');
  await expect(formulas(page)).toHaveText(['Formula: L/100 km ≈ 235.2145833 ÷ mpg (US)', 'Calculation: 235.2145833 ÷ 30 mpg (US) ≈ 7.840486 L/100 km']);
  await value.fill('0');
  await expect(page.getByText('0 has no equivalent here', { exact: false })).toBeVisible();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveCount(0);
});

test('weighs cups of an ingredient in grams, said to be approximate, with the ingredient asked only there', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'unit-converter');
  const ingredient = page.getByRole('combobox', { name: 'Ingredient' });
  await expect(ingredient).toHaveCount(0);
  await page.getByRole('tablist', { name: 'Unit category' }).getByRole('tab', { name: 'Cooking' }).click();
  await ingredient.selectOption({ label: 'Butter' });
  await page.getByRole('textbox', { name: 'Value' }).fill('2');
  await expect(result(page)).toHaveText('454 g');
  await expect(equation(page)).toHaveText('2 US cup ≈');
  await expect(output(page)).toContainText('Approximate: Butter is weighed by an average density, 1 US cup ≈ 227 g (USDA FoodData Central).');
});

test('copies scientific results in E notation', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'unit-converter');
  await page.getByRole('textbox', { name: 'Value' }).fill('1');
  await page.getByRole('combobox', { name: 'From', exact: true }).selectOption({ label: 'Millimetre (mm)' });
  await page.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Mile (mi)' });
  await expect(result(page)).toHaveText('6.213712 × 10⁻⁷ mi');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('6.213712E-7');
});

test('reads and writes numbers the German way', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'unit-converter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Einheitenumrechner');
  await expect(page.getByRole('tab', { name: 'Länge' })).toHaveAttribute('aria-selected', 'true');

  const value = page.getByRole('textbox', { name: 'Wert' });
  await value.fill('1,5');
  await page.getByRole('combobox', { name: 'Von', exact: true }).selectOption({ label: 'Meile (mi)' });
  await page.getByRole('combobox', { name: 'Nach', exact: true }).selectOption({ label: 'Kilometer (km)' });
  await expect(result(page)).toHaveText('2,414016 km');
  await expect(equation(page)).toHaveText('1,5 mi =');
  await expect(output(page)).toContainText('Um mi in km umzurechnen, multiplizieren Sie mit 1,609344.');
  await expect(formulas(page)).toHaveText(['Formel: 1 mi = 1,609344 km', 'Rechenweg: 1,5 mi × 1,609344 = 2,414016 km']);
  await expect(row(page, 'Meter (m)')).toHaveText('2.414,016 m');

  await page.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await clipboard(page)).toBe('2,414016');

  await page.getByRole('button', { name: 'Tauschen', exact: true }).click();
  await expect(result(page)).toHaveText('0,932057 mi');

  // German grouping is read too: 1.500 is fifteen hundred.
  await value.fill('1.500');
  await expect(result(page)).toHaveText('932,056788 mi');

  await page.getByRole('combobox', { name: 'Nach', exact: true }).selectOption({ label: 'Kilometer (km)' });
  await expect(page.getByText('Ausgangs- und Zieleinheit sind gleich.')).toBeVisible();

  await page.getByRole('tab', { name: 'Temperatur' }).click();
  await value.fill('98,6');
  await page.getByRole('combobox', { name: 'Von', exact: true }).selectOption({ label: 'Grad Fahrenheit (°F)' });
  await page.getByRole('combobox', { name: 'Nach', exact: true }).selectOption({ label: 'Grad Celsius (°C)' });
  await expect(result(page)).toHaveText('37 °C');
  await expect(output(page)).toContainText('Um °F in °C umzurechnen, ziehen Sie 32 ab, dann multiplizieren Sie mit 5/9.');
  await expect(formulas(page)).toHaveText(['Formel: °C = (°F − 32) × 5/9', 'Rechenweg: (98,6 °F − 32) × 5/9 = 37 °C']);

  await value.fill('abc');
  await expect(page.getByText('Bitte geben Sie eine gültige Zahl ein.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('writes bytes as octets in French and reads French numbers', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'unit-converter');
  await page.getByRole('tab', { name: 'Données', exact: true }).click();
  await page.getByRole('textbox', { name: 'Valeur' }).fill('1');
  await expect(result(page)).toHaveText('0,931323 Gio');
  await expect(equation(page)).toHaveText('1 Go ≈');
  await expect(page.getByRole('combobox', { name: 'De', exact: true })).toHaveValue('GB');
  await expect(row(page, 'Mégaoctet (Mo)')).toHaveText('1\u202f000 Mo');
  await page.getByRole('textbox', { name: 'Valeur' }).fill('1\u202f024,5');
  await expect(result(page)).toHaveText('954,139978 Gio');
  expect(foreignRequests).toEqual([]);
});
