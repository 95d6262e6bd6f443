import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const apiSuite = ['apps/api/test/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'api', include: apiSuite, environment: 'node', env: { TEST_DB: 'pglite' }, testTimeout: 60_000, hookTimeout: 120_000 } },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
    },
  },
];

// The same API suite runs again on a real PostgreSQL server when one is given.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiSuite,
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['apps/api/test/global-setup-postgres.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

// Vitest's default on a 2-core machine is one worker, which leaves a core idle while a file waits on its database.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
