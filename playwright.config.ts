import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/browser.ts';
// The tests read the tools' manifests, which list their big files (`?big` imports) that Node cannot import by itself.
import './scripts/lib/register-big-assets.mjs';

// E2E_DIST / E2E_PORT let several builds be tested side by side (default: dist/ on 4173). The site is
// served by its API server (tests/server/e2eServer.ts); a plain static host on the next port serves the
// same dist/ for the test that shows the network tools saying they need the server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const STATIC_PORT = PORT + 1;
const DIST = process.env.E2E_DIST ?? 'dist';
process.env.E2E_STATIC_BASE = `http://127.0.0.1:${STATIC_PORT}`;
// The contact messages the tests send, apart from the operator's data/ (the same path in every worker).
process.env.CONTACT_DB ??= resolve('.e2e-data', String(PORT), 'contact.sqlite');

export default defineConfig({
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/*.e2e.ts'],
  fullyParallel: true,
  // One more worker than CI's two cores: a test spends part of its time waiting (for the server, a
  // worker's result, a timer), which a third fills. Measured on tools.spec.ts: 306 s with 2, 276 s with 3.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // A control that never comes fails its test in seconds, not at the test's time limit.
    actionTimeout: 15_000,
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    // The service worker is tested on its own (offline.spec.ts); elsewhere it would only hide requests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node --import tsx tests/server/e2eServer.ts`,
      env: { PORT: String(PORT), DIST_DIR: DIST, CONTACT_DB: process.env.CONTACT_DB },
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx scripts/serve.ts --port ${STATIC_PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${STATIC_PORT}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
