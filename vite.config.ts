import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { toolCatalog } from './scripts/lib/catalog-plugin.ts';

/**
 * Offline and installable: the shell (entry script and styles, icons) is precached; every other
 * asset, such as a tool's chunks, is cached when first used, and pages fall back to their cached
 * copy when the network is gone. A new version waits until no page uses the old one (next visit).
 */
function offline(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: 'script',
    includeAssets: ['favicon.svg'],
    manifest: {
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
    },
    workbox: {
      globPatterns: ['assets/index-*.{js,css}', 'favicon.svg', 'icons/*.png'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 300 } },
        },
        {
          // Hashed file names never change content: serve from cache once fetched.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 1000, maxAgeSeconds: 60 * 60 * 24 * 365 } },
        },
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), toolCatalog(), !isSsrBuild && mode !== 'test' && offline()],
  resolve: {
    alias: {
      '@sdk': fileURLToPath(new URL('./src/sdk', import.meta.url)),
      // Parts of the form library our flat, plain-text option schemas never use (see the shims).
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/app/tool/formLibraryShims/markdown.tsx', import.meta.url)),
      'fast-uri': fileURLToPath(new URL('./src/app/tool/formLibraryShims/uri.ts', import.meta.url)),
    },
  },
  appType: 'spa' as const,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: { format: 'es' as const },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.ts reads it to link a tool page's own stylesheet (a panel's styles.css).
    manifest: !isSsrBuild,
    rollupOptions: {
      // The SDK's modules do nothing when loaded (their tables are built inside them, for their own use):
      // a page that imports @sdk/core gets only the helpers it calls, not every helper and its library.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]sdk[\\/]core[\\/]/.test(id) },
      output: {
        // Every page needs every tool's meta: one chunk, not one request per tool.
        codeSplitting: {
          groups: [
            { name: 'tool-registry', test: /[\\/]plugins[\\/][^\\/]+[\\/]meta\.ts$/ },
            // Vite's helper for dynamic imports, on its own: every page needs it, and left alone it is pulled
            // into the chunk of the first SDK module that imports a library lazily (sdk-raster, with its own
            // imports), which every page, the home page too, would then load.
            { name: 'preload-helper', test: /preload-helper/, priority: 10 },
            // Text helpers (character counts) that every text field uses, apart from the JSON parser they would otherwise share a chunk with.
            { name: 'sdk-text', test: /[\\/]src[\\/]sdk[\\/]core[\\/]text\.ts$/, priority: 5 },
            // Each module of the tools' SDK in a chunk of its own: a tool page loads the helpers its tool
            // calls (JSON errors with their parser, the time-zone list), not every helper of every tool.
            { name: (id: string) => `sdk-${/[\\/]src[\\/]sdk[\\/]core[\\/]([^\\/.]+)\.ts$/.exec(id)?.[1] ?? 'core'}`, test: /[\\/]src[\\/]sdk[\\/]core[\\/][^\\/]+\.ts$/ },
          ],
        },
      },
    },
  },
}));
