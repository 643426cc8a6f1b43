import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const stat = (page: Page, name: 'bmi' | 'category' | 'ideal' | 'body-fat') => page.locator(`.bmi-calculator-${name}`);
const markedRow = (page: Page) => page.locator('tr[aria-current="true"]');
const panel = (page: Page) => page.locator('.bmi-calculator');

test('calculates BMI, category, ideal weight and body fat in metric and imperial units', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'bmi-calculator');
  await expect(page.getByRole('radio', { name: 'Metric (cm, kg)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(field(page, 'Height')).toHaveValue('175');
  await expect(field(page, 'Weight')).toHaveValue('70');
  await expect(field(page, 'Age')).toHaveValue('30');

  // 70 ÷ 1.75² = 22.9; 18.5 × 1.75² = 56.7 and 24.9 × 1.75² = 76.3; 1.2 × 22.9 + 0.23 × 30 − 10.8 − 5.4 = 18.2.
  await expect(stat(page, 'bmi')).toHaveText('22.9');
  await expect(stat(page, 'category')).toHaveText('Normal weight');
  await expect(stat(page, 'ideal')).toHaveText('56.7–76.3 kg');
  await expect(stat(page, 'body-fat')).toHaveText('18.2%');
  await expect(panel(page)).toContainText('Your BMI is 22.9. WHO category: Normal weight. Your weight is in the ideal range for your height.');
  await expect(panel(page)).toContainText('Calculation: 70 kg ÷ (1.75 m)² = 22.9');
  await expect(panel(page)).toContainText('Body fat is estimated with the Deurenberg formula for adults (1991)');
  await expect(panel(page)).toContainText('Your body fat: 1.20 × 22.9 + 0.23 × 30 − 10.8 × 1 − 5.4 = 18.2%');
  await expect(markedRow(page)).toHaveCount(1);
  await expect(markedRow(page)).toContainText('Normal weight');
  await expect(markedRow(page)).toContainText('your BMI: 22.9');

  // Heavier: 95 ÷ 1.75² = 31.0, obesity class I, 18.7 kg above the range.
  await field(page, 'Weight').fill('95');
  await expect(stat(page, 'bmi')).toHaveText('31.0');
  await expect(stat(page, 'category')).toHaveText('Obesity class I');
  await expect(panel(page)).toContainText('You would need to lose 18.7 kg to reach the ideal range for your height.');
  await expect(markedRow(page)).toContainText('Obesity class I');
  await expect(markedRow(page)).toContainText('30.0–34.9');
  await expect(markedRow(page)).toContainText('91.9–106.9 kg');
  await expect(stat(page, 'body-fat')).toHaveText('27.9%');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await expect(stat(page, 'body-fat')).toHaveText('38.7%');
  await page.getByRole('button', { name: 'Copy results' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(
    ['BMI: 31.0 kg/m² (Obesity class I)', 'Ideal weight for 175 cm: 56.7–76.3 kg', 'Estimated body fat (Deurenberg formula): 38.7%'].join('\n'),
  );

  // Body fat needs an adult age; the BMI stays.
  await field(page, 'Age').fill('15');
  await expect(page.getByText('The body fat estimate is for adults aged 18 to 120.')).toBeVisible();
  await expect(stat(page, 'body-fat')).toHaveText('–');
  await expect(stat(page, 'bmi')).toHaveText('31.0');
  await field(page, 'Age').fill('abc');
  await expect(field(page, 'Age')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid number.')).toBeVisible();
  await field(page, 'Age').fill('');
  await expect(page.getByText('Enter your age to estimate your body fat.')).toBeVisible();
  await field(page, 'Age').fill('40');

  // Impossible and missing values.
  await field(page, 'Height').fill('300');
  await expect(page.getByText('Please enter a height between 50 and 280 cm.')).toBeVisible();
  await expect(field(page, 'Height')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page)).toContainText('Correct the marked value to see your result.');
  await expect(markedRow(page)).toHaveCount(0);
  await field(page, 'Height').fill('');
  await expect(panel(page)).toContainText('Please fill in all required fields.');
  await expect(panel(page)).not.toContainText(/NaN|Infinity|undefined/);
  await field(page, 'Height').fill('175');

  // Imperial: the same person carried over (175 cm = 5 ft 8.9 in, 95 kg = 209.4 lb), then 6 ft, 200 lb.
  await page.getByRole('radio', { name: 'Imperial (ft, in, lb)' }).check();
  await expect(page.getByRole('group', { name: 'Height' })).toBeVisible();
  await expect(field(page, 'Feet')).toHaveValue('5');
  await expect(field(page, 'Inches')).toHaveValue('8.9');
  await expect(field(page, 'Weight')).toHaveValue('209.4');
  await expect(stat(page, 'bmi')).toHaveText('31.0');
  await field(page, 'Feet').fill('6');
  await field(page, 'Inches').fill('0');
  await field(page, 'Weight').fill('200');
  // 703 × 200 ÷ 72² = 27.1; 18.5 × 72² ÷ 703 = 136.4 and 24.9 × 72² ÷ 703 = 183.6.
  await expect(stat(page, 'bmi')).toHaveText('27.1');
  await expect(stat(page, 'category')).toHaveText('Overweight');
  await expect(stat(page, 'ideal')).toHaveText('136.4–183.6 lb');
  await expect(panel(page)).toContainText('Calculation: 703 × 200 lb ÷ (72 in)² = 27.1');
  await expect(page.getByRole('columnheader', { name: 'Weight at 6 ft 0 in' })).toBeVisible();
  await field(page, 'Inches').fill('-3');
  await expect(page.getByText('Please enter a height between 1 ft 8 in and 9 ft 2 in.')).toBeVisible();
  await expect(field(page, 'Feet')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Inches').fill('');

  // Remembered after a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'Imperial (ft, in, lb)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await expect(field(page, 'Feet')).toHaveValue('6');
  await expect(stat(page, 'bmi')).toHaveText('27.1');

  // An example sets units, gender and values.
  await page.getByRole('button', { name: '168 cm, 50 kg, woman of 22' }).click();
  await expect(page.getByRole('radio', { name: 'Metric (cm, kg)' })).toBeChecked();
  await expect(stat(page, 'bmi')).toHaveText('17.7');
  await expect(stat(page, 'category')).toHaveText('Underweight');
  await expect(panel(page)).toContainText('You would need to gain 2.2 kg to reach the ideal range for your height.');
  await expect(markedRow(page)).toContainText('Underweight');

  expect(foreignRequests).toEqual([]);
});

test('speaks German and writes German numbers on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'bmi-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BMI-Rechner');
  await expect(page.getByRole('radio', { name: 'Metrisch (cm, kg)' })).toBeChecked();

  await field(page, 'Größe').fill('182,5');
  await field(page, 'Gewicht').fill('82,3');
  // 82.3 ÷ 1.825² = 24.7; 18.5 × 1.825² = 61.6 and 24.9 × 1.825² = 82.9; 1.2 × 24.7 + 0.23 × 30 − 16.2 = 20.3.
  await expect(stat(page, 'bmi')).toHaveText('24,7');
  await expect(stat(page, 'category')).toHaveText('Normalgewicht');
  await expect(stat(page, 'ideal')).toHaveText('61,6–82,9 kg');
  await expect(stat(page, 'body-fat')).toHaveText('20,3 %');
  await expect(panel(page)).toContainText('Rechenweg: 82,3 kg ÷ (1,825 m)² = 24,7');
  await expect(markedRow(page)).toContainText('Ihr BMI: 24,7');
  await expect(page.getByRole('columnheader', { name: 'Gewicht bei 182,5 cm' })).toBeVisible();

  await page.getByRole('button', { name: 'Ergebnisse kopieren' }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await clipboard(page)).toBe(
    ['BMI: 24,7 kg/m² (Normalgewicht)', 'Idealgewicht bei 182,5 cm: 61,6–82,9 kg', 'Geschätzter Körperfettanteil (Deurenberg-Formel): 20,3\u00a0%'].join('\n'),
  );

  await field(page, 'Gewicht').fill('abc');
  await expect(page.getByText('Bitte geben Sie eine gültige Zahl ein.')).toBeVisible();
  await field(page, 'Gewicht').fill('5');
  await expect(page.getByText('Bitte geben Sie ein Gewicht zwischen 10 und 650 kg ein.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});
