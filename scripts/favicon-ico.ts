/**
 * Writes public/favicon.ico from public/favicon.svg: 16, 32 and 48 px pictures drawn by Chromium. Pages
 * link the SVG; the .ico answers what asks for /favicon.ico by name (browsers on a page without an icon
 * link, such as robots.txt, feed readers, bookmarking services) instead of a 404.
 * Usage: tsx scripts/favicon-ico.ts   (after changing favicon.svg; the result is committed)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/plugins.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.ts';
import { writeIco } from '../plugins/favicon-generator/ico.ts';

const svg = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const pictures = [];
for (const size of [16, 32, 48]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block;width:${size}px;height:${size}px}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  pictures.push({ size, png: new Uint8Array(await page.screenshot({ omitBackground: true })) });
  await page.close();
}
await browser.close();
writeFileSync(join(ROOT, 'public/favicon.ico'), writeIco(pictures));
console.log(`public/favicon.ico: ${pictures.map((p) => `${p.size} px`).join(', ')}`);
