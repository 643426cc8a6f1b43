import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** The value on the result card with this label. */
const stat = (page: Page, label: string | RegExp) => page.locator('li.stat', { has: page.locator('.stat-label', { hasText: label }) }).locator('.stat-value');
const output = (page: Page) => page.locator('.tool-output');
const markedRow = (page: Page) => output(page).locator('tr[aria-current="true"]');

test('answers at once, explains, copies, carries the person over to imperial units and remembers', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'bmi-calculator');
  const tabs = page.getByRole('tablist', { name: 'Units' });
  await expect(tabs.getByRole('tab', { name: 'Metric (cm, kg)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(field(page, 'Height')).toHaveValue('175');
  await expect(field(page, 'Weight')).toHaveValue('70');
  await expect(field(page, 'Age')).toHaveValue('30');
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('22.9');

  // Heavier: 95 ÷ 1.75² = 31.0, obesity class I, 18.7 kg above the range; the row is marked in words.
  await field(page, 'Weight').fill('95');
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('31.0');
  await expect(stat(page, 'WHO category')).toHaveText('Obesity class I');
  await expect(output(page)).toContainText('You would need to lose 18.7 kg to reach the ideal range for your height.');
  await expect(markedRow(page)).toHaveCount(1);
  await expect(markedRow(page)).toContainText('Obesity class I');
  await expect(markedRow(page)).toContainText('your BMI: 31.0');
  await expect(page.getByRole('meter', { name: 'Your BMI on the WHO scale' })).toHaveAttribute('aria-valuetext', '31.0 (Obesity class I)');
  await expect(stat(page, 'Estimated body fat')).toHaveText('27.9%');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await expect(stat(page, 'Estimated body fat')).toHaveText('38.7%');
  await page.getByRole('button', { name: 'Copy results' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(['BMI: 31.0 kg/m² (Obesity class I)', 'Ideal weight for 175 cm: 56.7–76.3 kg', 'Estimated body fat (Deurenberg formula): 38.7%'].join('\n'));

  // Body fat needs an adult age; the BMI stays.
  await field(page, 'Age').fill('15');
  await expect(output(page)).toContainText('The body fat estimate is for adults aged 18 to 120.');
  await expect(stat(page, 'Estimated body fat')).toHaveText('–');
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('31.0');
  await field(page, 'Age').fill('');
  await expect(output(page)).toContainText('Enter your age to estimate your body fat.');
  await field(page, 'Age').fill('abc');
  await expect(field(page, 'Age')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid number.')).toBeVisible();
  await field(page, 'Age').fill('40');

  // Impossible and missing values: said at the field, and no stale result.
  await field(page, 'Height').fill('300');
  await expect(page.getByText('Please enter a height between 50 and 280 cm.')).toBeVisible();
  await expect(field(page, 'Height')).toHaveAttribute('aria-invalid', 'true');
  await expect(output(page)).toContainText('Correct the marked value to see your result.');
  await expect(markedRow(page)).toHaveCount(0);
  await field(page, 'Height').fill('');
  await expect(output(page)).toContainText('Please fill in all required fields.');
  await expect(output(page)).not.toContainText(/NaN|Infinity|undefined/);
  await field(page, 'Height').fill('175');

  // Imperial, reached with the keyboard: the same person carried over (175 cm = 5 ft 8.9 in, 95 kg = 209.4 lb).
  await tabs.getByRole('tab', { name: 'Metric (cm, kg)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Imperial (ft, in, lb)' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Height (feet)')).toHaveValue('5');
  await expect(field(page, 'Height (inches)')).toHaveValue('8.9');
  await expect(field(page, 'Weight')).toHaveValue('209.4');
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('31.0');
  await field(page, 'Height (feet)').fill('6');
  await field(page, 'Height (inches)').fill('');
  await field(page, 'Weight').fill('200');
  // 6 ft with the inches left empty: 703 × 200 ÷ 72² = 27.1.
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('27.1');
  await expect(page.getByRole('columnheader', { name: 'Weight at 6 ft 0 in' })).toBeVisible();
  await field(page, 'Height (inches)').fill('-3');
  await expect(page.getByText('Please enter a height between 1 ft 8 in and 9 ft 2 in.')).toBeVisible();
  await expect(field(page, 'Height (feet)')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Height (inches)').fill('0');

  // Back to metric: 72 in = 182.9 cm, 200 lb = 90.7 kg.
  await tabs.getByRole('tab', { name: 'Metric (cm, kg)' }).click();
  await expect(field(page, 'Height')).toHaveValue('182.9');
  await expect(field(page, 'Weight')).toHaveValue('90.7');
  await tabs.getByRole('tab', { name: 'Imperial (ft, in, lb)' }).click();

  // Remembered after a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tabs.getByRole('tab', { name: 'Imperial (ft, in, lb)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await expect(field(page, 'Height (feet)')).toHaveValue('6');
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('27.1');

  expect(foreignRequests).toEqual([]);
});

test('reads and writes German numbers on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'bmi-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BMI-Rechner');
  await expect(page.getByRole('tab', { name: 'Metrisch (cm, kg)' })).toHaveAttribute('aria-selected', 'true');

  await field(page, 'Größe').fill('182,5');
  await field(page, 'Gewicht').fill('82,3');
  // 82.3 ÷ 1.825² = 24.7; 18.5 × 1.825² = 61.6 and 24.9 × 1.825² = 82.9; 1.2 × 24.7 + 0.23 × 30 − 16.2 = 20.3.
  await expect(stat(page, 'BMI (kg/m²)')).toHaveText('24,7');
  await expect(stat(page, 'WHO-Kategorie')).toHaveText('Normalgewicht');
  await expect(stat(page, /^Idealgewicht/)).toHaveText('61,6–82,9 kg');
  await expect(stat(page, 'Geschätzter Körperfettanteil')).toHaveText('20,3\u00a0%');
  await expect(output(page)).toContainText('Rechenweg: 82,3 kg ÷ (1,825 m)² = 24,7');
  await expect(markedRow(page)).toContainText('Ihr BMI: 24,7');
  await expect(page.getByRole('columnheader', { name: 'Gewicht bei 182,5 cm' })).toBeVisible();

  await page.getByRole('button', { name: 'Ergebnisse kopieren' }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await clipboard(page)).toBe(['BMI: 24,7 kg/m² (Normalgewicht)', 'Idealgewicht bei 182,5 cm: 61,6–82,9 kg', 'Geschätzter Körperfettanteil (Deurenberg-Formel): 20,3\u00a0%'].join('\n'));

  // Switching to imperial writes the converted numbers the German way: 182.5 cm = 5 ft 11.9 in, 82.3 kg = 181.4 lb.
  await page.getByRole('tab', { name: 'Imperial (ft, in, lb)' }).click();
  await expect(field(page, 'Größe (Zoll)')).toHaveValue('11,9');
  await expect(field(page, 'Gewicht')).toHaveValue('181,4');
  await page.getByRole('tab', { name: 'Metrisch (cm, kg)' }).click();

  await field(page, 'Gewicht').fill('abc');
  await expect(page.getByText('Bitte geben Sie eine gültige Zahl ein.')).toBeVisible();
  await field(page, 'Gewicht').fill('5');
  await expect(page.getByText('Bitte geben Sie ein Gewicht zwischen 10 und 650 kg ein.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
