/**
 * Vite plugin: the site works offline and can be installed. The client build gets a web app manifest
 * (`/manifest.webmanifest`, linked from every page) and a service worker (`/sw.js`, from src/sw.ts, with
 * Workbox's runtime modules) that precaches the shell: the entry script and styles, the icons. The app
 * registers it (src/main.tsx). The precache list is computed here from the files the build wrote, so
 * the worker is built after the client, in the same `vite build`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from './plugins.ts';

export const WEB_APP_MANIFEST = {
  name: 'Toolbench: free online tools',
  short_name: 'Toolbench',
  description: 'Free online tools for text, code, numbers and dates. Runs in your browser.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f7f8fa',
  theme_color: '#1d4ed8',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** What the worker precaches: the shell every page needs, nothing a single tool uses. */
const PRECACHE = [/^assets\/index-[^/]+\.(js|css)$/, /^favicon\.svg$/, /^icons\/[^/]+\.png$/];
/** Files named by their content need no revision; the others get one from their bytes. */
const HASHED = /^assets\//;

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true, recursive: true }).filter((d) => d.isFile()).map((d) => relative(dir, join(d.parentPath, d.name)).replaceAll('\\', '/'));

export function precacheList(outDir: string): { url: string; revision: string | null }[] {
  return filesUnder(outDir)
    .filter((file) => PRECACHE.some((re) => re.test(file)))
    .sort()
    .map((file) => ({ url: `/${file}`, revision: HASHED.test(file) ? null : createHash('md5').update(readFileSync(join(outDir, file))).digest('hex') }));
}

export function offline(): Plugin {
  let outDir = '';
  return {
    name: 'toolbench-offline',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' }],
    async closeBundle() {
      writeFileSync(join(outDir, 'manifest.webmanifest'), JSON.stringify(WEB_APP_MANIFEST));
      await build({
        configFile: false,
        logLevel: 'warn',
        root: ROOT,
        define: { 'self.__PRECACHE__': JSON.stringify(precacheList(outDir)), 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          // One classic script: a service worker registered without `type: 'module'` runs everywhere.
          lib: { entry: join(ROOT, 'src/sw.ts'), formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
