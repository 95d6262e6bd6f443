import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgresUrl } from '../src/db/client';

/**
 * Each test gets a database of its own, already migrated and seeded:
 * - PGlite (default): a clone of the run's migrated template, loaded once per file, since a fresh instance is costly;
 * - PostgreSQL (TEST_DB=postgres): a new database copied from the run's template (see global-setup).
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<PGlite> | undefined;

/** The run's migrated and seeded template, dumped once by global-setup-pglite.ts. */
async function migratedPglite(): Promise<PGlite> {
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('TEST_DB=pglite needs the global setup (vitest.config.ts, project api)');
  return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    pgliteTemplate ??= migratedPglite();
    return fromPglite((await (await pgliteTemplate).clone()) as PGlite);
  }
  const template = inject('pgTemplate');
  if (!template || !process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL and the global setup');
  const name = `carseva_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const database = fromPostgresUrl(withDatabaseName(process.env.TEST_DATABASE_URL, name), 20);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
