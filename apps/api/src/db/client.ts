import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** One query interface over PGlite and node-postgres: both are drizzle's PostgreSQL database. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself; repositories accept either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a database-wide lock, so instances starting together take turns. */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any constant works; it only has to be the same for every instance of the API. */
const STARTUP_LOCK_KEY = 7_224_001;

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is nobody to take turns with.
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

export function fromPostgresUrl(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
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

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite keeps its files in DATA_DIR/pg. */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) return fromPostgresUrl(options.url);
  const dir = path.join(options.dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
