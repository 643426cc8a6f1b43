/**
 * When the API server is at one of its server-wide caps it answers 503 `serverBusy` with the seconds
 * to wait (tests/api/capacity.test.ts proves that against the real server); the page says so in its
 * language, with the number written in that language and the right plural, also when only the
 * Retry-After header carries it. The e2e server's caps are shared by every test, so the 503 is
 * played here; a client's own second ping is refused by the real server in ping-tool.e2e.ts. A ping cut
 * short (its server killed, or restarting) is played here too, on the same page.
 */
import { test, expect } from './fixtures.ts';
import { LANGS } from './site.ts';
import { displayContext } from '../display.ts';

const busyAnswer = (seconds: number, inBody = true) => ({
  status: 503,
  contentType: 'application/json; charset=utf-8',
  headers: { 'retry-after': String(seconds) },
  body: JSON.stringify({ error: { code: 'serverBusy', ...(inBody ? { params: { seconds } } : {}) } }),
});

/** A ping's stream with its first reply, then `ending` (nothing: cut before its end line). */
const cutPing = (ending: string) => ({
  status: 200,
  contentType: 'application/x-ndjson; charset=utf-8',
  body: `${JSON.stringify({ part: { host: 'loopback.test', address: '127.0.0.1', addresses: ['127.0.0.1'], resolveMs: 0, method: 'tcp', port: 80, allowedPorts: [80, 443], timeoutMs: 1000, continuous: false } })}\n${JSON.stringify({ part: { replies: [{ seq: 1, ms: 8.2, refused: true }] } })}\n${ending}`,
});

for (const lang of LANGS) {
  test(`says the server is busy and for how many seconds (${lang})`, async ({ page, openTool }) => {
    const ctx = displayContext('ping-tool', lang);
    const nf = new Intl.NumberFormat(lang);
    await openTool(lang, 'network-tools', 'ping-tool');
    await page.getByLabel(ctx.t('fields.host.label', {}), { exact: true }).fill('loopback.test');
    const start = page.getByRole('button', { name: ctx.t('actions.start', {}), exact: true });
    const alert = page.locator('main [role="alert"]');

    await page.route('**/api/tools/ping-tool', (route) => (route.request().method() === 'POST' ? route.fulfill(busyAnswer(1200)) : route.fallback()));
    await start.click();
    const many = ctx.t('errors.serverBusy', { seconds: nf.format(1200), count: 1200 });
    expect(many).toContain(nf.format(1200));
    await expect(alert).toHaveText(`⚠ ${many}`);

    // Only the header says how long: the page reads Retry-After.
    await page.unroute('**/api/tools/ping-tool');
    await page.route('**/api/tools/ping-tool', (route) => (route.request().method() === 'POST' ? route.fulfill(busyAnswer(1, false)) : route.fallback()));
    await start.click();
    await expect(alert).toHaveText(`⚠ ${ctx.t('errors.serverBusy', { seconds: nf.format(1), count: 1 })}`);
    if (lang === 'en') await expect(alert).toHaveText('⚠ The server is busy right now. Please try again in 1 second.');

    // A ping whose stream stops before its end line (its instance was killed behind the proxy: npm run
    // test:scale), then one the server ends because it restarts: each said above the replies that arrived.
    await page.unroute('**/api/tools/ping-tool');
    for (const [ending, code] of [['', 'connectionLost'], ['{"error":{"code":"serverStopping"}}\n{"end":true}\n', 'serverStopping']] as const) {
      await page.route('**/api/tools/ping-tool', (route) => (route.request().method() === 'POST' ? route.fulfill(cutPing(ending)) : route.fallback()));
      await start.click();
      await expect(alert).toHaveText(`⚠ ${ctx.t(`errors.${code}`, {})}`);
      await expect(page.locator('main table').first()).toBeVisible();
      await page.unroute('**/api/tools/ping-tool');
    }
  });
}
