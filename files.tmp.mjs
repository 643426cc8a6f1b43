import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/en/developer-tools/bcrypt/', '/en/developer-tools/jwt-decoder/']) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const files = new Set();
  page.on('request', (r) => { const u = new URL(r.url()); if (/\.(js|css)$/.test(u.pathname)) files.add(u.pathname); });
  await page.goto('http://127.0.0.1:4303' + path);
  await page.waitForTimeout(4000);
  const rows = [...files].map((f) => [gzipSync(readFileSync('dist' + f)).length, f]).sort((a, b) => b[0] - a[0]);
  console.log(path, rows.reduce((s, r) => s + r[0], 0));
  for (const [n, f] of rows.slice(0, 60)) console.log('  ', n, f.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'));
  await ctx.close();
}
await browser.close();
