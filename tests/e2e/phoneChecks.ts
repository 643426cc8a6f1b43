/**
 * A page of the site as a phone shows it (375 px): it renders in its language (lang, heading, title,
 * canonical, not the 404 page), logs no error (a recovered hydration mismatch included), never makes the
 * page scroll sideways, and no table cuts off what it shows (a wide table scrolls inside its own labelled
 * box, reached by Tab). A tool page is checked again with a result: its first example, as a visitor tries
 * it (its action bar, Send to, views). Used by routes.spec.ts (the pages that are not tools) and
 * tools.spec.ts (every tool page).
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures.ts';
import { tableProblems } from './tables.ts';

export const PHONE = { width: 375, height: 800 };

export interface PhoneChecks {
  /** Opens /{lang}{path} at a phone's width and checks it. */
  open: (lang: string, path: string) => Promise<void>;
  /** Shows the first example of the tool page that is open (if it has examples) and checks the page again, at a phone's width. */
  firstExample: () => Promise<void>;
  /** Fails the test with every error, sideways scroll and cut-off table seen so far. */
  expectNoProblems: () => void;
}

/** Starts recording the page's errors, from now until the end of the test. */
export function phoneChecks(page: Page): PhoneChecks {
  const errors: string[] = [];
  const tooWide: string[] = [];
  const tables: string[] = [];
  let at = '';
  page.on('pageerror', (e) => errors.push(`${at}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${at}: ${m.text()}`));
  /** The page's width (read in the same round trip as other facts about the page) and its tables. */
  const fits = async (width: number) => {
    if (width > PHONE.width) tooWide.push(`${at}: ${width}px`);
    for (const problem of await tableProblems(page)) tables.push(`${at}: ${problem}`);
  };
  return {
    async open(lang, path) {
      at = `/${lang}${path}`;
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, `/${lang}${path}`);
      // Read in one go: the page is hydrated, so nothing here is still changing.
      const shown = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.checkVisibility() ?? false,
        notFound: document.querySelector('.not-found') !== null,
        title: document.title,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        width: document.documentElement.scrollWidth,
      }));
      expect(shown.lang, at).toBe(lang);
      expect(shown.heading, `${at}: a visible heading`).toBe(true);
      expect(shown.notFound, `${at} must not be the 404 page`).toBe(false);
      expect(shown.title, at).not.toBe('');
      expect(shown.canonical, at).toMatch(new RegExp(`/${lang}${path.replace(/\?.*/, '')}$`));
      await fits(shown.width);
    },
    async firstExample() {
      const example = page.locator('main .examples button').first();
      if (!(await example.count())) return;
      at = `${at}, first example`;
      await page.setViewportSize(PHONE);
      await example.click();
      // A declared tool's result: its action bar or its message, once no run is going on. A bespoke panel
      // without the host's result area draws the example at once.
      if (await page.locator('main .tool-output').count()) await page.locator('main .tool-output:not([aria-busy="true"]) :is(.action-bar, [role="alert"])').first().waitFor({ timeout: 10_000 });
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      // The result's own parts (a chart, a JSON view) settle in the next frames.
      await fits(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))))));
    },
    expectNoProblems() {
      expect(errors).toEqual([]);
      expect(tooWide).toEqual([]);
      expect(tables).toEqual([]);
    },
  };
}
