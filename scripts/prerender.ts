/**
 * Writes every route in every language as static HTML (dist/<lang>/<path>/index.html), the
 * "/" language redirect page, 404.html, sitemap.xml and robots.txt. Runs after the client
 * build (dist/) and the server build (dist-ssr/).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/plugins.ts';
import { contentSecurityPolicy, WASM_PATHS_FILE, type WasmPaths } from '../src/security/csp.ts';
import { THEME_BOOT_SCRIPT } from '../src/theme/boot.ts';
import { groupBigFiles, OFFLINE_LIST_PATH, type OfflineList } from '../src/app/offlineList.ts';
import { BIG_ASSET_PREFIX, BIG_ASSET_SOURCES } from './lib/big-asset-plugin.ts';

const DIST = join(ROOT, 'dist');
const TEMPLATE_PATH = join(DIST, 'index.html');

interface ServerEntry {
  render: (path: string) => Promise<{ html: string; head: string; lang: string | undefined }>;
  SITE_PATHS: readonly string[];
  SITE_ORIGIN: string;
  SITE_NAME: string;
  LANG_CODES: readonly string[];
  TOOLS: readonly { id: string; wasm?: true }[];
}

const template = readFileSync(TEMPLATE_PATH, 'utf8');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
const viteManifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/**
 * The stylesheets of a page beyond the host's: a tool page's own (src/app/tool/tool.css) and those its
 * components bring (a panel's styles.css), or an information page's (the licences page's), so the
 * prerendered page is styled before any script runs; other pages never load them. Follows static imports
 * of the chunks.
 */
function pageStylesheets(entries: readonly string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...css];
}
const mainStylesheets = new Set(Object.values(viteManifest).flatMap((c) => (c.file.startsWith('assets/index-') ? (c.css ?? []).map((f) => `/${f}`) : [])));
if (!['<!--app-html-->', '<!--app-head-->', '<!--csp-->'].every((marker) => template.includes(marker))) {
  throw new Error('dist/index.html is not the Vite template (was prerender run twice?): run the client build first.');
}
const server = (await import(pathToFileURL(join(ROOT, 'dist-ssr/entry-server.js')).href)) as ServerEntry;

function page(html: string, head: string, lang: string, appAttrs = '', stylesheets: readonly string[] = [], wasm = false): string {
  // After the host's stylesheet (Vite puts it at the end of the head), so a tool's rules win at equal specificity.
  const links = stylesheets
    .filter((href) => !mainStylesheets.has(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n');
  // Function replacements: page text may contain "$&" or "$1" (the regex tester explains them), which
  // a replacement string would expand.
  return template
    .replace('</head>', () => `${links}</head>`)
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace('<!--csp-->', () => `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('meta', { wasm })}">`)
    .replace('<!--theme-boot-->', () => `<script>${THEME_BOOT_SCRIPT}</script>`)
    .replace('<!--app-head-->', () => head)
    .replace('<div id="app"><!--app-html--></div>', () => `<div id="app"${appAttrs}>${html}</div>`);
}

function write(relPath: string, content: string): void {
  const file = join(DIST, relPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The tools that run WebAssembly, and the paths whose policy allows it (their pages and their worker's script). */
const wasmTools = new Set(server.TOOLS.filter((tool) => tool.wasm).map((tool) => tool.id));
const wasmPaths: string[] = readdirSync(join(DIST, 'assets'))
  .filter((file) => /^wasmToolWorker-[\w-]+\.js$/.test(file))
  .map((file) => `/assets/${file}`);
if (wasmPaths.length !== 1) throw new Error(`Expected one WebAssembly tool worker script in dist/assets, found ${wasmPaths.length}`);

let pages = 0;
for (const lang of server.LANG_CODES) {
  for (const path of server.SITE_PATHS) {
    const url = `/${lang}${path}`;
    const result = await server.render(url);
    if (!result.head || result.lang !== lang) throw new Error(`Prerender of ${url} rendered no page head in ${lang}`);
    if (result.html.includes('class="not-found"')) throw new Error(`Prerender of ${url} rendered the 404 page`);
    const toolId = /^\/[a-z-]+\/([a-z0-9-]+)$/.exec(path)?.[1];
    const wasm = toolId !== undefined && wasmTools.has(toolId);
    if (wasm) wasmPaths.push(url);
    const entries = toolId ? ['src/app/pages/ToolPage.tsx', ...['Panel.tsx', 'Output.tsx'].map((c) => `plugins/${toolId}/${c}`)] : path === '/licences' ? ['src/app/pages/LicencesPage.tsx'] : path === '/recipe' ? ['src/app/pages/RecipePage.tsx'] : [];
    write(`${lang}${path}/index.html`, page(result.html, result.head, lang, '', pageStylesheets(entries), wasm));
    pages++;
  }
}

// "/" and any unknown path: the app picks the visitor's language in the browser (stored, browser, English).
const root = await server.render('/');
const alternates = server.LANG_CODES.map((l) => `<link rel="alternate" hreflang="${l}" href="${server.SITE_ORIGIN}/${l}">`).join('\n');
write('index.html', page(root.html, `<title>${server.SITE_NAME}</title>\n${alternates}\n<link rel="alternate" hreflang="x-default" href="${server.SITE_ORIGIN}/en">`, 'en'));
const notFound = await server.render('/en/404');
// data-fallback: this file is served for any path, so the browser renders afresh instead of hydrating.
write('404.html', page(notFound.html, notFound.head, 'en', ' data-fallback'));

// sitemap.xml: every URL in every language, each with its alternates.
const today = new Date().toISOString().slice(0, 10);
const urls = server.SITE_PATHS.flatMap((path) =>
  server.LANG_CODES.map((lang) => {
    const alts = [...server.LANG_CODES.map((l) => [l, `${server.SITE_ORIGIN}/${l}${path}`]), ['x-default', `${server.SITE_ORIGIN}/en${path}`]]
      .map(([l, href]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`)
      .join('\n');
    return `  <url>\n    <loc>${server.SITE_ORIGIN}/${lang}${path}</loc>\n    <lastmod>${today}</lastmod>\n${alts}\n  </url>`;
  }),
);
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
write(WASM_PATHS_FILE, `${JSON.stringify({ wasm: wasmPaths } satisfies WasmPaths, null, 2)}\n`);
write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${server.SITE_ORIGIN}/sitemap.xml\n`);

// What "Keep every tool available offline" (src/app/pages/OfflinePage.tsx) downloads: every page of a language
// and every script, style and small file of the build, each with its size; the big files apart, offered one by one.
const assetFiles = readdirSync(join(DIST, 'assets')).sort();
const bigSources = JSON.parse(readFileSync(join(DIST, BIG_ASSET_SOURCES), 'utf8')) as Record<string, string>;
const sized = (url: string) => ({ url, bytes: statSync(join(DIST, url)).size });
const offlineList: OfflineList = {
  pages: Object.fromEntries(server.LANG_CODES.map((lang) => [lang, server.SITE_PATHS.map((path) => sized(`/${lang}${path}`.replace(/\/?$/, '/index.html'))).map(({ url, bytes }) => ({ url: url.replace(/\/index\.html$/, ''), bytes }))])),
  assets: assetFiles.filter((file) => !file.startsWith(BIG_ASSET_PREFIX)).map((file) => sized(`/assets/${file}`)),
  big: groupBigFiles(
    assetFiles.filter((file) => file.startsWith(BIG_ASSET_PREFIX)).map((file) => sized(`/assets/${file}`)),
    (file) => bigSources[file.url.slice('/assets/'.length)] ?? file.url.slice('/assets/'.length),
  ),
};
write(OFFLINE_LIST_PATH, JSON.stringify(offlineList));
console.log(`prerendered ${pages} pages in ${server.LANG_CODES.length} languages, 404.html, sitemap.xml (${urls.length} URLs), robots.txt, ${OFFLINE_LIST_PATH.slice(1)}`);
// The build manifest served its purpose (stylesheets per tool page); it is not part of the site.
rmSync(join(DIST, '.vite'), { recursive: true, force: true });
