import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const resultButton = (page: Page, name: string) => page.locator('.action-bar').getByRole('button', { name, exact: true });

test('loads the holiday rules only once a place is chosen, and gives an ICS file and a CSV', async ({ page, openTool, foreignRequests }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (/\.js$/.test(new URL(req.url()).pathname)) scripts.push(req.url());
  });
  await openTool('en', 'time-date-tools', 'public-holidays');
  await expect(page.getByText('Choose a country, or one of its states or regions, to see its public holidays.')).toBeVisible();
  // The first view has not fetched date-holidays (its chunk holds the rules' data, with "Weiberfastnacht" in it).
  await page.waitForTimeout(500);
  const loaded = () => scripts.filter((url) => readFileSync(`dist${new URL(url).pathname}`, 'utf8').includes('Weiberfastnacht'));
  expect(loaded()).toEqual([]);

  // Choosing a place: Scotland, under the United Kingdom.
  const place = page.getByLabel('Country or region', { exact: true });
  await place.selectOption('GB-SCT');
  await page.getByLabel('Year', { exact: true }).fill('2026');
  const table = page.locator('.tool-output table').first();
  await expect(table).toContainText('St Andrew');
  await expect(table).toContainText('Boxing Day (substitute day)');
  expect(loaded().length).toBeGreaterThan(0);

  const [ics] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download TXT').click()]);
  expect(ics.suggestedFilename()).toBe('holidays-GB-SCT-2026.txt');
  const text = readFileSync((await ics.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('DTSTART;VALUE=DATE:20261130\r\n');

  const [csv] = await Promise.all([page.waitForEvent('download'), resultButton(page, 'Download CSV').click()]);
  const rows = readFileSync((await csv.path())!, 'utf8').split(/\r?\n/);
  expect(rows[0]).toBe('\uFEFFdate,name,type,substitute,country,state');
  expect(rows.some((r) => r.startsWith('2026-11-30,'))).toBe(true);

  // All kinds adds the observances; the calendar marks them apart from public holidays, not by colour alone.
  await page.getByRole('radio', { name: 'All kinds', exact: true }).check();
  await expect(page.getByText('● public holiday, ○ another kind of holiday or an observance.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('names every region in the page language: Piémont in French, nothing in Cyrillic', async ({ page, openTool }) => {
  await openTool('fr', 'time-date-tools', 'public-holidays');
  const place = page.getByLabel('Pays ou région', { exact: true });
  await expect(place.locator('option[value="IT-21"]')).toHaveText('Piémont');
  await expect(place.locator('option[value="CH-GE"]')).toHaveText('Genève');
  const labels = await place.locator('option').allTextContents();
  expect(labels.length).toBeGreaterThan(500);
  expect(labels.filter((l) => /\p{Script=Cyrillic}/u.test(l))).toEqual([]);
});
