/**
 * What the looped examples test (tests/e2e/tools.spec.ts) cannot show: each tab keeps its own
 * numbers, tabs from the keyboard, messages at the fields (the tool's and the host's), Clear, the
 * tab and numbers remembered across a reload, an example switching tabs, and numbers typed the way
 * German and French write them (groups, decimal comma, a typed % sign).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const field = (page: Page, label: string) => page.locator('main .fields-form').getByLabel(label, { exact: true });
/** The message the field is described by (its error, said at the field), exactly as written. */
const fieldMessage = (page: Page, label: string) =>
  field(page, label).evaluate((el) => {
    const ids = el.getAttribute('aria-describedby') ?? '';
    return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  });
const output = (page: Page) => page.locator('main .tool-output');
/** The answer in large type, its label and its sentence. */
const main = (page: Page) => output(page).locator('li.stat-main');
const answer = (page: Page) => main(page).locator('.stat-value');
const answerLabel = (page: Page) => main(page).locator('.stat-label');
const statement = (page: Page) => main(page).locator('.value-hint');
const formula = (page: Page) => output(page).locator('.result-formula');
/** Why there is no result. */
const status = (page: Page) => output(page).locator('.result-status');
const copy = (page: Page, name: string) => output(page).getByRole('button', { name, exact: true });

/** No result on screen: no values, no calculation, nothing to copy; the link can still be copied. */
async function expectNoResult(page: Page, copyName: string, copyLinkName: string) {
  await expect(output(page).locator('[data-block]')).toHaveCount(0);
  await expect(copy(page, copyName)).toHaveCount(0);
  await expect(copy(page, copyLinkName)).toBeVisible();
  await expect(output(page)).not.toContainText(/NaN|Infinity|undefined/);
}

test('each tab keeps its own numbers; keyboard, messages at the fields, Clear, reload and an example that switches tabs', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'percentage-calculator');
  const tabs = page.getByRole('tablist', { name: 'Calculation' });
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
  await expect(tabs.getByRole('tab')).toHaveText(['X% of Y', 'X is what % of Y', 'X is Y% of what', '% change']);
  await expect(tab('X% of Y')).toHaveAttribute('aria-selected', 'true');

  // The first tab answers at once with its worked example; a percentage may be typed with its sign.
  await expect(field(page, 'Percentage')).toHaveValue('15');
  await expect(field(page, 'Number')).toHaveValue('200');
  await expect(answer(page)).toHaveText('30');
  await field(page, 'Percentage').fill('20 %');
  await expect(answer(page)).toHaveText('40');
  // English groups with commas.
  await field(page, 'Percentage').fill('12.5');
  await field(page, 'Number').fill('1,234');
  await expect(answer(page)).toHaveText('154.25');
  await expect(statement(page)).toHaveText('12.5% of 1,234 is 154.25.');
  await expect(formula(page)).toHaveText('Calculation: 12.5 ÷ 100 × 1,234 = 154.25');
  await copy(page, 'Copy').click();
  await expect(copy(page, '✓ Copied')).toBeVisible();
  expect(await clipboard(page)).toBe('154.25');

  // The next tab, reached with the arrow key, has its own numbers.
  await tab('X% of Y').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('X is what % of Y')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('X is what % of Y')).toBeFocused();
  await expect(field(page, 'Part')).toHaveValue('30');
  await expect(field(page, 'Total')).toHaveValue('200');
  await field(page, 'Part').fill('1');
  await field(page, 'Total').fill('3');
  await expect(answer(page)).toHaveText('33.33333333%');
  await expect(statement(page)).toHaveText('1 is 33.33333333% of 3.');

  // Dividing by zero: the tool's message at the field, never Infinity, and nothing to copy.
  await field(page, 'Total').fill('0');
  await expect(field(page, 'Total')).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => fieldMessage(page, 'Total')).toBe('The total can’t be 0: there is no percentage of 0.');
  await expect(status(page)).toHaveText('Correct the marked number to see the result.');
  await expectNoResult(page, 'Copy', 'Copy link');
  // Not a number: the page's message at the field.
  await field(page, 'Total').fill('abc');
  await expect.poll(() => fieldMessage(page, 'Total')).toBe('Please enter a valid number.');
  await expect(status(page)).toHaveText('Correct the marked number to see the result.');
  await expectNoResult(page, 'Copy', 'Copy link');
  // Clear empties this tab's fields: the page asks for them.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(field(page, 'Part')).toHaveValue('');
  await expect(field(page, 'Total')).toHaveValue('');
  await expect(field(page, 'Total')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(status(page)).toHaveText('Please fill in all required fields.');
  await expectNoResult(page, 'Copy', 'Copy link');
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeDisabled();

  // The first tab still has the numbers typed there.
  await tab('X% of Y').click();
  await expect(field(page, 'Percentage')).toHaveValue('12.5');
  await expect(field(page, 'Number')).toHaveValue('1,234');
  await expect(answer(page)).toHaveText('154.25');

  // % change: an increase is said in words and with its arrow, not only by its sign.
  await tab('% change').click();
  await expect(field(page, 'Original value')).toHaveValue('200');
  await expect(field(page, 'New value')).toHaveValue('250');
  await expect(answer(page)).toHaveText('+25%');
  await expect(answerLabel(page)).toHaveText('▲ Increase');
  await expect(statement(page)).toHaveText('From 200 to 250 is an increase of 25%.');
  await field(page, 'Original value').fill('0');
  await expect.poll(() => fieldMessage(page, 'Original value')).toBe('The original value can’t be 0: a change from 0 has no percentage.');
  await expectNoResult(page, 'Copy', 'Copy link');
  await field(page, 'Original value').fill('80');
  await expect(answer(page)).toHaveText('+212.5%');

  // The tab and every tab's numbers survive a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(tab('% change')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Original value')).toHaveValue('80');
  await expect(field(page, 'New value')).toHaveValue('250');
  await expect(answer(page)).toHaveText('+212.5%');
  await expect(answerLabel(page)).toHaveText('▲ Increase');

  // An example switches to its tab and fills that tab only.
  await page.getByRole('button', { name: '15% tip on 80', exact: true }).click();
  await expect(tab('X% of Y')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Percentage')).toHaveValue('15');
  await expect(field(page, 'Number')).toHaveValue('80');
  await expect(answer(page)).toHaveText('12');
  await tab('% change').click();
  await expect(field(page, 'Original value')).toHaveValue('80');
  await expect(field(page, 'New value')).toHaveValue('250');

  expect(foreignRequests).toEqual([]);
});

test('German numbers: typed with groups and a decimal comma, shown, copied and remembered in German; German messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'percentage-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prozentrechner');
  const tabs = page.getByRole('tablist', { name: 'Berechnung' });
  await expect(tabs.getByRole('tab')).toHaveText(['X % von Y', 'X ist wie viel % von Y', 'X ist Y % von was', 'Veränderung in %']);

  // "9.876" is nine thousand: the point groups in German; "12,5" has a decimal comma.
  await field(page, 'Prozentsatz').fill('12,5');
  await field(page, 'Grundwert').fill('9.876');
  await expect(answer(page)).toHaveText('1.234,5');
  await expect(statement(page)).toHaveText('12,5\u00a0% von 9.876 sind 1.234,5.');
  await expect(formula(page)).toHaveText('Rechenweg: 12,5 ÷ 100 × 9.876 = 1.234,5');
  await copy(page, 'Kopieren').click();
  await expect(copy(page, '✓ Kopiert')).toBeVisible();
  expect(await clipboard(page)).toBe('1.234,5');
  // "1,5" is one and a half.
  await field(page, 'Grundwert').fill('1,5');
  await expect(answer(page)).toHaveText('0,1875');
  await field(page, 'Grundwert').fill('1,5,0');
  await expect.poll(() => fieldMessage(page, 'Grundwert')).toBe('Bitte geben Sie eine gültige Zahl ein.');
  await expect(status(page)).toHaveText('Korrigieren Sie die markierte Zahl, um das Ergebnis zu sehen.');
  await expectNoResult(page, 'Kopieren', 'Link kopieren');
  await field(page, 'Grundwert').fill('9.876');
  await expect(answer(page)).toHaveText('1.234,5');

  await tabs.getByRole('tab', { name: 'Veränderung in %', exact: true }).click();
  await field(page, 'Ausgangswert').fill('0');
  await expect.poll(() => fieldMessage(page, 'Ausgangswert')).toBe('Der Ausgangswert darf nicht 0 sein: Eine Veränderung ab 0 lässt sich nicht in Prozent angeben.');
  await expectNoResult(page, 'Kopieren', 'Link kopieren');
  await field(page, 'Ausgangswert').fill('');
  await expect(status(page)).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
  await expectNoResult(page, 'Kopieren', 'Link kopieren');

  // The numbers typed in German are the same numbers on the English page.
  await page.goto('/en/calculators/percentage-calculator');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('tab', { name: 'X% of Y', exact: true }).click();
  await expect(field(page, 'Percentage')).toHaveValue('12.5');
  await expect(field(page, 'Number')).toHaveValue('9876');
  await expect(answer(page)).toHaveText('1,234.5');

  expect(foreignRequests).toEqual([]);
});

test('French numbers: spaces group thousands, a comma marks decimals, % may be typed; French messages', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'calculators', 'percentage-calculator');
  const tabs = page.getByRole('tablist', { name: 'Calcul' });
  await expect(tabs.getByRole('tab', { name: 'X % de Y', exact: true })).toHaveAttribute('aria-selected', 'true');

  await field(page, 'Pourcentage').fill('12,5 %');
  await field(page, 'Nombre').fill('9 876');
  // French groups with a narrow no-break space; Intl writes a no-break space before %.
  await expect(answer(page)).toHaveJSProperty('textContent', '1\u202f234,5');
  await expect(statement(page)).toHaveJSProperty('textContent', '12,5\u00a0% de 9\u202f876 font 1\u202f234,5.');
  await copy(page, 'Copier').click();
  await expect(copy(page, '✓ Copié')).toBeVisible();
  expect(await clipboard(page)).toBe('1\u202f234,5');
  // A number copied from a French text, with its narrow no-break space, is read too.
  await field(page, 'Nombre').fill('1\u202f000,5');
  await expect(answer(page)).toHaveText('125,0625');

  await tabs.getByRole('tab', { name: 'X est quel % de Y', exact: true }).click();
  await field(page, 'Total').fill('0');
  await expect.poll(() => fieldMessage(page, 'Total')).toBe('Le total ne peut pas être 0\u202f: il n’existe pas de pourcentage de 0.');
  await expect(status(page)).toHaveText('Corrigez le nombre signalé pour voir le résultat.');
  await expectNoResult(page, 'Copier', 'Copier le lien');
  await field(page, 'Total').fill('deux cents');
  await expect.poll(() => fieldMessage(page, 'Total')).toBe('Veuillez saisir un nombre valide.');
  await expectNoResult(page, 'Copier', 'Copier le lien');

  expect(foreignRequests).toEqual([]);
});
