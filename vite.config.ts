import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { toolCatalog } from './scripts/lib/catalog-plugin.ts';

export default defineConfig(() => ({
  plugins: [react(), toolCatalog()],
  resolve: { alias: { '@sdk': fileURLToPath(new URL('./src/sdk', import.meta.url)) } },
  // Dev and preview serve the app for any path; the app itself shows the 404 page.
  appType: 'spa' as const,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  worker: { format: 'es' as const },
  build: { target: 'es2022', sourcemap: false },
}));
