import { chromium } from 'playwright-core';
const port = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of (process.argv[3] ?? 'en,es,de,fr').split(',')) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
  await page.goto(`http://127.0.0.1:${port}/${lang}/developer-tools/fake-data-generator/`);
  await page.waitForSelector('html[data-hydrated]', { timeout: 20000 }).catch(() => {});
  await page.mouse.move(300, 400);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/fd-${lang}.png`, fullPage: false });
  await page.close();
}
await browser.close();
