/**
 * Size budgets (issue: prerendering and budgets), on the built site: opens pages in Chromium,
 * records every script and stylesheet a first visit downloads, and sums their gzip sizes.
 * Prints each figure beside its budget and exits 1 when one is over.
 * Usage: tsx scripts/size.ts   (after npm run build; starts its own static server)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from 'playwright-core';
import { forgetSiteData } from './lib/siteData.ts';
import { ROOT, pluginIds } from './lib/plugins.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.ts';
import { startStaticServer } from './lib/staticServer.ts';
import { BIG_ASSET_PREFIX } from './lib/big-asset-plugin.ts';
import { CATEGORY_IDS } from '../src/sdk/core/categories.ts';

const KB = 1000;
export const BUDGETS = {
  /**
   * 130 kB until the home page hydrated in parts and left the tool page's texts (a run's errors, the page's
   * headings) to tool pages (128.6 kB); 125.4 kB since the tool pages' styles load with them
   * (src/app/tool/tool.css); 125.6 kB with 115 tools (each adds about 0.03 kB: its card data in the registry).
   * React, React Router and i18next are about 95 kB of it. 124.8 kB with 154 tools since the registry shares one
   * chunk with the metas it reads (126.8 kB before: that chunk exported each meta for the registry's chunk to import).
   */
  homeJsCss: 127 * KB,
  /**
   * 228 kB until the forms' code (the form library, about 45 kB) came only when a visitor reaches for the
   * tool (src/app/tool/form/laterForms.tsx): 179.4 kB since (issue #29); 180.4 kB with the tool pages'
   * styles in a stylesheet of their own (two files compress a little less well than one); 181.9 kB with 115
   * tools and the big-file notice and byte sizes every tool page may show (0.9 kB). Each new tool adds about
   * 0.05 kB to every tool page (its entry in the loader table and the registry). 176.7 kB with 132 tools
   * since a field's error text no longer brings the field components with it (183.3 kB before).
   */
  typicalToolJsCss: 183 * KB,
  /** Half of the tool pages at most this (issue #29's goal); 183.2 kB when the forms came to wait. */
  medianToolJsCss: 195 * KB,
  /**
   * Every tool page: 300 kB until the forms waited. The date tools were the largest (sun and moon 250.4 kB)
   * until a date that starts at today was written into the served form instead of loading the forms' code
   * (193.3 kB), and the screen recorder (249.0 kB) until the built site left out the examples' expected
   * outputs (214.6 kB). The largest now: the emoji picker (228.4 kB, its emoji table).
   */
  anyToolJsCss: 250 * KB,
  /**
   * Each big file a tool downloads on first use (its `bigAssets`, dist/assets/big-…), as it is stored:
   * counted apart from the pages, which never load one in their first view. An ffmpeg core is about 31 MB.
   */
  bigAssetBytes: 40_000 * KB,
  /**
   * The recipe page (/en/recipe) on a first visit, with no step yet: its own code, the recipe engine and every
   * tool's name (for its examples and its list of tools). A step's tool, the result blocks and the
   * form library load when a step is added (from the tool pages' own chunks). 160.1 kB at first.
   */
  recipePageJsCss: 165 * KB,
  /** A prerendered page as it travels (gzip): a tool, a category, an information page. */
  htmlPerPage: 8 * KB,
  /** The pages that list every tool (all tools, the site map) or every shipped package (licences) grow with the catalogue by design. */
  htmlListingPage: 24 * KB,
  /** A category's page lists its tools, with a card each: it grows with its category (developer tools: 8.0 kB with 43 tools). */
  htmlCategoryPage: 16 * KB,
};
const CATEGORY_PAGE = new RegExp(`^[a-z]{2}/(${CATEGORY_IDS.join('|')})/index\\.html$`);
const LISTING_PAGE = /^[a-z]{2}\/(all-tools|sitemap|licences)\/index\.html$/;
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.SIZE_PORT ?? 4391);
/** Tabs visiting pages at once: most of a visit is waiting for the network to fall quiet (on two cores: 46 s with four, 35 s with eight). */
const CONCURRENT_VISITS = 8;

/** gzip bytes of a file, once per file: most pages share most of their files. */
const gzipped = new Map<string, number>();
const gz = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length).get(file)!;
const fmt = (bytes: number) => (bytes >= 1000 * KB ? `${(bytes / KB / 1000).toFixed(1)} MB` : `${(bytes / KB).toFixed(1)} kB`);

function toolCategory(id: string): string {
  const source = readFileSync(join(ROOT, 'plugins', id, 'meta.ts'), 'utf8');
  return /category:\s*'([^']+)'/.exec(source)![1]!;
}

async function main(): Promise<void> {
  const server = await startStaticServer(PORT);
  const BASE = server.base;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failed = false;
  const check = (label: string, value: number, budget: number, detail = '') => {
    const over = value > budget;
    failed ||= over;
    console.log(`${over ? 'OVER' : 'ok  '}  ${label.padEnd(58)} ${fmt(value).padStart(9)} / ${fmt(budget)}${detail ? `  ${detail}` : ''}`);
  };
  try {
    /**
     * gzip bytes of the JS and CSS a first visit to `path` loads, with the files' names: every request the
     * page makes for one, counted whether the browser's cache answers it or the server (the tab forgets
     * the site's stored data after each visit, so each is a first visit; only the download is cached).
     */
    async function firstVisit(page: Page, path: string): Promise<{ total: number; files: string[]; big: string[] }> {
      const files = new Set<string>();
      const big = new Set<string>();
      let lastRequest = Date.now();
      const onRequest = (req: Request) => {
        lastRequest = Date.now();
        const url = new URL(req.url());
        if (url.origin === BASE && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
        if (url.origin === BASE && url.pathname.startsWith(`/assets/${BIG_ASSET_PREFIX}`)) big.add(url.pathname);
      };
      page.on('request', onRequest);
      await page.goto(BASE + path);
      await page.locator('html[data-hydrated]').waitFor({ timeout: 20_000 });
      // Quiet for 700 ms: Playwright's "networkidle" never comes on a page that starts a Web Worker at once
      // (the worker's script stays pending in the page's view of the network).
      const started = Date.now();
      while (Date.now() - lastRequest < 700 && Date.now() - started < 15_000) await page.waitForTimeout(100);
      page.off('request', onRequest);
      await forgetSiteData(page, [BASE]);
      // The service worker is the browser's, not the page's.
      const list = [...files].filter((f) => f !== '/sw.js');
      return { total: list.reduce((sum, f) => sum + gz(join(DIST, f)), 0), files: list, big: [...big] };
    }

    // A few tabs visit the pages side by side (most of a visit is waiting for the network to fall quiet),
    // each page after the other in its tab; the figures are printed in a fixed order.
    const paths = ['/en', '/en/recipe', ...pluginIds().map((id) => `/en/${toolCategory(id)}/${id}`)];
    const visits = new Map<string, { total: number; files: string[]; big: string[] }>();
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: CONCURRENT_VISITS }, async () => {
        // The service worker's precaching is not part of the page's first view (its files are left out below).
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) visits.set(path, await firstVisit(page, path));
        await context.close();
      }),
    );
    const home = visits.get('/en')!;
    check('home page /en: JS + CSS (gzip)', home.total, BUDGETS.homeJsCss, `${home.files.length} files`);
    const toolChunks = home.files.filter((f) => /fuse|ranking-|tool-words|ToolBody|DeclaredField|loadToolPage|run-|manifest-|view-/.test(f));
    if (toolChunks.length) {
      failed = true;
      console.log(`OVER  the home page loads tool or search code: ${toolChunks.join(', ')}`);
    }
    const recipe = visits.get('/en/recipe')!;
    check('recipe page /en/recipe: JS + CSS (gzip)', recipe.total, BUDGETS.recipePageJsCss, `${recipe.files.length} files`);
    const recipeForms = recipe.files.filter((f) => /(^|\/)(forms|OptionsForm)-/.test(f));
    if (recipeForms.length) {
      failed = true;
      console.log(`OVER  the recipe page loads the form library before a step is added: ${recipeForms.join(', ')}`);
    }
    const json = visits.get('/en/developer-tools/json-formatter');
    if (json) {
      check('typical tool page (JSON formatter): JS + CSS (gzip)', json.total, BUDGETS.typicalToolJsCss);
      // Its forms are the prerendered HTML until the visitor reaches for them.
      const forms = json.files.filter((f) => /(^|\/)forms-/.test(f));
      if (forms.length) {
        failed = true;
        console.log(`OVER  the JSON formatter's first view loads the forms' code: ${forms.join(', ')}`);
      }
    }
    const toolTotals = pluginIds().map((id) => {
      const total = visits.get(`/en/${toolCategory(id)}/${id}`)!.total;
      check(`tool page ${id}: JS + CSS (gzip)`, total, BUDGETS.anyToolJsCss);
      return total;
    });
    const median = [...toolTotals].sort((a, b) => a - b)[Math.floor(toolTotals.length / 2)]!;
    check(`median of the ${toolTotals.length} tool pages: JS + CSS (gzip)`, median, BUDGETS.medianToolJsCss);
    // Big files come when a tool runs, never with a page.
    for (const [path, visit] of visits) {
      if (visit.big.length === 0) continue;
      failed = true;
      console.log(`OVER  ${path} loads a tool's big file in its first view: ${visit.big.join(', ')}`);
    }
    for (const name of readdirSync(join(DIST, 'assets')).filter((f) => f.startsWith(BIG_ASSET_PREFIX)).sort()) {
      check(`big file ${name} (downloaded on first use)`, statSync(join(DIST, 'assets', name)).size, BUDGETS.bigAssetBytes);
    }
    let largest = { file: '', size: 0 };
    let largestCategory = { file: '', size: 0 };
    let count = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.html')) {
          count++;
          const file = relative(DIST, path);
          const size = gz(path);
          const budget = LISTING_PAGE.test(file) ? BUDGETS.htmlListingPage : CATEGORY_PAGE.test(file) ? BUDGETS.htmlCategoryPage : BUDGETS.htmlPerPage;
          if (budget === BUDGETS.htmlListingPage) check(`HTML ${file} (a listing, gzip)`, size, budget);
          else if (budget === BUDGETS.htmlCategoryPage) {
            if (size > largestCategory.size) largestCategory = { file, size };
            if (size > budget) check(`HTML ${file} (a category's tools, gzip)`, size, budget);
          } else if (size > largest.size) largest = { file, size };
          if (size > budget && budget === BUDGETS.htmlPerPage) check(`HTML ${file} (gzip)`, size, budget);
        }
      }
    };
    walk(DIST);
    check(`largest category page, gzip (${largestCategory.file})`, largestCategory.size, BUDGETS.htmlCategoryPage);
    check(`largest of ${count} prerendered HTML pages but the listings and categories, gzip (${largest.file})`, largest.size, BUDGETS.htmlPerPage);
  } finally {
    await browser.close();
    server.stop();
  }
  if (failed) {
    console.error('Size budget exceeded.');
    process.exit(1);
  }
}

await main();
