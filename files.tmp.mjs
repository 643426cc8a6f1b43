import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (r) => { const u = new URL(r.url()); if (/\.(js|css)$/.test(u.pathname)) files.add(u.pathname); });
  await page.goto('http://127.0.0.1:4307' + path);
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForTimeout(1500);
  let total = 0;
  const rows = [...files].filter((f) => f !== '/sw.js').map((f) => { const n = gzipSync(readFileSync('dist' + f)).length; total += n; return [n, f]; }).sort((a, b) => b[0] - a[0]);
  console.log(path, (total / 1000).toFixed(1));
  for (const [n, f] of rows) console.log('  ', (n / 1000).toFixed(1), f);
  await context.close();
}
await browser.close();
