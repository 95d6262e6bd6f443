import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const apiSuite = ['apps/api/test/**/*.test.ts'];
/** Tests that need a real server; apps/api/test/postgres-only-reporter.ts reports them skipped or not run. */
const serverTags = [
  { name: 'postgres', description: 'runs only on PostgreSQL (TEST_DATABASE_URL)' },
  { name: 'redis', description: 'needs Redis: a redis-server it starts, or TEST_REDIS_URL (with postgres: TEST_REDIS_URL)' },
];

/**
 * The API suite on one database kind, its template built once by the global setup. Without isolation: every
 * file builds its own app and database, and a worker's files share the imported modules (and the PGlite
 * template) instead of importing the whole API again each (the api project: 200 s → 94 s).
 */
const apiProject = (name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: apiSuite,
    environment: 'node',
    env: { TEST_DB: database },
    tags: serverTags,
    globalSetup: [`apps/api/test/global-setup-${database}.ts`],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      tags: serverTags,
    },
  },
  apiProject('api', 'pglite'),
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
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api-postgres', 'postgres'));

// Vitest's default on a 2-core machine is one worker, which leaves a core idle while a file waits on its database.
export default defineConfig({ test: { projects, maxWorkers: 2, reporters: ['default', './apps/api/test/postgres-only-reporter.ts'] } });
