import { test, expect } from '../../tests/e2e/fixtures.ts';
import { recordSignals, signals } from '../../tests/e2e/signals.ts';

// Playwright's clock: time is moved on purpose, so the test neither waits for real minutes nor depends on the machine's speed.
const START = new Date('2026-01-05T09:00:00Z');
test.use({ permissions: ['notifications'], isolatedContext: true });

test('work, short break and back, by the clock, with a ring and a notification at each change', async ({ page, openTool, foreignRequests }) => {
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await recordSignals(page);
  await openTool('en', 'time-date-tools', 'pomodoro-timer');
  const timer = page.getByRole('timer', { name: 'Time left: Work' });
  await expect(timer).toHaveText('25:00');
  await expect(page.getByText('Session 1 of 4 · 0 sessions finished')).toBeVisible();

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('24:00');
  await expect(page).toHaveTitle(/^24:00 · Work/);

  // A background tab whose timers were held back: one jump past the end of the work session.
  await page.clock.fastForward(24 * 60_000 + 30_000);
  await page.clock.runFor(300);
  await expect(page.getByRole('heading', { name: 'Short break' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left: Short break' })).toHaveText('04:30');
  await expect(page.getByRole('status').filter({ hasText: '1 session done: time for a short break.' })).toBeVisible();
  expect(await signals(page)).toEqual({ shown: ['Short break 1 session done: time for a short break.'], beeps: 3 });

  // The keyboard: space pauses, N skips to work, R resets.
  await page.keyboard.press('Space');
  await page.clock.runFor(60_000);
  await expect(page.getByRole('timer', { name: 'Time left: Short break' })).toHaveText('04:30');
  await page.keyboard.press('n');
  await expect(page.getByRole('timer', { name: 'Time left: Work' })).toHaveText('25:00');
  await expect(page.getByText('Session 2 of 4 · 1 session finished')).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByText('Session 1 of 4 · 0 sessions finished')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('a long break after the fourth session, lengths in German, and a tab asleep for hours lands where it should', async ({ page, openTool }) => {
  await page.clock.install({ time: START.getTime() - 60_000 });
  await page.clock.pauseAt(START);
  await recordSignals(page);
  await openTool('de', 'time-date-tools', 'pomodoro-timer');
  await page.getByLabel('Arbeitsphase').fill('10');
  await page.getByLabel('Kurze Pause', { exact: true }).fill('2');
  await page.getByLabel('Lange Pause', { exact: true }).fill('20');
  await page.getByLabel('Lange Pause nach').fill('2');
  const work = page.getByRole('timer', { name: 'Verbleibende Zeit: Arbeit' });
  await expect(work).toHaveText('10:00');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // 10 + 2 + 10 = 22 minutes: the second work session ended, and the long break began 1 minute ago.
  await page.clock.fastForward(23 * 60_000);
  await page.clock.runFor(300);
  await expect(page.getByRole('timer', { name: 'Verbleibende Zeit: Lange Pause' })).toHaveText('19:00');
  await expect(page.getByText('Pause nach Phase 2 von 2 · 2 Phasen abgeschlossen')).toBeVisible();
  // Three cycles of 42 minutes later, with a quarter of an hour to spare: 19 − 15 = 4 minutes of the long break left.
  await page.clock.fastForward(3 * 42 * 60_000 + 15 * 60_000);
  await page.clock.runFor(300);
  await expect(page.getByRole('timer', { name: 'Verbleibende Zeit: Lange Pause' })).toHaveText('04:00');
  await expect(page.getByText('8 Phasen abgeschlossen')).toBeVisible();
  // Without a sound when the visitor turns it off.
  await page.getByLabel('Ton bei jedem Wechsel').uncheck();
  const before = (await signals(page)).beeps;
  await page.clock.fastForward(5 * 60_000);
  await page.clock.runFor(300);
  await expect(page.getByRole('timer', { name: 'Verbleibende Zeit: Arbeit' })).toHaveText('09:00');
  expect((await signals(page)).beeps).toBe(before);
});
