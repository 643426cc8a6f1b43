/**
 * What the looped examples cannot show: a megabyte of text is counted in the worker, the page staying
 * responsive meanwhile, with the same count as run() in Node, the first tokens shown one by one; the
 * encodings' tables are not part of the page's first view, and nothing is sent anywhere.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { run, type TokenCount } from './run.ts';

const BIG = 'The quick brown fox jumps over the lazy dog. Ünïcödé 😀 {"json": [1, 2]}\n'.repeat(14_000);

test('counts a megabyte in the worker while the page stays responsive, as Node counts it', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await openTool('en', 'developer-tools', 'token-counter');
  expect(loaded.filter((p) => /o200k|cl100k/.test(p)), 'rank tables in the first view').toEqual([]);

  const expected = (await run({ text: BIG }, { encoding: 'o200k_base' })) as TokenCount;
  // The longest pause of the page's main thread while the worker counts.
  await page.evaluate(() => {
    const w = window as unknown as { longest: number; last: number };
    w.longest = 0;
    w.last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.longest = Math.max(w.longest, now - w.last);
      w.last = now;
    }, 50);
  });
  // As a paste does: the whole value at once (Playwright's fill types it through the input method, slowly).
  await page.getByLabel('Text', { exact: true }).evaluate((area: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, BIG);
  await expect(output(page)).toContainText(`The first 2,000 tokens are shown one by one (at most 2,000); the counts and the ids are those of all ${expected.tokens.toLocaleString('en')} tokens.`, { timeout: 60_000 });
  expect(loaded.some((p) => /o200k_base/.test(p)), 'o200k_base loaded on first use').toBe(true);
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  expect(longest, 'longest pause of the page, in ms').toBeLessThan(1_000);
  expect(foreignRequests).toEqual([]);
});
