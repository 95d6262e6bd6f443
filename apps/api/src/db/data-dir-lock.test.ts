import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'carseva-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const holding = (pid: number) => JSON.stringify({ pid, command: 'node apps/api/dist/server.js', since: '2026-11-28T10:00:00.000Z', token: 'theirs' });

describe('DATA_DIR lock', () => {
  it('names this process while held, refuses a second holding, and is gone once released', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, 'carseva.lock');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it, saying which and what to do', async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'carseva.lock'), holding(other.pid!));
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by CarSeva process ${other.pid} \\(node apps/api/dist/server.js, since .*Stop that process first.*DATABASE_URL`),
      );
      expect(readFileSync(path.join(dir, 'carseva.lock'), 'utf8')).toBe(holding(other.pid!));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone, or a file that is not a lock', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    for (const stale of [holding(gone), '']) {
      writeFileSync(path.join(dir, 'carseva.lock'), stale);
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(path.join(dir, 'carseva.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });

  it('leaves a lock that is no longer its own when released', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    writeFileSync(path.join(dir, 'carseva.lock'), holding(process.ppid));
    lock.release();
    expect(readFileSync(path.join(dir, 'carseva.lock'), 'utf8')).toBe(holding(process.ppid));
  });
});
