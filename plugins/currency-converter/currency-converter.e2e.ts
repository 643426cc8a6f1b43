/**
 * The currency converter through the page: the rates the site's server holds (whatever their date),
 * conversion and swap, the amount typed in the page's language, History with its table and chart,
 * favourites kept in this browser with one click to convert; a pair only currency-api has, with its
 * source and date, in four languages; and on a plain static host, the copies kept with the site,
 * with their dates and never as live rates.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../../tests/e2e/fixtures.ts';
import { displayContext, writer } from '../../tests/display.ts';
import { checkRates, type Rates } from './rates.ts';
import { convertWith, type ConvertResult } from './run.ts';
import { view } from './view.ts';
import { asResultView, type Display } from '@sdk/core';

const PATH = 'calculators/currency-converter';
const main = (page: Page) => page.locator('main .tool-output .stat-main .stat-value');
const notes = (page: Page) => page.locator('main .tool-output [data-block="note"]');
/** Notes as texts (the page puts a tone's sign before each). */
const within = (texts: readonly string[]) => texts.map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

async function serverFeed(page: Page): Promise<Rates> {
  const res = await page.request.get('/api/currency-rates');
  expect(res.ok()).toBe(true);
  return checkRates(await res.json())!;
}

function expected(feed: Rates, amount: number, from: string, to: string, lang: 'en' | 'es' | 'de' | 'fr', tab: 'converter' | 'history' = 'converter') {
  const result = convertWith(feed, amount, from, to) as ConvertResult;
  const w = writer('currency-converter', lang);
  const blocks = asResultView(view(result, { options: { tab } })).blocks;
  const values = blocks[0]!.kind === 'values' ? blocks[0]!.items.map((i) => w(i.value as Display)) : [];
  const noteTexts = blocks.filter((b) => b.kind === 'note').map((b) => w((b as { text: Display }).text));
  return { result, values, noteTexts };
}

test('converts with the server’s dated rates, swaps, shows 7 days of history and keeps favourites', async ({ page, foreignRequests }) => {
  await gotoHydrated(page, `/en/${PATH}`);
  const feed = await serverFeed(page);
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  const from = page.getByRole('combobox', { name: 'From', exact: true });
  const to = page.getByRole('combobox', { name: 'To', exact: true });

  // The default pair, with the rate both ways, the date of the rates and where they come from.
  let want = expected(feed, 100, 'EUR', 'USD', 'en');
  await expect(main(page)).toHaveText(want.values[0]!);
  await expect(page.locator('main .tool-output .stat-value')).toHaveText(want.values);
  await expect(notes(page)).toHaveText(want.noteTexts.map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  await expect(page.getByText('These are reference rates for information, not the rates a bank or card issuer charges you.')).toBeVisible();

  // Typed with group separators; Swap turns the pair around.
  await amount.fill('1,234.5');
  await from.selectOption('GBP');
  await to.selectOption('JPY');
  want = expected(feed, 1234.5, 'GBP', 'JPY', 'en');
  await expect(main(page)).toHaveText(want.values[0]!);
  await page.getByRole('button', { name: 'Swap currencies' }).click();
  await expect(from).toHaveValue('JPY');
  await expect(to).toHaveValue('GBP');
  want = expected(feed, 1234.5, 'JPY', 'GBP', 'en');
  await expect(main(page)).toHaveText(want.values[0]!);

  // Bad input is said at the field, and no stale result stays.
  await amount.fill('-5');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(main(page)).toHaveCount(0);
  await amount.fill('12.5');

  // History: the pair's last 7 publication days, newest first, with a chart the site draws.
  await page.getByRole('tab', { name: 'History (7 days)' }).click();
  const table = page.locator('main .tool-output [data-block="table"]');
  await expect(table.locator('caption')).toHaveText('JPY to GBP over the last 7 publication days');
  const rows = expected(feed, 12.5, 'JPY', 'GBP', 'en').result.history;
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(7, rows.length));
  const w = writer('currency-converter', 'en');
  await expect(table.locator('tbody tr').first().locator('th, td').first()).toHaveText(w({ date: rows[0]!.date, format: { dateStyle: 'long' } }));
  await expect(page.locator('main .tool-output svg').first()).toBeVisible();

  // Favourites: none at first; a name is needed; saved, listed, and one click converts the pair.
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByText('You have no favorites yet.', { exact: false })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save JPY → GBP' });
  await save.click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Please enter a name for this pair\./);
  await page.getByRole('textbox', { name: 'Name' }).fill('Trip to London');
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Your favorite pairs' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Trip to London');
  await save.click();
  await expect(page.getByText('This pair is already saved as “Trip to London”.')).toBeVisible();

  // Another pair on the converter, then the favourite brings its pair back.
  await page.getByRole('tab', { name: 'Converter' }).click();
  await from.selectOption('EUR');
  await to.selectOption('CHF');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await page.getByRole('button', { name: 'Convert: Trip to London' }).click();
  await expect(page.getByRole('tab', { name: 'Converter' })).toHaveAttribute('aria-selected', 'true');
  await expect(from).toHaveValue('JPY');
  await expect(to).toHaveValue('GBP');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await page.getByRole('button', { name: 'Remove Trip to London' }).click();
  await expect(page.getByText('You have no favorites yet.', { exact: false })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

for (const lang of ['es', 'de', 'fr'] as const) {
  test(`in ${lang}: the amount in the page's language, the date of the rates and the texts`, async ({ page }) => {
    const ctx = displayContext('currency-converter', lang);
    await gotoHydrated(page, `/${lang}/${PATH}`);
    const feed = await serverFeed(page);
    const amount = page.getByRole('textbox', { name: ctx.t('fields.amount.label', {}) });
    await amount.fill(lang === 'de' ? '2.500,75' : lang === 'fr' ? '2\u202f500,75' : '2500,75');
    await page.getByRole('combobox', { name: ctx.t('fields.to.label', {}), exact: true }).selectOption('CHF');
    const want = expected(feed, 2500.75, 'EUR', 'CHF', lang);
    await expect(main(page)).toHaveText(want.values[0]!);
    await expect(page.locator('main .tool-output .stat-value').last()).toHaveText(want.values[3]!);
    await expect(notes(page).last()).toHaveText(new RegExp(ctx.t('reference', {}).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.getByRole('tab', { name: ctx.t('options.tab.values.favorites', {}) }).click();
    await expect(page.getByText(ctx.t('favorites.empty', {}))).toBeVisible();
  });
}

test('on a plain static host: the copy kept with the site, with its date, said not to be today’s rates', async ({ page }) => {
  await page.goto(`${process.env.E2E_STATIC_BASE}/en/${PATH}`);
  await page.locator('html[data-hydrated]').waitFor();
  await expect(main(page)).toHaveText('USD 104.97');
  await expect(page.getByText('The latest rates could not be reached: these are the ECB reference rates of February 25, 2025, kept with the site. They are not today’s rates.')).toBeVisible();
  await expect(page.locator('main .tool-output .stat-value').last()).toHaveText('European Central Bank, February 25, 2025');

  // A pair the ECB does not have: currency-api's copy, loaded only now, with its own source and date.
  await page.getByRole('combobox', { name: 'To', exact: true }).selectOption('NGN');
  // 100 EUR × 1506.61827055 (data/currency-api-eur-2026-09-29.json).
  await expect(main(page)).toHaveText('NGN 150,661.83');
  await expect(page.locator('main .tool-output .stat-value').last()).toHaveText('currency-api (fawazahmed0), September 29, 2026');
  await expect(page.getByText('The latest rates could not be reached: these are the rates of September 29, 2026 from currency-api (fawazahmed0)', { exact: false })).toBeVisible();
});

for (const lang of ['en', 'es', 'de', 'fr'] as const) {
  test(`in ${lang}: a pair only currency-api has (USD → NGN, EUR → ARS) says whose rates they are and their date, in History too`, async ({ page }) => {
    const ctx = displayContext('currency-converter', lang);
    const w = writer('currency-converter', lang);
    await gotoHydrated(page, `/${lang}/${PATH}`);
    const rates = await serverFeed(page);
    const api = rates.feeds.find((f) => f.provider === 'currency-api')!;
    const from = page.getByRole('combobox', { name: ctx.t('fields.from.label', {}), exact: true });
    const to = page.getByRole('combobox', { name: ctx.t('fields.to.label', {}), exact: true });
    // The lists name every currency in the page's language, by Intl: 152 of them.
    await expect(to.locator('option')).toHaveCount(152);
    // Every one with a name this browser's Intl gives, never a bare code or a missing text.
    for (const text of await to.locator('option').allTextContents()) expect(text).toMatch(/^\S.* \([A-Z]{3}\)$/);
    await expect(to.locator('option[value="NGN"]')).toHaveText(new Intl.DisplayNames([lang], { type: 'currency' }).of('NGN')!.replace(/^./, (c) => c.toLocaleUpperCase(lang)) + ' (NGN)');

    await to.selectOption('ARS');
    let want = expected(rates, 100, 'EUR', 'ARS', lang);
    await expect(main(page)).toHaveText(want.values[0]!);
    await from.selectOption('USD');
    await to.selectOption('NGN');
    want = expected(rates, 100, 'USD', 'NGN', lang);
    expect(want.result.sources).toEqual([{ provider: 'currency-api', source: api.source, date: api.days[0]!.date }]);
    await expect(main(page)).toHaveText(want.values[0]!);
    // "currency-api (fawazahmed0), 29 September 2026" as the page's language writes it.
    const label = w({ t: 'provider.currencyApi', params: { date: { date: api.days[0]!.date, format: { dateStyle: 'long' } } } });
    expect(label).toContain('currency-api (fawazahmed0)');
    await expect(page.locator('main .tool-output .stat-value').last()).toHaveText(label);
    await expect(notes(page)).toHaveText(within(want.noteTexts));

    await page.getByRole('tab', { name: ctx.t('options.tab.values.history', {}) }).click();
    const history = expected(rates, 100, 'USD', 'NGN', lang, 'history');
    const table = page.locator('main .tool-output [data-block="table"]');
    await expect(table.locator('caption')).toHaveText(ctx.t('history.captionOther', { from: 'USD', to: 'NGN' }));
    await expect(table.locator('tbody tr')).toHaveCount(history.result.history.length);
    await expect(notes(page)).toHaveText(within(history.noteTexts));
  });
}
