import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { lockDataDir } from './data-dir-lock';

/**
 * One query interface over PGlite and node-postgres: both are drizzle's PostgreSQL database. No schema is
 * bound here: each module queries its own tables, and the database layer knows none of them.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself; repositories accept either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | '$with' | 'with'>;

/**
 * A statement for runStatement: its text with $1… parameters and, to be a server-side prepared
 * statement on PostgreSQL, a name (one name, one text: see statementName).
 */
export interface Statement {
  name?: string;
  text: string;
}
/** What a statement gives: its rows, as drizzle's `execute` gives them (timestamps and dates as the text PostgreSQL sent). */
export interface StatementResult {
  rows: Record<string, unknown>[];
}

/** How statements reach the connection behind an executor this layer made, and the long-lived drizzle client of that connection. */
interface Bound {
  run: (statement: Statement, values: unknown[]) => Promise<StatementResult>;
  home: Executor;
}
const bound = new WeakMap<object, Bound>();
/** The transactions of the databases this layer made (see transaction). */
const transactions = new WeakMap<object, <T>(fn: (tx: Executor) => Promise<T>) => Promise<T>>();

/**
 * Runs a statement on the executor's connection: on PostgreSQL with node-postgres' documented query
 * config `{ name, text, values }`, so a named statement is parsed once per connection and then runs on
 * a cached plan (ADR 24); on PGlite with its `query()`, which keeps its own prepared statements. An
 * executor this layer did not make (a transaction drizzle opened) runs it through drizzle's `execute`,
 * unnamed: the same result, parsed anew.
 */
export function runStatement(executor: Executor, statement: Statement, values: unknown[]): Promise<StatementResult> {
  const known = bound.get(executor);
  if (known) return known.run(statement, values);
  return executor.execute(withValues(statement.text, values)) as unknown as Promise<StatementResult>;
}

/** The drizzle client that lives as long as the executor's connection (the executor itself when this layer did not make it): what to prepare queries on. */
export const connectionOf = (executor: Executor): Executor => bound.get(executor)?.home ?? executor;

/**
 * Runs fn in a transaction on the database `db` belongs to. On PostgreSQL the transaction's executor
 * is one this layer knows the connection of, so runStatement and compiled queries send named prepared
 * statements inside it too; otherwise it is drizzle's own `db.transaction`.
 */
export function transaction<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const own = transactions.get(db);
  return own ? own(fn) : db.transaction(fn);
}

/** A text with $n parameters as drizzle SQL carrying those values, for drizzle's `execute`. */
function withValues(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
  return sql.join(chunks);
}

/** The type parsers drizzle's drivers use: timestamps, dates and intervals (and their arrays) stay the text PostgreSQL sent. */
const AS_SENT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (AS_SENT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)),
} as pg.CustomTypesConfig;
const asSent = (value: string) => value;
const pgliteParsers = { [pgliteTypes.TIMESTAMP]: asSent, [pgliteTypes.TIMESTAMPTZ]: asSent, [pgliteTypes.INTERVAL]: asSent, [pgliteTypes.DATE]: asSent };

/** A pg.Pool or one of its clients: what node-postgres' query config runs on. */
const onPg = (client: pg.Pool | pg.PoolClient) => (statement: Statement, values: unknown[]) =>
  client.query({ ...(statement.name ? { name: statement.name } : {}), text: statement.text, values, types: pgTypes }) as unknown as Promise<StatementResult>;

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
  const db = drizzlePglite({ client }) as unknown as Db;
  bound.set(db, {
    home: db,
    run: (statement, values) => client.query(statement.text, values, { parsers: pgliteParsers }) as unknown as Promise<StatementResult>,
  });
  return {
    db,
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, statement_timeout: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  bound.set(db, { home: db, run: onPg(pool) });
  // Each pooled connection's own drizzle client, made at its first transaction.
  const homes = new WeakMap<pg.PoolClient, Bound>();
  transactions.set(db, async (fn) => {
    const client = await pool.connect();
    let connection = homes.get(client);
    if (!connection) {
      // A connection lost between statements must not crash the process either; the statement waiting on it fails.
      client.on('error', () => {});
      const home = drizzlePg({ client }) as unknown as Db;
      connection = { home, run: onPg(client) };
      bound.set(home, connection);
      homes.set(client, connection);
    }
    let broken: Error | undefined;
    try {
      return await connection.home.transaction(async (tx) => {
        bound.set(tx, connection);
        return fn(tx);
      });
    } catch (error) {
      // A connection that failed may be mid-transaction still: the pool closes it rather than lend it again.
      if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  });
  return {
    db,
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

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise PGlite keeps its files in DATA_DIR/pg, for this process
 * alone: DATA_DIR's lock is taken before PGlite opens and let go when the database is closed.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) return fromPostgresUrl(options.url);
  const lock = lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pg');
    await mkdir(dir, { recursive: true });
    const database = fromPglite(await PGlite.create(dir));
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
