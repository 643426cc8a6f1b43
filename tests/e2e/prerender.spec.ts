/** The built site as a search engine and a script-less browser see it. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { LANGS, SITE_PATHS, TOOLS } from './site.ts';
import { existsSync } from 'node:fs';
import { THEME_BOOT_SCRIPT } from '../../src/theme/boot.ts';
import { ACCEPTED, currentPackages } from '../../scripts/licences.ts';
import { DATA_SOURCES } from '../../src/app/pages/dataSources.ts';

const DIST = resolve(process.env.E2E_DIST ?? 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

test('every prerendered page has its title, description, canonical, alternates, lang, CSP and content', () => {
  const files = htmlFiles(DIST).filter((f) => relative(DIST, f) !== 'index.html');
  expect(files.length).toBe(LANGS.length * SITE_PATHS.length);
  for (const file of files) {
    const rel = relative(DIST, file);
    const path = '/' + rel.replace(/\/?index\.html$/, '');
    const lang = path.split('/')[1];
    const html = readFileSync(file, 'utf8');
    expect(html, rel).toContain(`<html lang="${lang}">`);
    expect(html, rel).toMatch(/<title>[^<]+<\/title>/);
    expect(html, rel).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, rel).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    for (const l of [...LANGS, 'x-default']) expect(html, `${rel} hreflang ${l}`).toContain(`hreflang="${l}"`);
    expect(html, rel).toContain('property="og:title"');
    expect(html, rel).toContain('name="twitter:card"');
    expect(html, rel).toContain('application/ld+json');
    expect(html, rel).toContain('http-equiv="Content-Security-Policy"');
    expect(html, rel).toMatch(/<h1[^>]*>[^<]+/);
    expect(html, rel).toContain('<footer');
    expect(html.match(/<div id="app"/g)?.length, `${rel}: one app root`).toBe(1);
    // No inline script but the theme's boot script, which the CSP allows by its hash.
    expect(html.match(/<script(?![^>]*(type="application\/ld\+json"|src=))[^>]*>[\s\S]*?<\/script>/g) ?? [], `${rel}: no other inline script`).toEqual([`<script>${THEME_BOOT_SCRIPT}</script>`]);
  }
});

test('sitemap.xml lists exactly the pages the site serves, each with alternates', async ({ request }) => {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const expected = LANGS.flatMap((lang) => SITE_PATHS.map((p) => `/${lang}${p}`));
  expect(new Set(locs)).toEqual(new Set(expected));
  expect(locs.length).toBe(expected.length);
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(expected.length);
  // Asked side by side: one after another, 480 pages took most of the test's time.
  const statuses = await Promise.all(locs.map(async (path) => [path, (await request.get(path)).status()] as const));
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('the licences page lists every package the build ships and every data source, linked from the About page and the footer', () => {
  const shipped = currentPackages();
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const lang of LANGS) {
    const html = readFileSync(join(DIST, lang, 'licences', 'index.html'), 'utf8');
    const rows = html.match(/<tr><td><a href="[^"]*">[^<]*<\/a><\/td><td>[^<]*<\/td><td>[^<]*<\/td><\/tr>/g) ?? [];
    expect(rows.length, lang).toBe(shipped.length);
    for (const p of shipped) expect(rows, `${lang}: ${p.name}@${p.version}`).toContain(`<tr><td><a href="${attr(p.homepage)}">${text(p.name)}</a></td><td>${p.version}</td><td>${text(p.licence!)}</td></tr>`);
    for (const source of DATA_SOURCES) expect(html, `${lang}: ${source.id}`).toContain(`href="${attr(source.url)}"`);
    for (const name of Object.keys(ACCEPTED)) expect(html, `${lang}: ${name}`).toContain(`<h3>${text(name)} `);
    expect(html, lang).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/LicencesPage-[\w-]+\.css">/);
    expect(readFileSync(join(DIST, lang, 'about', 'index.html'), 'utf8'), lang).toMatch(new RegExp(`<a href="/${lang}/licences"[^>]*>[^<]+</a>`));
    expect(readFileSync(join(DIST, lang, 'index.html'), 'utf8'), `${lang}: footer`).toMatch(new RegExp(`<footer[\\s\\S]*<a href="/${lang}/licences"[^>]*>`));
  }
});

test('unknown paths get 404.html with status 404', async ({ request }) => {
  expect((await request.get('/en/definitely-not-here')).status()).toBe(404);
  expect((await request.get('/en/about')).status()).toBe(200);
});

test("the tool pages' stylesheet is linked on tool pages only, a tool's own on its pages only, each after the host's", () => {
  const sheets = (path: string) => [...readFileSync(join(DIST, path, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const host = sheets('en');
  expect(host).toHaveLength(1);
  const toolPage = sheets('en/developer-tools/json-formatter')[1];
  expect(toolPage).toMatch(/\/assets\/ToolPage-[^/]+\.css$/);
  const styled = TOOLS.filter((t) => existsSync(join('plugins', t.id, 'styles.css')));
  expect(styled.length).toBeGreaterThan(0);
  for (const tool of TOOLS) {
    for (const lang of LANGS) {
      const own = sheets(`${lang}/${tool.category}/${tool.id}`);
      expect(own.slice(0, 2), `${lang} ${tool.id}`).toEqual([host[0], toolPage]);
      expect(own.length, `${lang} ${tool.id}`).toBe(styled.includes(tool) ? 3 : 2);
    }
  }
  for (const path of ['en/calculators', 'de/all-tools', 'fr/about']) expect(sheets(path), path).toEqual(host);
});

test('WebAssembly is refused on every page and worker but those of the tools that declare it (src/security/csp.ts)', async ({ page, request }) => {
  const allowed = new Set((JSON.parse(readFileSync(join(DIST, 'csp.json'), 'utf8')) as { wasm: string[] }).wasm);
  const wasmTools = TOOLS.filter((tool) => tool.wasm);
  // Every prerendered page's own policy (what a static host serves), against what its tool declares.
  for (const file of htmlFiles(DIST)) {
    const path = `/${relative(DIST, dirname(file))}`;
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const declared = wasmTools.some((tool) => path.endsWith(`/${tool.category}/${tool.id}`));
    expect(policy.includes("'wasm-unsafe-eval'"), path).toBe(declared);
    expect(allowed.has(path), path).toBe(declared);
  }
  // Workers follow their script's header: only the WebAssembly tools' worker script allows it.
  const scripts = readdirSync(join(DIST, 'assets')).filter((f) => /^(wasm)?[tT]oolWorker-.*\.js$/.test(f));
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    const policy = (await request.get(`/assets/${script}`)).headers()['content-security-policy'] ?? '';
    expect(policy.includes("'wasm-unsafe-eval'"), script).toBe(script.startsWith('wasm'));
    expect(allowed.has(`/assets/${script}`), script).toBe(script.startsWith('wasm'));
  }
  // And the browser does refuse it, on a page as on a tool's page.
  for (const path of ['/en', '/en/developer-tools/json-formatter']) {
    await gotoHydrated(page, path);
    const outcome = await page.evaluate(async () => {
      try {
        await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
        return 'compiled';
      } catch (e) {
        return String(e);
      }
    });
    expect(outcome, path).toMatch(/Content Security Policy/);
  }
});

test.describe('without JavaScript', () => {
  test('a bespoke panel is styled before any script runs', async ({ page }) => {
    await page.goto('/en/calculators/loan-calculator');
    const own = page.locator('link[rel="stylesheet"]').nth(2);
    await expect(own).toHaveAttribute('href', /\.css$/);
    expect(await page.evaluate(() => [...document.styleSheets].every((s) => s.cssRules.length > 0))).toBe(true);
  });

  test.use({ javaScriptEnabled: false });
  test('a tool page shows its heading, form, how-to and footer in its language', async ({ page }) => {
    await page.goto('/de/text-tools/case-converter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Groß');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.locator('textarea').first()).toBeVisible();
    await expect(page.locator('#how-to')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});

// That every page hydrates in every language without a console error is checked where every page is
// opened (routes.spec.ts, tools.spec.ts).
