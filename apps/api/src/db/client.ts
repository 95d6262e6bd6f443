import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NamingClient } from './named-statements';

/**
 * One query interface over PGlite and node-postgres: both are drizzle's PostgreSQL database. No schema is
 * bound here: each module queries its own tables, and the database layer knows none of them.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself; repositories accept either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | '$with' | 'with' | '_'>;

/** How other PostgreSQL clients (the job engine) reach the same database. */
export type Connection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: Connection;
  /**
   * PostgreSQL LISTEN/NOTIFY: every process on this database hears a notification on `channel`
   * (PGlite: this process). listen() resolves once listening and gives back a function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload?: string): Promise<void>;
  /** Runs fn while holding a database-wide lock, so instances starting together take turns. */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any constant works; it only has to be the same for every instance of the API. */
const STARTUP_LOCK_KEY = 7_224_001;

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    listen: async (channel, onNotify) => client.listen(channel, onNotify),
    async notify(channel, payload = '') {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite directory, so there is nobody to take turns with.
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

export function fromPostgresUrl(url: string, poolSize = 10): Database {
  // A request waits at most 5 s for a connection and 30 s for a statement: with the database gone it gets
  // a quick 503 rather than hanging.
  const pool = new pg.Pool({ Client: NamingClient, connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, statement_timeout: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
    async notify(channel, payload = '') {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async exclusively(fn) {
      // A session-level advisory lock belongs to one connection: hold that connection throughout.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Channel names are identifiers; only plain ones are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_MS = 1000;

/**
 * A dedicated connection that LISTENs (a pooled one would lose the subscription); when it drops it is
 * opened again, and onNotify('') tells the listener it may have missed something meanwhile.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  const reconnect = () => {
    if (!stopped) setTimeout(() => connect().then(() => onNotify(''), reconnect), RELISTEN_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', () => {
      next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite keeps its files in DATA_DIR/pg. */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) return fromPostgresUrl(options.url);
  const dir = path.join(options.dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
