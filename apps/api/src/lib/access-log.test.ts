import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedStdout } from './access-log';

const dir = mkdtempSync(path.join(tmpdir(), 'carseva-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A logger as the app builds it, writing to a file instead of standard output, once the file is open. */
async function logger(name: string) {
  const file = path.join(dir, name);
  const logs = batchedStdout(file);
  await new Promise((resolve) => logs.stream.once('ready', resolve));
  const log = pino({ hooks: logs.hooks }, logs.stream);
  const written = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { log, logs, written };
}

describe('the batched log', () => {
  it('keeps ordinary lines for the next batch, and writes an error at once with the lines before it', async () => {
    const { log, written } = await logger('errors.log');
    log.info('job started');
    expect(written()).toEqual([]);
    log.error('job failed');
    expect(written()).toEqual(['job started', 'job failed']);
  });

  it('writes every line at once from shutdown on', async () => {
    const { log, logs, written } = await logger('shutdown.log');
    log.info('shutting down');
    logs.unbatch();
    expect(written()).toEqual(['shutting down']);
    log.info('worker stopped');
    expect(written()).toEqual(['shutting down', 'worker stopped']);
  });
});
