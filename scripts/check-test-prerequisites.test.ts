import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The project's Node and tools only: no redis-server (nor anything else the system has). */
const projectBin = path.join(root, 'node_modules/.bin');

/** Runs a command from the repository root; gives its exit code (null if it ran past `ms` and was stopped) and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, ms: number): Promise<{ code: number | null; output: string }> {
  // Its own process group, so that a run that goes on too long is stopped with everything it started.
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), ms);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** This environment without what Vitest sets for its own workers, which would confuse a Vitest started inside. */
const withoutVitest = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_DB'));

describe('npm test on a machine that lacks something', () => {
  it('without Chromium stops within seconds, saying how to install it or where to point CHROMIUM_PATH', async () => {
    const started = Date.now();
    const { code, output } = await run('npm', ['test'], { ...withoutVitest(), CHROMIUM_PATH: '/nonexistent/chromium' }, 30_000);
    expect(code, output).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(output).toContain('the browser journeys need Chromium, and CHROMIUM_PATH names /nonexistent/chromium, which is not an executable file');
    expect(output).toContain('apt-get install chromium');
  }, 40_000);

  it('without redis-server skips the shared-counter tests and says how many', async () => {
    const env = { ...withoutVitest(), PATH: projectBin, TEST_REDIS_URL: '' };
    const prerequisites = await run(path.join(projectBin, 'tsx'), ['scripts/check-test-prerequisites.ts'], { ...env, CHROMIUM_PATH: process.execPath }, 30_000);
    expect(prerequisites.code, prerequisites.output).toBe(0);
    expect(prerequisites.output).toContain('redis-server is not installed, so the shared rate-counter tests will be skipped');
    const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
    const unit = await run(process.execPath, [vitest, 'run', '--project', 'unit', 'apps/api/src/lib/rate-limit.test.ts'], env, 60_000);
    expect(unit.code, unit.output).toBe(0);
    expect(unit.output).toContain('2 tests of the shared rate counters need Redis and were skipped: install redis-server');
  }, 70_000);
});
