import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-server-test-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
// The project's Node (24) with tsx as a loader: one process, so SIGTERM reaches the server itself.
const node = path.resolve(import.meta.dirname, '../../../node_modules/.bin/node');

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(node, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SERVE_WEB: 'false', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitForHealth(child: ChildProcess) {
  // Up to two minutes: a first start migrates and seeds a new database, slower while other suites run.
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('migrates and seeds on first start, finishes requests in flight on SIGTERM, and restarts on the same data', async () => {
    const first = start();
    await waitForHealth(first.child);
    const cities = (await (await fetch(`${base}/api/v1/cities`)).json()) as { data: unknown[] };
    expect(cities.data.length).toBeGreaterThanOrEqual(12);

    const inFlight = Array.from({ length: 40 }, () => fetch(`${base}/api/v1/services?latitude=28.4595&longitude=77.0266`).then((r) => r.status));
    const exited = exitOf(first.child);
    // Signal as soon as the server has started on the requests, while most are still in flight.
    while (!first.output().includes('/api/v1/services?')) await new Promise((r) => setTimeout(r, 1));
    first.child.kill('SIGTERM');
    const statuses = await Promise.allSettled(inFlight);
    // Requests the server answered reached the client whole; later ones were refused, none cut off.
    const accepted = (first.output().match(/"url":"\/api\/v1\/services\?[^"]*","status":200/g) ?? []).length;
    const answered = statuses.filter((s) => s.status === 'fulfilled' && s.value === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeGreaterThanOrEqual(Math.floor(accepted));
    for (const s of statuses) if (s.status === 'fulfilled') expect([200, 503]).toContain(s.value);
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    // The seed is idempotent: a second start on the same data directory finds the same catalog.
    const second = start();
    await waitForHealth(second.child);
    const again = (await (await fetch(`${base}/api/v1/cities`)).json()) as { data: unknown[] };
    expect(again.data).toEqual(cities.data);
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 240_000);
});
