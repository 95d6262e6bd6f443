import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

const ATTEMPTS = 5;

/** Whether redis-server is on the PATH, so that throwaway ones can be started. */
export function redisServerInstalled(searchPath = process.env.PATH ?? ''): boolean {
  return searchPath.split(path.delimiter).some((folder) => {
    try {
      accessSync(path.join(folder, 'redis-server'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Whether the shared-counter tests (tagged `redis`) have a Redis: one they start, else TEST_REDIS_URL's.
 * Without either they are skipped, and postgres-only-reporter.ts counts them in the summary.
 */
export const testRedisAvailable = redisServerInstalled() || Boolean(process.env.TEST_REDIS_URL);

/**
 * A Redis for a test file: a throwaway redis-server where one can be started, else the one TEST_REDIS_URL
 * names. Keys go under a prefix of this file's own, since a reachable Redis keeps earlier runs' counters.
 */
export async function testRedis(): Promise<{ url: string; keyPrefix: string; stop(): void }> {
  const keyPrefix = `test-${randomUUID()}:`;
  if (redisServerInstalled()) return { ...(await startRedis()), keyPrefix };
  if (!process.env.TEST_REDIS_URL) throw new Error('no Redis for this test: install redis-server or set TEST_REDIS_URL');
  return { url: process.env.TEST_REDIS_URL, keyPrefix, stop: () => {} };
}

/**
 * A throwaway redis-server on a port of its own, for tests of the shared counters. The port
 * comes from the OS; another process can still take it before redis binds it (the suite opens
 * hundreds of connections), so a server that exits at once is retried on a fresh port.
 */
async function startRedis(): Promise<{ url: string; stop(): void }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const spawnFailed = new Promise<Error>((resolve) => server.once('error', resolve));
    const outcome = await Promise.race([untilAnswering(port, server), spawnFailed]);
    if (outcome === true) return { url: `redis://127.0.0.1:${port}`, stop: () => void server.kill() };
    server.kill();
    if (outcome instanceof Error) throw new Error(`redis-server could not be started: ${outcome.message}`);
    if (attempt === ATTEMPTS) throw new Error(`redis-server did not start after ${ATTEMPTS} attempts (last port ${port})`);
  }
}

/** True once the server answers PING; false when it exits first or takes longer than 20 s. */
async function untilAnswering(port: number, server: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    if (await answersPing(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}
