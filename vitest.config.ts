import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      include: ['plugins/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
      setupFiles: ['./tests/setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
