/**
 * What `npm test` needs from the machine, checked first: lint, types and the unit tests take minutes before
 * the browser journeys start, so a missing Chromium stops the run here, at once, with the command that
 * installs it. Redis is not required: without redis-server the shared-counter tests use TEST_REDIS_URL, or
 * are skipped and counted in the summary (apps/api/test/redis-server.ts); this says which, up front.
 */
import { accessSync, constants } from 'node:fs';
import { redisServerInstalled } from '../apps/api/test/redis-server';
import { chromiumPath } from '../e2e/support/chromium';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(chromiumPath)) {
  const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH names ${chromiumPath}, which is not an executable file` : `${chromiumPath} is missing`;
  console.error(
    `npm test: the browser journeys need Chromium, and ${where}. Install it (Debian, Ubuntu: apt-get install chromium, as root) ` +
      `or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again (README: Quick start).`,
  );
  process.exit(1);
}

if (!redisServerInstalled()) {
  console.warn(
    process.env.TEST_REDIS_URL
      ? `npm test: redis-server is not installed, so the shared rate-counter tests use the Redis at TEST_REDIS_URL.`
      : `npm test: redis-server is not installed, so the shared rate-counter tests will be skipped (the summary counts them). ` +
          `To run them: apt-get install redis-server (as root), or set TEST_REDIS_URL to a Redis.`,
  );
}
