import type { Reporter, TestModule } from 'vitest/node';

/**
 * Tests tagged `postgres` run only on a PostgreSQL server (the api-postgres project, there when
 * TEST_DATABASE_URL is set); `redis` ones need TEST_REDIS_URL too. On the embedded database they are
 * skipped, and this says so at the end of the run. With TEST_DATABASE_URL set, one that did not run
 * on PostgreSQL fails the run (CI sets it), so they cannot quietly stop running. Tests tagged `redis` alone
 * (the shared counters) are skipped on a machine with neither redis-server nor TEST_REDIS_URL, and counted too.
 */
export default class PostgresOnlyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let skippedOnPglite = 0;
    let skippedWithoutRedis = 0;
    const notRun: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const skipped = test.result().state === 'skipped';
        if (!test.tags.includes('postgres')) {
          if (test.tags.includes('redis') && skipped) skippedWithoutRedis++;
          continue;
        }
        if (testModule.project.name === 'api' && skipped) skippedOnPglite++;
        const expected = test.tags.includes('redis') ? Boolean(process.env.TEST_REDIS_URL) : true;
        if (testModule.project.name === 'api-postgres' && skipped && expected) notRun.push(test.fullName);
      }
    }
    if (skippedOnPglite > 0 && !process.env.TEST_DATABASE_URL) {
      console.warn(
        `\n${skippedOnPglite} test${skippedOnPglite === 1 ? '' : 's'} run only on PostgreSQL and were skipped: set TEST_DATABASE_URL (and TEST_REDIS_URL) to run them (README: Using PostgreSQL).\n`,
      );
    }
    if (skippedWithoutRedis > 0) {
      console.warn(
        `\n${skippedWithoutRedis} test${skippedWithoutRedis === 1 ? '' : 's'} of the shared rate counters need Redis and were skipped: install redis-server (Debian: apt-get install redis-server) or set TEST_REDIS_URL to a Redis.\n`,
      );
    }
    if (notRun.length > 0) {
      console.error(
        `\nTEST_DATABASE_URL is set, but ${notRun.length} PostgreSQL-only test${notRun.length === 1 ? '' : 's'} did not run:\n${notRun.map((name) => `  - ${name}`).join('\n')}\n`,
      );
      process.exitCode = 1;
    }
  }
}
