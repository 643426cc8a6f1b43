import type { Page } from '@playwright/test';

/**
 * Records the notifications and beeps a page makes (timers, Pomodoro) instead of showing and playing
 * them: an init script, so the file that uses it sets `test.use({ isolatedContext: true })` (tests/contract/e2eContexts.test.ts knows this helper).
 */
export async function recordSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shown: string[]; beeps: number };
    w.shown = [];
    w.beeps = 0;
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string, options?: { body?: string }) {
        w.shown.push(`${title} ${options?.body ?? ''}`);
      }
    }
    (window as unknown as { Notification: unknown }).Notification = FakeNotification;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      override createOscillator() {
        w.beeps++;
        return super.createOscillator();
      }
    };
  });
}

/** The notifications shown ("title body") and the beeps played so far. */
export const signals = (page: Page): Promise<{ shown: string[]; beeps: number }> =>
  page.evaluate(() => ({ shown: (window as unknown as { shown: string[] }).shown, beeps: (window as unknown as { beeps: number }).beeps }));
