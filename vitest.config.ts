import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { SWAPPED_PACKAGES } from './scripts/lib/module-swaps.mjs';

const INCLUDE = ['plugins/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'];

/**
 * Test files that need a module registry of their own: those drawn in jsdom (React, the DOM) and those
 * that mock modules or replace globals. Every other file (nearly all: pure functions, the contract suite,
 * the API server) shares its worker's modules with the files before it, so the SDK, i18n and the
 * libraries are imported once per worker instead of once per file.
 */
const OWN_MODULES = /@vitest-environment jsdom|\bvi\.(mock|doMock|stubGlobal|useFakeTimers)\(/;
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? testFiles(join(dir, d.name)) : /\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
const isolated = ['plugins', 'src', 'tests', 'scripts'].flatMap(testFiles).filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      // Vitest's default is one core less than the machine has: a single worker on CI's two cores. The
      // main process only hands out files and transforms modules, so every core gets a worker.
      maxWorkers: Math.max(2, availableParallelism()),
      setupFiles: ['./tests/setup.ts'],
      // Packages with a module swapped for a tool's own (scripts/lib/module-swaps.mjs): transformed by Vite, where the swap applies.
      server: { deps: { inline: SWAPPED_PACKAGES } },
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        { extends: true, test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false } },
        { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      ],
    },
  }),
);
