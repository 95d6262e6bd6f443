import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const apiSuite = ['apps/api/test/**/*.test.ts'];
/** Tests that need a real server; apps/api/test/postgres-only-reporter.ts reports them skipped or not run. */
const serverTags = [
  { name: 'postgres', description: 'runs only on PostgreSQL (TEST_DATABASE_URL)' },
  { name: 'redis', description: 'needs Redis too (TEST_REDIS_URL)' },
];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'api',
      include: apiSuite,
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      tags: serverTags,
      globalSetup: ['apps/api/test/global-setup-pglite.ts'],
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
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
      tags: serverTags,
      globalSetup: ['apps/api/test/global-setup-postgres.ts'],
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

// Vitest's default on a 2-core machine is one worker, which leaves a core idle while a file waits on its database.
// The API suites run without isolation (isolate: false): every file builds its own app and database, and
// sharing the imported modules (and the PGlite template) between a worker's files saves importing the whole
// API again for each of them (the api project: 200 s → 94 s).
export default defineConfig({ test: { projects, maxWorkers: 2, reporters: ['default', './apps/api/test/postgres-only-reporter.ts'] } });
