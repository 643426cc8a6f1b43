// temporary: measure one page's first-view JS+CSS (gzip) — not committed
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/plugins.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.ts';
import { startStaticServer } from './lib/staticServer.ts';
const server = await startStaticServer(Number(process.env.P ?? 4198));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ serviceWorkers: 'block' });
const page = await ctx.newPage();
const files = new Set<string>();
let last = Date.now();
page.on('request', (r) => { last = Date.now(); const u = new URL(r.url()); if (u.origin === server.base && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname); });
await page.goto(server.base + process.argv[2]);
await page.locator('html[data-hydrated]').waitFor({ timeout: 20000 });
while (Date.now() - last < 700) await page.waitForTimeout(100);
let total = 0;
for (const f of [...files].filter((f) => f !== '/sw.js')) { const g = gzipSync(readFileSync(join(ROOT, 'dist', f)), { level: 9 }).length; total += g; console.log(f, (g / 1000).toFixed(1)); }
console.log('total', (total / 1000).toFixed(1), 'kB');
await browser.close(); server.stop();
