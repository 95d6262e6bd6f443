import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

const ATTEMPTS = 5;

/**
 * A throwaway redis-server on a port of its own, for tests of the shared counters. The port
 * comes from the OS; another process can still take it before redis binds it (the suite opens
 * hundreds of connections), so a server that exits at once is retried on a fresh port.
 */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
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
