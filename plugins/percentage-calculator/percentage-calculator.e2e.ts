import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const result = (page: Page) => page.locator('.percentage-calculator-result');
const answer = (page: Page) => page.locator('.percentage-calculator-answer');

test('answers each of the four questions as you type, explains, copies and remembers', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'percentage-calculator');
  const tabs = page.getByRole('tablist', { name: 'Calculation' });
  await expect(tabs.getByRole('tab')).toHaveText(['X% of Y', 'X is what % of Y', 'X is Y% of what', '% change']);
  await expect(tabs.getByRole('tab', { name: 'X% of Y' })).toHaveAttribute('aria-selected', 'true');

  // X % of Y: a worked example is there from the start.
  await expect(field(page, 'Percentage')).toHaveValue('15');
  await expect(field(page, 'Number')).toHaveValue('200');
  await expect(result(page)).toHaveText('30');
  await expect(answer(page)).toContainText('15% of 200 is 30.');
  await expect(answer(page)).toContainText('Calculation: 15 ÷ 100 × 200 = 30');

  await field(page, 'Percentage').fill('20 %');
  await expect(result(page)).toHaveText('40');
  await field(page, 'Percentage').fill('12.5');
  await field(page, 'Number').fill('1,234');
  await expect(result(page)).toHaveText('154.25');
  await expect(answer(page)).toContainText('12.5% of 1,234 is 154.25.');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('154.25');

  // X is what % of Y, reached with the keyboard; dividing by zero gives a message, never Infinity.
  await tabs.getByRole('tab', { name: 'X% of Y' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'X is what % of Y' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'X is what % of Y' })).toBeFocused();
  await field(page, 'Part').fill('1');
  await field(page, 'Total').fill('3');
  await expect(result(page)).toHaveText('33.33333333%');
  await expect(answer(page)).toContainText('1 is 33.33333333% of 3.');
  await field(page, 'Total').fill('0');
  await expect(page.getByText('The total can’t be 0: there is no percentage of 0.')).toBeVisible();
  await expect(field(page, 'Total')).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveText('Correct the marked number to see the result.');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await field(page, 'Total').fill('abc');
  await expect(page.getByText('Please enter a valid number.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(field(page, 'Part')).toHaveValue('');
  await expect(result(page)).toHaveText('Please fill in all required fields.');
  await expect(page.locator('.percentage-calculator')).not.toContainText(/NaN|Infinity|undefined/);

  // X is Y % of what.
  await tabs.getByRole('tab', { name: 'X is Y% of what' }).click();
  await expect(field(page, 'Part')).toHaveValue('30');
  await expect(field(page, 'Percentage')).toHaveValue('15');
  await expect(result(page)).toHaveText('200');
  await expect(answer(page)).toContainText('Calculation: 30 ÷ 15 × 100 = 200');

  // % change, in words as well as with a sign.
  await tabs.getByRole('tab', { name: '% change' }).click();
  await field(page, 'Original value').fill('200');
  await field(page, 'New value').fill('150');
  await expect(result(page)).toHaveText('-25% ▼ Decrease');
  await expect(answer(page)).toContainText('From 200 to 150 is a decrease of 25%.');
  await expect(answer(page)).toContainText('Calculation: (150 − 200) ÷ |200| × 100 = -25%');
  await expect(answer(page)).toContainText('Difference: -50');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('-25%');
  await field(page, 'New value').fill('250');
  await expect(result(page)).toHaveText('+25% ▲ Increase');
  await field(page, 'Original value').fill('0');
  await expect(page.getByText('The original value can’t be 0: a change from 0 has no percentage.')).toBeVisible();

  // The tab and the numbers survive a reload.
  await field(page, 'Original value').fill('80');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tabs.getByRole('tab', { name: '% change' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Original value')).toHaveValue('80');
  await expect(field(page, 'New value')).toHaveValue('250');
  await expect(result(page)).toHaveText('+212.5% ▲ Increase');

  // An example switches to its tab and fills it.
  await page.getByRole('button', { name: '15% tip on 80' }).click();
  await expect(tabs.getByRole('tab', { name: 'X% of Y' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Percentage')).toHaveValue('15');
  await expect(field(page, 'Number')).toHaveValue('80');
  await expect(result(page)).toHaveText('12');

  expect(foreignRequests).toEqual([]);
});

test('reads and writes German numbers on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'percentage-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prozentrechner');
  const tabs = page.getByRole('tablist', { name: 'Berechnung' });
  await expect(tabs.getByRole('tab')).toHaveText(['X % von Y', 'X ist wie viel % von Y', 'X ist Y % von was', 'Veränderung in %']);

  await field(page, 'Prozentsatz').fill('12,5');
  await field(page, 'Grundwert').fill('9.876');
  await expect(result(page)).toHaveText('1.234,5');
  await expect(answer(page)).toContainText('12,5 % von 9.876 sind 1.234,5.');
  await expect(answer(page)).toContainText('Rechenweg: 12,5 ÷ 100 × 9.876 = 1.234,5');
  await page.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await clipboard(page)).toBe('1.234,5');

  await tabs.getByRole('tab', { name: 'Veränderung in %' }).click();
  await field(page, 'Ausgangswert').fill('80');
  await field(page, 'Neuer Wert').fill('60');
  await expect(result(page)).toHaveText(/^-25\s%\s▼ Abnahme$/);
  await expect(answer(page)).toContainText('Von 80 auf 60 sinkt der Wert um 25 %.');
  await field(page, 'Neuer Wert').fill('x');
  await expect(page.getByText('Bitte geben Sie eine gültige Zahl ein.')).toBeVisible();
  await field(page, 'Neuer Wert').fill('');
  await expect(result(page)).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');

  expect(foreignRequests).toEqual([]);
});
