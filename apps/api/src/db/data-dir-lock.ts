import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database (ADR 41). PGlite does not lock its folder, and two processes on it
 * overwrite each other's writes, so DATA_DIR/carseva.lock names the process that has it: created only
 * when absent (an atomic link of a complete file), removed when that process ends, and taken over when
 * the process it names is gone (killed with -9, or a crashed machine).
 */
const LOCK_FILE = 'carseva.lock';
/** A takeover is a few file operations; a takeover folder older than this was left by a process killed in one. */
const ABANDONED_TAKEOVER_MS = 10_000;
/** How long to keep retrying while others take over or release the lock at the same moment. */
const CONTENDED_FOR_MS = 5_000;

/** What the lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** How it was started, to name it in a refusal. */
  command: string;
  since: string;
  /** Tells this holding apart from an earlier one by a process that had the same pid. */
  token: string;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const file = path.join(dataDir, LOCK_FILE);
    super(
      `DATA_DIR ${dataDir} is in use by CarSeva process ${holder.pid} (${holder.command}, since ${holder.since}), and the ` +
        `embedded database serves one process at a time. Stop that process first (if process ${holder.pid} is not ` +
        `CarSeva, delete ${file}). To run several processes (API instances, a separate worker), use PostgreSQL: set ` +
        `DATABASE_URL (README: Running at scale).`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this holding's; safe to call more than once. */
  release(): void;
}

/** The lock files this process holds: a second holding by the same process is refused like anyone else's. */
const heldHere = new Map<string, LockHolder>();

/**
 * Takes DATA_DIR's lock, or throws DataDirInUseError naming the live process that has it. Synchronous, so
 * the exit handler that releases it can be too.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const ours = heldHere.get(file);
  if (ours) throw new DataDirInUseError(dataDir, ours);
  const me: LockHolder = {
    pid: process.pid,
    command: [path.basename(process.execPath), ...process.argv.slice(1).map((arg) => path.relative(process.cwd(), arg) || arg)].join(' '),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    const giveUpAt = Date.now() + CONTENDED_FOR_MS;
    for (;;) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readText(file);
      const holder = text === undefined ? undefined : readHolder(text);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
      if (text !== undefined) removeIfStill(file, text);
      if (Date.now() > giveUpAt) throw new Error(`could not take ${file}: other processes kept taking it over`);
      pause(20);
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.set(file, me);
  const release = () => {
    process.removeListener('exit', release);
    heldHere.delete(file);
    if (readHolder(readText(file) ?? '')?.token === me.token) unlinkSync(file);
  };
  // A process that exits without closing its database (a failed start, process.exit) leaves no lock behind.
  process.on('exit', release);
  return { release };
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The holder a lock file names; undefined for a file that is not one of ours (treated as stale). */
function readHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid exists on this machine (EPERM: it does, as another user's). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes a stale lock file, but only the one judged stale: processes taking over at the same moment take
 * turns through a takeover folder, and each deletes the file only if it still reads as it did. New lock files
 * are only ever created where none is, so between that reading and the deletion nobody can put another there.
 */
function removeIfStill(file: string, staleText: string) {
  const takeover = `${file}.takeover`;
  try {
    mkdirSync(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - (statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > ABANDONED_TAKEOVER_MS)
      rmSync(takeover, { recursive: true, force: true });
    return;
  }
  try {
    if (readText(file) === staleText) unlinkSync(file);
  } finally {
    rmdirSync(takeover);
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
