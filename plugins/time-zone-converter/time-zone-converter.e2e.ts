import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The result card of a zone in the converter (first: source, second: target). */
const card = (page: Page, index: number) => page.locator('.time-zone-converter-card').nth(index);
/** The row of a zone in the comparison. */
const row = (page: Page, city: string) => page.locator('.time-zone-converter-row', { has: page.locator('strong', { hasText: new RegExp(`^${city}$`) }) });

/** Chooses a zone in a picker by typing a search and picking the option whose city is `city`. */
async function pickZone(page: Page, label: string, query: string, city: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(query);
  await page.getByRole('option', { name: new RegExp(`^${city}\\b`) }).first().click();
}

test.describe('in English, for a visitor in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin', isolatedContext: true });

  test('converts live and custom times, handles daylight saving, swaps and copies', async ({ page, openTool, foreignRequests }) => {
    // A fixed clock: Friday 15 March 2024, 16:00 UTC (17:00 in Berlin, 12:00 in New York, which is already on summer time).
    await page.clock.setFixedTime(new Date('2024-03-15T16:00:00Z'));
    await openTool('en', 'time-date-tools', 'time-zone-converter');

    // The visitor's own zone is the default source, UTC the default target; the current time is live.
    await expect(page.getByRole('combobox', { name: 'From time zone' })).toHaveValue('Berlin');
    await expect(page.getByRole('combobox', { name: 'To time zone' })).toHaveValue('UTC');
    await expect(page.getByRole('radio', { name: 'Current time' })).toBeChecked();
    await expect(card(page, 0).locator('.time-zone-converter-clock')).toHaveText('5:00:00 PM');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('4:00:00 PM');
    await expect(page.getByText('UTC is 1 hour behind Berlin.')).toBeVisible();

    // Search with the keyboard: a city, then arrows and Enter.
    const from = page.getByRole('combobox', { name: 'From time zone' });
    await from.fill('new york');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('New York');
    await from.press('ArrowDown');
    await from.press('Enter');
    await expect(from).toHaveValue('New York');
    await expect(page.getByText('America/New_York · United States · UTC−04:00')).toBeVisible();
    await pickZone(page, 'To time zone', 'japan', 'Tokyo');
    await expect(page.getByRole('combobox', { name: 'To time zone' })).toHaveValue('Tokyo');
    await expect(page.getByText('Tokyo is 13 hours ahead of New York.')).toBeVisible();

    // Custom time: starts at the current time in New York, then a date and time typed there.
    const when = page.getByLabel('Date and time', { exact: true });
    await page.getByRole('radio', { name: 'Custom time' }).check();
    await expect(when).toHaveValue('2024-03-15T12:00');
    await expect(when).toHaveAccessibleDescription('As the clock reads in New York.');
    await when.fill('2024-07-01T20:00');
    await expect(card(page, 0)).toContainText('8:00 PM');
    await expect(card(page, 0)).toContainText('Monday, July 1, 2024');
    await expect(card(page, 0)).toContainText('Eastern Daylight Time · UTC−04:00 · Daylight saving time');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('9:00 AM');
    await expect(card(page, 1)).toContainText('Tuesday, July 2, 2024 Next day');
    await expect(card(page, 1)).toContainText('Japan Standard Time · UTC+09:00');
    await expect(page.getByText('New York: clocks go back 1 hour on Sunday, November 3, 2024 at 2:00 AM.')).toBeVisible();
    await expect(page.getByText('Tokyo: no clock change in the next 12 months.')).toBeVisible();

    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
    expect(await clipboard(page)).toBe(
      [
        'Monday, July 1, 2024 at 8:00 PM — New York (UTC−04:00)',
        'Tuesday, July 2, 2024 at 9:00 AM — Tokyo (UTC+09:00)',
        'Tokyo is 13 hours ahead of New York.',
      ].join('\n'),
    );

    // Swap keeps the moment: the custom time becomes Tokyo's.
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('combobox', { name: 'From time zone' })).toHaveValue('Tokyo');
    await expect(page.getByRole('combobox', { name: 'To time zone' })).toHaveValue('New York');
    await expect(when).toHaveValue('2024-07-02T09:00');
    await expect(page.getByText('New York is 13 hours behind Tokyo.')).toBeVisible();
    await expect(card(page, 1)).toContainText('Monday, July 1, 2024 Previous day');

    // The spec's message for an empty date (an impossible one is refused by the browser's own field; see the link test).
    await when.fill('');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a date' })).toBeVisible();
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('–');
    await expect(page.getByRole('button', { name: 'Copy result' })).toBeDisabled();

    // Clocks go forward: 2:30 AM does not exist in New York on 10 March 2024.
    await page.getByRole('button', { name: 'Clocks go forward' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2:30 AM does not exist in New York on Sunday, March 10, 2024' })).toContainText('moved 1 hour later, to 3:30 AM');
    await expect(card(page, 0).locator('.time-zone-converter-clock')).toHaveText('3:30 AM');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('7:30 AM');
    await expect(page.getByText('London is 4 hours ahead of New York.')).toBeVisible();

    // Clocks go back: 1:30 AM happens twice on 3 November; the first is shown, the second on request.
    await page.getByRole('button', { name: 'Clocks go back' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1:30 AM happens twice in New York' })).toContainText('Shown: the first 1:30 AM, at UTC−04:00.');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('5:30 AM');
    await page.getByRole('button', { name: 'Use the second 1:30 AM (UTC−05:00)' }).click();
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('6:30 AM');
    await expect(page.getByRole('status').filter({ hasText: 'Shown: the second 1:30 AM, at UTC−05:00.' })).toBeVisible();

    expect(foreignRequests).toEqual([]);
  });

  test('opens a link with its zones and time, says when the time cannot be read, and keeps each tab’s time', async ({ page, foreignRequests }) => {
    await page.clock.setFixedTime(new Date('2024-03-15T16:00:00Z'));
    await page.goto('/en/time-date-tools/time-zone-converter?source=Asia/Kolkata&target=Asia/Kathmandu&reference=custom#when=2024-01-15T12:00');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('combobox', { name: 'From time zone' })).toHaveValue('Kolkata');
    await expect(page.getByRole('combobox', { name: 'To time zone' })).toHaveValue('Kathmandu');
    await expect(page.getByLabel('Date and time', { exact: true })).toHaveValue('2024-01-15T12:00');
    await expect(page.getByText('Kathmandu is 15 minutes ahead of Kolkata.')).toBeVisible();

    // The comparison keeps its own time: the current one until the visitor chooses another.
    await page.getByRole('tab', { name: 'Compare zones' }).click();
    await expect(page.getByRole('radio', { name: 'Current time' })).toBeChecked();
    await page.getByRole('tab', { name: 'Converter' }).click();
    await expect(page.getByLabel('Date and time', { exact: true })).toHaveValue('2024-01-15T12:00');

    // A date that does not exist, as a link may carry it: the spec's second message.
    await page.goto('/en/time-date-tools/time-zone-converter?reference=custom#when=2024-02-30T10:00');
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid date and time' })).toBeVisible();
    await expect(page.getByLabel('Date and time', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    expect(foreignRequests).toEqual([]);
  });

  test('compares zones: add by searching, remove, reorder, pick an hour, copy, and remembers the list', async ({ page, openTool, foreignRequests }) => {
    await page.clock.setFixedTime(new Date('2024-03-15T16:00:00Z'));
    await openTool('en', 'time-date-tools', 'time-zone-converter');
    await page.getByRole('tab', { name: 'Compare zones' }).click();

    const rows = page.locator('.time-zone-converter-row strong');
    await expect(rows).toHaveText(['Berlin', 'UTC', 'New York', 'London', 'Tokyo']);
    await expect(row(page, 'Berlin')).toContainText('Reference');
    await expect(row(page, 'New York')).toContainText('12:00:00 PM');
    // Only the US has moved its clocks: New York is 4 hours behind London this week, and 5 behind Berlin.
    await expect(row(page, 'New York')).toContainText('5 hr behind');
    await expect(row(page, 'London')).toContainText('1 hr behind');
    await expect(row(page, 'Tokyo')).toContainText('Sat, Mar 16 Next day');

    // Add Kathmandu (+5:45) by an offset search and the keyboard.
    const add = page.getByRole('combobox', { name: 'Add a time zone' });
    await add.fill('+5:45');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await add.press('Enter');
    await expect(add).toHaveValue('');
    await expect(page.getByText('Kathmandu added.')).toBeVisible();
    await expect(row(page, 'Kathmandu')).toContainText('Nepal');
    await expect(row(page, 'Kathmandu')).toContainText('9:45:00 PM');
    await expect(row(page, 'Kathmandu')).toContainText('4 hr 45 min ahead');
    // Adding it again says so.
    await add.fill('Kathmandu');
    await add.press('Enter');
    await expect(page.getByText('Kathmandu is already in the list.')).toBeVisible();

    // Remove London, move New York to the top: it becomes the reference.
    await page.getByRole('button', { name: 'Remove London' }).click();
    await page.getByRole('button', { name: 'Move New York up' }).click();
    await page.getByRole('button', { name: 'Move New York up' }).click();
    await expect(rows).toHaveText(['New York', 'Berlin', 'UTC', 'Tokyo', 'Kathmandu']);
    await expect(row(page, 'Kathmandu')).toContainText('9 hr 45 min ahead');

    // Choosing 9:00 AM in the 24-hour overview compares that hour (a custom time in New York).
    await page.getByRole('button', { name: 'Compare at 9:00 AM' }).click();
    await expect(page.getByRole('radio', { name: 'Custom time' })).toBeChecked();
    await expect(page.getByLabel('Date and time', { exact: true })).toHaveValue('2024-03-15T09:00');
    await expect(row(page, 'Berlin')).toContainText('2:00 PM');
    await expect(row(page, 'Kathmandu')).toContainText('6:45 PM');

    await page.getByRole('button', { name: 'Copy table' }).click();
    await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
    expect((await clipboard(page)).split('\n')).toEqual([
      'Time zone\tDate\tTime\tUTC offset\tDifference',
      'New York (America/New_York)\tFriday, March 15, 2024\t9:00 AM\tUTC−04:00\tReference',
      'Berlin (Europe/Berlin)\tFriday, March 15, 2024\t2:00 PM\tUTC+01:00\t5 hr ahead',
      'UTC (UTC)\tFriday, March 15, 2024\t1:00 PM\tUTC+00:00\t4 hr ahead',
      'Tokyo (Asia/Tokyo)\tFriday, March 15, 2024\t10:00 PM\tUTC+09:00\t13 hr ahead',
      'Kathmandu (Asia/Kathmandu)\tFriday, March 15, 2024\t6:45 PM\tUTC+05:45\t9 hr 45 min ahead',
    ]);

    // The list and the tab are remembered in this browser.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('tab', { name: 'Compare zones' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveText(['New York', 'Berlin', 'UTC', 'Tokyo', 'Kathmandu']);

    expect(foreignRequests).toEqual([]);
  });
});

test.describe('in German, for a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York', isolatedContext: true });

  test('converts New York to Tokyo, swaps, compares and copies', async ({ page, openTool, foreignRequests }) => {
    await page.clock.setFixedTime(new Date('2024-03-15T16:00:00Z'));
    await openTool('de', 'time-date-tools', 'time-zone-converter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zeitzonenumrechner');
    await expect(page.getByRole('combobox', { name: 'Von Zeitzone' })).toHaveValue('New York');
    await expect(card(page, 0).locator('.time-zone-converter-clock')).toHaveText('12:00:00');

    // Cities as German speakers write them: "Tokio", found by that name and shown by it.
    await pickZone(page, 'In Zeitzone', 'Tokio', 'Tokio');
    await expect(page.getByRole('combobox', { name: 'In Zeitzone' })).toHaveValue('Tokio');
    await page.getByRole('radio', { name: 'Eigene Uhrzeit' }).check();
    const when = page.getByLabel('Datum und Uhrzeit', { exact: true });
    await when.fill('2024-07-01T09:00');
    await expect(card(page, 1).locator('.time-zone-converter-clock')).toHaveText('22:00');
    await expect(card(page, 1)).toContainText('Montag, 1. Juli 2024');
    await expect(card(page, 1)).toContainText('Japan');
    await expect(page.getByText('Tokio ist New York 13 Stunden voraus.')).toBeVisible();
    await expect(page.getByText('New York: Am Sonntag, 3. November 2024 um 02:00 werden die Uhren 1 Stunde zurückgestellt.')).toBeVisible();

    await page.getByRole('button', { name: 'Tauschen' }).click();
    await expect(page.getByText('New York liegt 13 Stunden hinter Tokio zurück.')).toBeVisible();
    await expect(when).toHaveValue('2024-07-01T22:00');

    await page.getByRole('button', { name: 'Ergebnis kopieren' }).click();
    await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
    expect(await clipboard(page)).toBe(
      ['Montag, 1. Juli 2024 um 22:00 — Tokio (UTC+09:00)', 'Montag, 1. Juli 2024 um 09:00 — New York (UTC−04:00)', 'New York liegt 13 Stunden hinter Tokio zurück.'].join('\n'),
    );

    await when.fill('');
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte geben Sie ein Datum ein' })).toBeVisible();

    // Compare: the default zones as German speakers write them; Kolkata added by its country's German name shows as "Kalkutta".
    await page.getByRole('tab', { name: 'Zeitzonen vergleichen' }).click();
    await expect(page.locator('.time-zone-converter-row strong')).toHaveText(['New York', 'UTC', 'London', 'Tokio']);
    await page.getByRole('combobox', { name: 'Zeitzone hinzufügen' }).fill('Indien');
    await page.getByRole('option', { name: /^Kalkutta/ }).click();
    await expect(page.getByText('Kalkutta hinzugefügt.')).toBeVisible();
    await expect(row(page, 'Kalkutta')).toContainText('21:30:00');
    await expect(row(page, 'Kalkutta')).toContainText('9 Std. 30 Min. voraus');
    await expect(row(page, 'New York')).toContainText('Bezug');

    expect(foreignRequests).toEqual([]);
  });
});

test.describe('in French, for a visitor in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris', isolatedContext: true });

  test('shows cities as French speakers write them and finds them by their English names', async ({ page, openTool, foreignRequests }) => {
    await page.clock.setFixedTime(new Date('2024-03-15T16:00:00Z'));
    await openTool('fr', 'time-date-tools', 'time-zone-converter');
    await page.getByRole('tab', { name: 'Comparer des fuseaux' }).click();
    const rows = page.locator('.time-zone-converter-row strong');
    await expect(rows).toHaveText(['Paris', 'UTC', 'New York', 'Londres', 'Tokyo']);

    // "Cairo" (English) finds Le Caire; "Vienna" finds Vienne.
    const add = page.getByRole('combobox', { name: 'Ajouter un fuseau horaire' });
    await add.fill('Cairo');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Le Caire');
    await add.press('Enter');
    await expect(page.getByText('Le Caire ajouté.')).toBeVisible();
    await add.fill('Vienna');
    await add.press('Enter');
    await expect(rows).toHaveText(['Paris', 'UTC', 'New York', 'Londres', 'Tokyo', 'Le Caire', 'Vienne']);

    // Moved to the top, Le Caire is the reference: "au Caire", not "à Le Caire".
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Monter Le Caire' }).click();
    await expect(rows.first()).toHaveText('Le Caire');
    await expect(page.locator('#tz-overview-caption')).toContainText('au Caire, heure par heure');
    await page.getByRole('radio', { name: 'Heure personnalisée' }).check();
    await expect(page.getByText('Telle qu’elle s’affiche au Caire, le premier fuseau de la liste.')).toBeVisible();

    await page.getByRole('button', { name: 'Copier le tableau' }).click();
    const copied = (await clipboard(page)).split('\n');
    expect(copied[1]).toMatch(/^Le Caire \(Africa\/Cairo\)\t/);
    expect(copied.some((line) => line.startsWith('Londres (Europe/London)\t'))).toBe(true);

    expect(foreignRequests).toEqual([]);
  });
});
