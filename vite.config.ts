import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { toolCatalog } from './scripts/lib/catalog-plugin.ts';
import { offline } from './scripts/lib/offline-plugin.ts';
import { bigAssets } from './scripts/lib/big-asset-plugin.ts';
import { exampleOutputsLeftOut } from './scripts/lib/example-outputs-plugin.ts';
import { licences } from './scripts/lib/licences-plugin.ts';

/**
 * Each module of the tools' SDK in a chunk of its own, on the page and in the tools' worker: a tool loads
 * the helpers it calls (JSON errors with their parser, the time-zone list, the text detectors), not every
 * helper of every tool. Except the download of big files (bigAssets.ts): it goes with the few tools that
 * call it, not in a chunk every tool page loads with the helpers it shares one with (the tool errors).
 */
const SDK_MODULE_CHUNKS = { name: (id: string) => `sdk-${/[\\/]src[\\/]sdk[\\/]core[\\/]([^\\/.]+)\.ts$/.exec(id)?.[1] ?? 'core'}`, test: /[\\/]src[\\/]sdk[\\/]core[\\/](?!bigAssets\.ts$)[^\\/]+\.ts$/ };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), toolCatalog(), bigAssets(), exampleOutputsLeftOut(), licences(), !isSsrBuild && mode !== 'test' && offline()],
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
  // A tool's run() in its worker imports its big files' descriptions too.
  worker: {
    format: 'es' as const,
    plugins: () => [bigAssets()],
    rollupOptions: {
      // A run() that takes a constant from its manifest.ts gets that constant, not the examples and their
      // sample files (which would land in a chunk every tool's worker shares); the SDK as on the page.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]plugins[\\/][^\\/]+[\\/](manifest|examples)\.ts$|[\\/]src[\\/]sdk[\\/](core|media)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [SDK_MODULE_CHUNKS],
        },
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.ts reads it to link a tool page's own stylesheet (a panel's styles.css).
    manifest: !isSsrBuild,
    rollupOptions: {
      // The SDK's modules (core, media) do nothing when loaded (their tables are built inside them, for their own use):
      // a page that imports @sdk/core gets only the helpers it calls, not every helper and its library.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]sdk[\\/](core|media)[\\/]/.test(id) },
      output: {
        // Every page needs every tool's meta: one chunk, not one request per tool, and with the registry that
        // reads them, so the chunk does not export 150 metas for another chunk to import by name (2 kB on every page).
        codeSplitting: {
          groups: [
            { name: 'tool-registry', test: /[\\/]plugins[\\/][^\\/]+[\\/]meta\.ts$|[\\/]src[\\/]registry[\\/]index\.ts$/ },
            // Vite's helper for dynamic imports, on its own: every page needs it, and left alone it is pulled
            // into the chunk of the first SDK module that imports a library lazily (sdk-raster, with its own
            // imports), which every page, the home page too, would then load.
            { name: 'preload-helper', test: /preload-helper/, priority: 10 },
            // Text helpers (character counts) that every text field uses, apart from the JSON parser they would otherwise share a chunk with.
            { name: 'sdk-text', test: /[\\/]src[\\/]sdk[\\/]core[\\/]text\.ts$/, priority: 5 },
            SDK_MODULE_CHUNKS,
          ],
        },
      },
    },
  },
}));
