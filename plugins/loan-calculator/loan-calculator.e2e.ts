import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { tableProblems } from '../../tests/e2e/tables.ts';

/** The answer in large type (the payment), and its label. */
const headline = (page: Page) => page.locator('.loan-calculator-results .stat-main .stat-value');
const headlineLabel = (page: Page) => page.locator('.loan-calculator-results .stat-main .stat-label');
const stat = (page: Page, label: string) => page.locator('.loan-calculator-results .stat', { has: page.locator('.stat-label', { hasText: label }) }).locator('.stat-value');
/** A figure whose label is exactly `label` ("APR", not "Effective APR"). */
const statExact = (page: Page, label: string) =>
  page.locator('.loan-calculator-results .stat', { has: page.locator('.stat-label', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) }).locator('.stat-value');
/** The cells of the result table's rows whose first cell is `label`. */
const tableRow = (page: Page, label: string) =>
  page.locator('.loan-calculator-results [data-block="table"] tbody tr', { has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A field's message as announced, after its hint if any (the host's stylesheet puts a warning sign before it). */
// The message ends the field's description (after its hint, if any); the ⚠ before it is not read aloud.
const message = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function downloadBytes(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await pending;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** The text of each page of a PDF, as pdf.js reads it (the words a person or a screen reader gets from it). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  // pdf.js wants Promise.withResolvers, which Node 20 lacks.
  (Promise as unknown as { withResolvers?: unknown }).withResolvers ??= function <T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await pending;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('works out a loan, shows its schedule, exports it, compares loans and extra payments', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'loan-calculator');
  const amount = page.getByRole('textbox', { name: 'Loan amount' });
  const rate = page.getByRole('textbox', { name: 'Annual interest rate' });
  const term = page.getByRole('textbox', { name: 'Loan term' });

  // The defaults: 200,000 at 6.5% for 30 years, paid monthly.
  await expect(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  await expect(amount).toHaveValue('200000');
  await expect(rate).toHaveValue('6.5');
  await expect(term).toHaveValue('30');
  await expect(page.getByRole('combobox', { name: 'Term unit' })).toHaveValue('years');
  await expect(page.getByRole('combobox', { name: 'Payment frequency' })).toHaveValue('monthly');
  await expect(headlineLabel(page)).toHaveText('Monthly payment');
  await expect(headline(page)).toHaveText('1,264.14');
  await expect(stat(page, 'Total paid')).toHaveText('455,085.82');
  await expect(stat(page, 'Total interest')).toHaveText('255,085.82');
  await expect(stat(page, 'Number of payments')).toHaveText('360');
  await expect(stat(page, 'Loan term')).toHaveText('30 years');
  await expect(page.getByText('The last payment is 1,259.56, adjusted so that the balance ends at exactly 0.00.')).toBeVisible();
  await expect(term).toHaveAccessibleDescription('360 payments');

  // Copy gives the figures as "label: value" lines.
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(['Monthly payment: 1,264.14', 'Total paid: 455,085.82', 'Total interest: 255,085.82', 'Number of payments: 360', 'Loan term: 30 years'].join('\n'));

  // 100,000 at 5%: 536.82 a month.
  await amount.fill('100,000');
  await rate.fill('5');
  await expect(headline(page)).toHaveText('536.82');
  await expect(stat(page, 'Total interest')).toHaveText('93,256.52');

  // Bad input: translated messages on the field, never NaN.
  await amount.fill('');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(message('Please fill in all required fields.'));
  await expect(page.getByText('Correct the marked fields to see the results.')).toBeVisible();
  await expect(headline(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await amount.fill('12abc');
  await expect(amount).toHaveAccessibleDescription(message('Please enter a valid number.'));
  await amount.fill('100000');
  await rate.fill('150');
  await expect(rate).toHaveAccessibleDescription(message('The interest rate must be between 0 and 100%.'));
  await term.fill('60');
  await expect(term).toHaveAccessibleDescription(message('The term must be greater than 0 and at most 50 years.'));
  await expect(page.locator('.loan-calculator')).not.toContainText('NaN');

  // A 0% loan.
  await rate.fill('0');
  await term.fill('10');
  await expect(headline(page)).toHaveText('833.33');
  await expect(stat(page, 'Total interest')).toHaveText('0.00');

  // Months: switching the unit keeps the length; a term that is not whole payments is rounded, and says so.
  await rate.fill('12');
  await page.getByRole('combobox', { name: 'Term unit' }).selectOption('months');
  await expect(term).toHaveValue('120');
  await term.fill('1');
  await amount.fill('1000');
  await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('weekly');
  await expect(term).toHaveAccessibleDescription('1 × 52 ÷ 12 = 4.33, rounded to 4 whole payments');
  await expect(headlineLabel(page)).toHaveText('Weekly payment');
  await expect(headline(page)).toHaveText('251.44');

  // Back to 200,000 at 6.5% for 30 years, monthly.
  await page.getByRole('button', { name: 'Mortgage: 200,000 at 6.5% for 30 years' }).click();
  await expect(term).toHaveValue('30');
  await expect(page.getByRole('combobox', { name: 'Term unit' })).toHaveValue('years');
  await expect(headline(page)).toHaveText('1,264.14');

  // The amortization table: hidden, then shown by year; a year opens to its payments.
  const toggle = page.getByRole('button', { name: 'Show amortization table' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#loan-calculator-schedule')).toBeHidden();
  await toggle.click();
  const hide = page.getByRole('button', { name: 'Hide amortization table' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const table = page.locator('#loan-calculator-schedule table');
  await expect(table.locator('thead th')).toHaveText(['Payment no.', 'Payment', 'Principal', 'Interest', 'Balance']);
  await expect(table.locator('tbody.loan-calculator-year')).toHaveCount(30);
  await expect(table.locator('tfoot td')).toHaveText(['455,085.82', '200,000.00', '255,085.82', '0.00']);
  const year1 = page.getByRole('button', { name: 'Year 1', exact: true });
  await expect(year1).toHaveAttribute('aria-expanded', 'false');
  await year1.click();
  await expect(year1).toHaveAttribute('aria-expanded', 'true');
  const firstYear = page.locator('#loan-calculator-year-1 tr');
  await expect(firstYear).toHaveCount(12);
  await expect(firstYear.first().locator('td')).toHaveText(['1', '1,264.14', '180.81', '1,083.33', '199,819.19']);
  await page.getByRole('button', { name: 'Year 30', exact: true }).click();
  await expect(page.locator('#loan-calculator-year-30 tr').last().locator('td')).toHaveText(['360', '1,259.56', '1,252.77', '6.79', '0.00']);

  // The whole schedule as CSV.
  const csv = await downloadText(page, 'Download CSV');
  expect(csv.name).toBe('amortization-schedule.csv');
  const lines = csv.text.split('\r\n');
  expect(lines).toHaveLength(361);
  // English spreadsheets: "," between fields, "." in numbers; the byte order mark first, for Excel.
  expect(lines[0]).toBe('\uFEFFPayment no.,Payment,Principal,Interest,Balance');
  expect(lines[1]).toBe('1,1264.14,180.81,1083.33,199819.19');
  expect(lines[360]).toBe('360,1259.56,1252.77,6.79,0.00');
  await expect(page.getByText('Download started')).toBeVisible();

  // 30 years of weekly payments, 1,560 rows, all opened at once: only the years near the visible
  // part of the box are drawn, the others keep their place; scrolling to the end shows the last payment.
  await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('weekly');
  await expect(table.locator('tbody.loan-calculator-year')).toHaveCount(30);
  await page.getByRole('button', { name: 'Expand all years' }).click();
  await expect(page.getByRole('button', { name: 'Collapse all years' })).toBeVisible();
  await expect(table.locator('.loan-calculator-year button[aria-expanded="true"]')).toHaveCount(30);
  await page.locator('.loan-calculator-table').evaluate((box) => box.scrollTo(0, 0));
  await expect(page.locator('#loan-calculator-year-1 tr').first().locator('td')).toHaveText(['1', '291.53', '41.53', '250.00', '199,958.47']);
  expect(await table.locator('.loan-calculator-payments tr:not(.loan-calculator-spacer)').count()).toBeLessThan(300);
  await page.locator('.loan-calculator-table').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(page.locator('#loan-calculator-year-30 tr').last().locator('td')).toHaveText(['1,560', '278.30', '277.95', '0.35', '0.00']);
  await page.getByRole('button', { name: 'Collapse all years' }).click();
  await expect(table.locator('.loan-calculator-payments tr')).toHaveCount(0);
  const weekly = await downloadText(page, 'Download CSV');
  expect(weekly.text.split('\r\n')).toHaveLength(1561);
  await hide.click();
  await expect(page.getByRole('button', { name: 'Show amortization table' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#loan-calculator-schedule')).toBeHidden();
  await page.getByRole('combobox', { name: 'Payment frequency' }).selectOption('monthly');

  // Comparison: 30 years at 6.5% against 15 years at 5.5%.
  await page.getByRole('tab', { name: 'Comparison' }).click();
  const loan2 = page.getByRole('group', { name: 'Loan 2' });
  await expect(loan2.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('200000');
  await loan2.getByRole('textbox', { name: 'Annual interest rate' }).fill('5.5');
  await loan2.getByRole('textbox', { name: 'Loan term' }).fill('15');
  await expect(page.getByText('Loan 2 is cheaper: it costs 160,936.05 less in interest.')).toBeVisible();
  await expect(page.getByText("Loan 2's payment is 370.03 higher.")).toBeVisible();
  await expect(tableRow(page, 'Payment per period')).toHaveText(['1,264.14 per month', '1,634.17 per month', '+370.03']);
  await expect(tableRow(page, 'Loan term')).toHaveText(['30 years', '15 years', '-15 years']);
  await expect(tableRow(page, 'Total interest')).toHaveText(['255,085.82', '94,149.77', '-160,936.05']);
  await loan2.getByRole('combobox', { name: 'Payment frequency' }).selectOption('biweekly');
  await expect(tableRow(page, 'Payment per period')).toHaveText(['1,264.14 per month', '753.63 every two weeks', 'not comparable (different frequencies)']);
  await loan2.getByRole('combobox', { name: 'Payment frequency' }).selectOption('monthly');
  // The schedule of loan 2.
  await page.getByRole('radio', { name: 'Loan 2' }).check();
  const csv2 = await downloadText(page, 'Download CSV');
  expect(csv2.name).toBe('amortization-schedule-loan-2.csv');
  expect(csv2.text.split('\r\n')).toHaveLength(181);

  // Extra payments: 100 more a month.
  await page.getByRole('tab', { name: 'Extra payments' }).click();
  await expect(page.getByRole('textbox', { name: 'Extra payment per period' })).toHaveValue('100');
  await expect(page.getByText('Paying 100.00 more per month pays the loan off 5 years 7 months sooner and saves 55,944.38 in interest.')).toBeVisible();
  await expect(stat(page, 'New term')).toHaveText('24 years 5 months');
  await expect(stat(page, 'Time saved')).toHaveText('5 years 7 months');
  await expect(stat(page, 'Interest saved')).toHaveText('55,944.38');
  await page.getByRole('textbox', { name: 'Extra payment per period' }).fill('-5');
  await expect(page.getByRole('textbox', { name: 'Extra payment per period' })).toHaveAccessibleDescription(message('The extra payment must be between 0 and 1,000,000,000,000.'));
  await page.getByRole('textbox', { name: 'Extra payment per period' }).fill('100');

  // Everything is remembered in this browser.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('tab', { name: 'Extra payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'Interest saved')).toHaveText('55,944.38');

  expect(foreignRequests).toEqual([]);
});

test('opens a link with its tab, choices and numbers, written in the page language', async ({ page, foreignRequests }) => {
  await page.goto('/de/calculators/loan-calculator?tab=extra&termUnit=months&frequency=biweekly#amount=12500.5&rate=4.25&term=48&extra=20');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('tab', { name: 'Sondertilgungen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Kreditbetrag' })).toHaveValue('12500,5');
  await expect(page.getByRole('textbox', { name: 'Zinssatz pro Jahr' })).toHaveValue('4,25');
  await expect(page.getByRole('textbox', { name: 'Laufzeit' })).toHaveValue('48');
  await expect(page.getByRole('combobox', { name: 'Einheit der Laufzeit' })).toHaveValue('months');
  await expect(page.getByRole('combobox', { name: 'Zahlungsweise' })).toHaveValue('biweekly');
  await expect(page.getByRole('textbox', { name: 'Sondertilgung pro Rate' })).toHaveValue('20');
  // The address bar is cleaned, so a reload shows the visitor's own state.
  await expect(page).toHaveURL(/\/de\/calculators\/loan-calculator$/);
  await expect(stat(page, 'Neue Laufzeit')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('takes numbers typed the German and French way', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'loan-calculator');
  const amount = page.getByRole('textbox', { name: 'Kreditbetrag' });
  const rate = page.getByRole('textbox', { name: 'Zinssatz pro Jahr' });
  await expect(rate).toHaveValue('6,5');
  await amount.fill('200.000');
  await rate.fill('6,5');
  await expect(headlineLabel(page)).toHaveText('Monatliche Rate');
  await expect(headline(page)).toHaveText('1.264,14');
  await expect(stat(page, 'Gesamtzinsen')).toHaveText('255.085,82');
  await expect(stat(page, 'Laufzeit')).toHaveText('30 Jahre');
  await rate.fill('');
  await expect(rate).toHaveAccessibleDescription(message('Bitte füllen Sie alle Pflichtfelder aus.'));
  await rate.fill('6,5');

  // The chart of the loan over the years, its figures in a table for anyone who wants them.
  const chart = page.getByRole('figure', { name: 'Restschuld und gezahlte Zinsen, Jahr für Jahr' });
  await expect(chart.getByRole('img', { name: 'Restschuld und gezahlte Zinsen, Jahr für Jahr' })).toBeVisible();
  await chart.getByText('Werte als Tabelle anzeigen').click();
  await expect(chart.locator('tbody tr').first().locator('th, td')).toHaveText(['1', '197.764,50', '12.934,18']);
  await expect(chart.locator('tbody tr').last().locator('th, td')).toHaveText(['30', '0,00', '255.085,82']);

  await page.getByRole('button', { name: 'Tilgungsplan anzeigen' }).click();
  await page.getByRole('button', { name: 'Jahr 1', exact: true }).click();
  await expect(page.locator('#loan-calculator-year-1 tr').first().locator('td')).toHaveText(['1', '1.264,14', '180,81', '1.083,33', '199.819,19']);
  const csv = await downloadText(page, 'CSV herunterladen');
  // As a German spreadsheet reads it: ";" between fields, "," in numbers (it read "1,1264.14" as one cell "1").
  expect(csv.text.split('\r\n').slice(0, 2)).toEqual(['\uFEFFNr.;Rate;Tilgung;Zinsen;Restschuld', '1;1264,14;180,81;1083,33;199819,19']);

  await page.getByRole('tab', { name: 'Vergleich' }).click();
  await expect(page.getByText('Kredit 2 ist günstiger: Er kostet 160.936,05 weniger Zinsen.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sondertilgungen' }).click();
  await expect(page.getByText('Wenn Sie pro Monat 100,00 mehr zahlen, ist der Kredit 5 Jahre und 7 Monate früher abbezahlt, und Sie sparen 55.944,38 Zinsen.')).toBeVisible();

  // The same numbers, read in French.
  await page.goto('/fr/calculators/loan-calculator');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('tab', { name: 'Simple' }).click();
  await expect(page.getByRole('textbox', { name: 'Taux d’intérêt annuel' })).toHaveValue('6,5');
  await page.getByRole('textbox', { name: 'Montant du prêt' }).fill('200 000');
  await expect(headlineLabel(page)).toHaveText('Mensualité');
  await expect(headline(page)).toHaveText('1\u202f264,14');

  expect(foreignRequests).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  // The reported case: 300,000 at 7% for 30 years; the totals ("718,524.05") were cut to "718,524.0".
  for (const [lang, width, numbers, show, year, total] of [
    ['en', 390, ['300,000', '7', '30'], 'Show amortization table', 'Year 1', '718,524.05'],
    ['de', 390, ['300.000', '7', '30'], 'Tilgungsplan anzeigen', 'Jahr 1', '718.524,05'],
    ['de', 320, ['1.000.000', '9,5', '40'], 'Tilgungsplan anzeigen', 'Jahr 1', '3.888.273,43'],
    ['fr', 390, ['300 000', '7', '30'], 'Afficher le tableau d’amortissement', 'Année 1', '718\u202f524,05'],
  ] as const) {
    test(`the schedule's amounts are never cut off (${lang}, ${width} px)`, async ({ page, openTool }) => {
      await page.setViewportSize({ width, height: 800 });
      await openTool(lang, 'calculators', 'loan-calculator');
      const [amount, rate, term] = numbers;
      await page.locator('#loan-calculator-field-amount').fill(amount);
      await page.locator('#loan-calculator-field-rate').fill(rate);
      await page.locator('#loan-calculator-field-term').fill(term);
      await page.getByRole('button', { name: show }).click();
      await page.getByRole('button', { name: year, exact: true }).click();
      await expect(page.locator('#loan-calculator-schedule tfoot td').first()).toHaveText(total);
      expect(await tableProblems(page)).toEqual([]);
      // The table is wider than the phone: it scrolls inside its own box, reached by Tab, and the page does not widen.
      const box = page.locator('#loan-calculator-schedule .table-scroll');
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(box).toHaveAttribute('tabindex', '0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The figures above keep each number on one line ("455 085,8" / "2" before), with a currency too.
      await page.locator('#loan-calculator-currency').selectOption('EUR');
      await expect(page.locator('#loan-calculator-schedule tfoot td').first()).toContainText('€');
      const broken = await page.locator('.loan-calculator-results .stat-value').evaluateAll((els) =>
        els
          .filter((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((el) => el.textContent),
      );
      expect(broken).toEqual([]);
      expect(await tableProblems(page)).toEqual([]);
    });
  }
});

test('writes amounts in the currency chosen, in the page language, and remembers it', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'loan-calculator');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  // None by default: the numbers alone.
  await expect(currency).toHaveValue('none');
  await expect(headline(page)).toHaveText('1,264.14');
  await currency.selectOption({ label: 'Euro (EUR)' });
  await expect(headline(page)).toHaveText('€1,264.14');
  await expect(stat(page, 'Total interest')).toHaveText('€255,085.82');
  await expect(page.getByText('The last payment is €1,259.56, adjusted so that the balance ends at exactly €0.00.')).toBeVisible();
  // The schedule, its chart and its CSV (amounts stay plain numbers there; the headings say the currency).
  await page.getByRole('button', { name: 'Show amortization table' }).click();
  await expect(page.locator('#loan-calculator-schedule tfoot td')).toHaveText(['€455,085.82', '€200,000.00', '€255,085.82', '€0.00']);
  const chart = page.getByRole('figure', { name: 'Balance and interest paid, year by year' });
  await chart.getByText('Show the figures as a table').click();
  await expect(chart.locator('tbody tr').first().locator('th, td')).toHaveText(['1', '€197,764.50', '€12,934.18']);
  const csv = await downloadText(page, 'Download CSV');
  expect(csv.text.split('\r\n').slice(0, 2)).toEqual(['\uFEFFPayment no.,Payment (EUR),Principal (EUR),Interest (EUR),Balance (EUR)', '1,1264.14,180.81,1083.33,199819.19']);
  // Comparison: differences signed, with the currency.
  await page.getByRole('tab', { name: 'Comparison' }).click();
  await expect(page.getByText('Loan 2 is cheaper: it costs €160,936.05 less in interest.')).toBeVisible();
  await expect(tableRow(page, 'Total interest')).toHaveText(['€255,085.82', '€94,149.77', '-€160,936.05']);
  await page.getByRole('tab', { name: 'Basic' }).click();

  // Remembered in this browser, and written the German way on the German page.
  await page.goto('/de/calculators/loan-calculator');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('combobox', { name: 'Währung' })).toHaveValue('EUR');
  await expect(headline(page)).toHaveText('1.264,14\u00a0€');
  await page.getByRole('combobox', { name: 'Währung' }).selectOption({ label: 'Schweizer Franken (CHF)' });
  await expect(stat(page, 'Gesamtzinsen')).toHaveText('255.085,82\u00a0CHF');
  await page.getByRole('combobox', { name: 'Währung' }).selectOption({ label: 'Keine (nur Zahlen)' });
  await expect(headline(page)).toHaveText('1.264,14');

  expect(foreignRequests).toEqual([]);
});

/** The tool's texts in a language, for labels typed in every language. */
const locale = (lang: string) => JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8'));

// 350,000 with 15 % down at 6.25 % for 30 years, tax 1 % a year, insurance 1,200 a year, PMI 0.6 %, HOA 75, fees 5,000:
// P&I 1,831.76, tax 291.67, PMI 148.75 until payment 54 (78 %: 72), APR 6.642 % (Python decimal: 6.64195357 %).
const MORTGAGE = [
  { lang: 'en', typed: ['350,000', '15', '6.25', '30', '1', '1,200', '0.6', '75', '5,000'], total: '2,447.18', pi: '1,831.76', pmi: '148.75', apr: '6.642%' },
  { lang: 'es', typed: ['350.000', '15', '6,25', '30', '1', '1200', '0,6', '75', '5000'], total: '2447,18', pi: '1831,76', pmi: '148,75', apr: '6,642\u00a0%' },
  { lang: 'de', typed: ['350.000', '15', '6,25', '30', '1', '1.200', '0,6', '75', '5.000'], total: '2.447,18', pi: '1.831,76', pmi: '148,75', apr: '6,642\u00a0%' },
  { lang: 'fr', typed: ['350 000', '15', '6,25', '30', '1', '1 200', '0,6', '75', '5 000'], total: '2\u202f447,18', pi: '1\u202f831,76', pmi: '148,75', apr: '6,642\u00a0%' },
] as const;
const MORTGAGE_FIELDS = ['price', 'down', 'rate', 'term', 'tax', 'insurance', 'pmi', 'hoa', 'fees'] as const;

for (const { lang, typed, total, pi, pmi, apr } of MORTGAGE) {
  test(`a home buyer fills the Mortgage tab and sees the payment item by item (${lang})`, async ({ page, openTool, foreignRequests }) => {
    const t = locale(lang);
    await openTool(lang, 'calculators', 'loan-calculator');
    await page.getByRole('tab', { name: t.options.tab.values.mortgage }).click();
    for (const [i, field] of MORTGAGE_FIELDS.entries()) await page.getByRole('textbox', { name: t.fields[field].label, exact: true }).fill(typed[i]!);
    await expect(page.getByRole('combobox', { name: t.options.downUnit.title })).toHaveValue('percent');
    await expect(headlineLabel(page)).toHaveText(t.mortgage.monthlyPayment);
    await expect(headline(page)).toHaveText(total);
    await expect(statExact(page, t.mortgage.costs.principalInterest)).toHaveText(pi);
    await expect(statExact(page, t.mortgage.costs.pmi)).toHaveText(pmi);
    await expect(statExact(page, t.mortgage.apr)).toHaveText(apr);
    // The make-up of the payment is said in words, not only drawn.
    await expect(page.locator('.loan-calculator-results [data-block="note"]').first()).toHaveText(new RegExp(`${total}.*${pi}.*${pmi}`));
    // PMI's end in the page's words: 4 years 6 months, the last payment with it 54.
    await expect(statExact(page, t.mortgage.pmiEnd)).toHaveText(new RegExp('4.*6'));
    await expect(page.locator('.loan-calculator')).not.toContainText('NaN');
    expect(foreignRequests).toEqual([]);
  });
}

test('the Mortgage tab: its messages, its units, its schedule with the monthly costs, and a printable PDF', async ({ page, openTool, foreignRequests }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openTool('en', 'calculators', 'loan-calculator');
  await page.getByRole('tab', { name: 'Mortgage' }).click();
  const price = page.getByRole('textbox', { name: 'Home price' });
  const down = page.getByRole('textbox', { name: 'Down payment' });
  const insurance = page.getByRole('textbox', { name: 'Home insurance per year' });
  const fees = page.getByRole('textbox', { name: 'Loan fees and closing costs' });
  // The defaults: 400,000 with 10 % down, 6.5 % for 30 years, PMI 0.5 %, fees 4,000 paid at closing.
  await expect(price).toHaveValue('400000');
  await expect(headline(page)).toHaveText('2,950.44');
  await expect(down).toHaveAccessibleDescription('40,000.00');
  await expect(statExact(page, 'APR')).toHaveText('6.913%');
  await expect(page.getByText('PMI of 150.00 a month is paid with the first 95 payments, until the balance falls to 320,000.00 (80% of the price)')).toBeVisible();

  // The down payment as an amount: the same money, then the fees added to the loan.
  await page.getByRole('combobox', { name: 'Down payment in' }).selectOption('amount');
  await expect(down).toHaveValue('40000');
  await expect(down).toHaveAccessibleDescription('10% of the price');
  await expect(headline(page)).toHaveText('2,950.44');
  await page.getByRole('combobox', { name: 'Fees paid' }).selectOption('financed');
  await expect(statExact(page, 'Loan amount')).toHaveText('364,000.00');

  // Bad input: a message at the field, in words, and never NaN.
  await down.fill('450000');
  await expect(down).toHaveAccessibleDescription(message('The down payment must be less than the home price.'));
  await expect(page.getByText('Correct the marked fields to see the results.')).toBeVisible();
  await down.fill('80000');
  await insurance.fill('-10');
  await expect(insurance).toHaveAccessibleDescription(message('Enter an amount between 0 and 1,000,000,000,000.'));
  await insurance.fill('1500');
  await page.getByRole('combobox', { name: 'Fees paid' }).selectOption('upfront');
  await fees.fill('320000');
  await expect(fees).toHaveAccessibleDescription(message('The fees must be less than the loan amount.'));
  await fees.fill('4000');
  // 20 % down: no PMI, and the rate typed is said not to be used.
  await expect(page.getByText('No PMI: the loan starts at 80% of the price, 80% or less, so the PMI rate is not used.')).toBeVisible();
  await expect(statExact(page, 'PMI ends after')).toHaveText('no PMI');
  await expect(page.locator('.loan-calculator')).not.toContainText('NaN');

  // Back to the example with PMI: the schedule gains the monthly costs.
  await page.getByRole('button', { name: 'Home: 400,000 with 10% down, PMI and fees' }).click();
  await expect(headline(page)).toHaveText('2,950.44');
  await page.getByRole('button', { name: 'Show amortization table' }).click();
  const table = page.locator('#loan-calculator-schedule table');
  await expect(table.locator('thead th')).toHaveText(['Payment no.', 'Principal', 'Interest', 'Property tax', 'Insurance', 'PMI', 'Total payment', 'Balance']);
  await expect(table.locator('tfoot td')).toHaveText(['360,000.00', '459,164.00', '144,000.00', '45,000.00', '14,250.00', '1,022,414.00', '0.00']);
  await page.getByRole('button', { name: 'Year 8', exact: true }).click();
  // Payment 95 is the last with PMI, 96 the first without.
  await expect(page.locator('#loan-calculator-year-8 tr').nth(10).locator('td')).toHaveText(['95', '540.76', '1,734.68', '400.00', '125.00', '150.00', '2,950.44', '319,708.38']);
  await expect(page.locator('#loan-calculator-year-8 tr').nth(11).locator('td').nth(5)).toHaveText('0.00');
  const csv = await downloadText(page, 'Download CSV');
  expect(csv.name).toBe('amortization-schedule-mortgage.csv');
  expect(csv.text.split('\r\n')[0]).toBe('\uFEFFPayment no.,Principal,Interest,Property tax,Insurance,PMI,Total payment,Balance');
  expect(csv.text.split('\r\n')[95]).toBe('95,540.76,1734.68,400.00,125.00,150.00,2950.44,319708.38');

  // The PDF: jsPDF is loaded only now; the summary and all 360 payments, over several pages.
  const jspdf = (url: string) => /jspdf/i.test(url);
  expect(requests.filter(jspdf)).toEqual([]);
  const pdf = await downloadBytes(page, 'Download PDF');
  expect(requests.some(jspdf)).toBe(true);
  expect(pdf.name).toBe('amortization-schedule-mortgage.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = await pdfPages(pdf.bytes);
  expect(pages.length).toBeGreaterThan(5);
  const text = pages.join('\n');
  expect(pages[0]).toContain('Loan calculator: Mortgage');
  expect(pages[0]).toContain('Monthly payment: 2,950.44');
  expect(pages[0]).toContain('APR: 6.913%');
  expect(text).toContain('1,022,414.00');
  expect(text).toMatch(/95 +540\.76 +1,734\.68 +400\.00 +125\.00 +150\.00 +2,950\.44 +319,708\.38/);
  expect(text).toMatch(/360 +2,268\.75 +12\.29 +400\.00 +125\.00 +0\.00 +2,806\.04 +0\.00/);
  // Every page of the schedule starts with its heading row.
  for (const p of pages.slice(1)) expect(p).toMatch(/^Payment no\. +Principal +Interest +Property tax/);

  expect(foreignRequests).toEqual([]);
});

test('the PDF of the schedule is written in the page language', async ({ page, openTool }) => {
  await openTool('de', 'calculators', 'loan-calculator');
  await page.getByRole('tab', { name: 'Baufinanzierung' }).click();
  await expect(headline(page)).toHaveText('2.950,44');
  const pdf = await downloadBytes(page, 'PDF herunterladen');
  const pages = await pdfPages(pdf.bytes);
  expect(pages[0]).toContain('Monatliche Belastung: 2.950,44');
  expect(pages[0]).toContain('Effektiver Jahreszins: 7,136 %');
  expect(pages.join('\n')).toMatch(/Nr\. +Tilgung +Zinsen +Grundsteuer +Versicherung +PMI +Gesamtrate +Restschuld/);
  expect(pages.join('\n')).toMatch(/95 +540,76 +1\.734,68 +400,00 +125,00 +150,00 +2\.950,44 +319\.708,38/);
});
