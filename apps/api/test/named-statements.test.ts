import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPostgresUrl } from '../src/db/client';
import { NamingClient } from '../src/db/named-statements';
import { createTestDatabase, testDbKind } from './database';

/** Parameterised statements become server-side prepared statements on PostgreSQL (ADR 0022); nothing else changes. */
describe.runIf(testDbKind === 'postgres')('named statements on PostgreSQL', () => {
  let shared: Database;
  let single: Database;

  beforeAll(async () => {
    shared = await createTestDatabase();
    if (shared.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    // One connection, so every statement below meets the same session.
    single = fromPostgresUrl(shared.connection.url, 1);
  });
  afterAll(async () => {
    await single.close();
    await shared.close();
  });

  /** The rows of a raw statement (drizzle types its result per driver). */
  const rowsOf = async <T,>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
  const prepared = async () => (await rowsOf<{ statement: string }>(single.db.execute(sql.raw('select statement from pg_prepared_statements')))).map((r) => r.statement);

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    for (const id of [1, 2, 3]) {
      expect(await rowsOf(single.db.execute(sql`select ${id}::int as n`))).toEqual([{ n: id }]);
    }
    expect((await prepared()).filter((s) => s.includes('select $1::int as n'))).toHaveLength(1);
  });

  it('keeps statements without parameters unprepared, several in one text still allowed', async () => {
    await single.db.execute(sql.raw('create temporary table named_probe (id int); insert into named_probe values (7)'));
    expect(await rowsOf(single.db.execute(sql`select id from named_probe where id = ${7}`))).toEqual([{ id: 7 }]);
    expect((await prepared()).some((s) => s.includes('create temporary table'))).toBe(false);
  });

  it('goes on working after a rolled-back transaction that used and failed a prepared statement', async () => {
    const failing = single.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as n`);
      await tx.execute(sql`select 1 / ${0}::int`);
    });
    await expect(failing).rejects.toThrow();
    // The statement failed at execution, not at parse: the same name is used again and fails the same way.
    await expect(single.db.transaction((tx) => tx.execute(sql`select 1 / ${0}::int`))).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await rowsOf(single.db.execute(sql`select ${5}::int as n`))).toEqual([{ n: 5 }]);
  });

  describe('a transaction’s begin goes with its first statement when that has no parameters', () => {
    /** What reaches node-postgres' own query() (one call, one round trip) while fn runs. */
    async function sentDuring(fn: () => Promise<unknown>): Promise<string[]> {
      const original = pg.Client.prototype.query;
      const sent: string[] = [];
      pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
        sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
        return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
      } as typeof original;
      try {
        await fn();
      } finally {
        pg.Client.prototype.query = original;
      }
      return sent;
    }
    const inTransaction = async (db: Database['db']) =>
      (await rowsOf<{ open: boolean }>(db.execute(sql.raw(`select pg_current_xact_id_if_assigned() is not null or now() <> statement_timestamp() as open`))))[0]!.open;

    it('sends begin and a parameterless first statement in one message, and the transaction holds', async () => {
      await single.db.execute(sql.raw('create temporary table if not exists held_probe (id int)'));
      const sent = await sentDuring(() =>
        single.db.transaction(async (tx) => {
          await tx.execute(sql.raw('select pg_advisory_xact_lock(7224199, 1)'));
          await tx.execute(sql`insert into held_probe values (${1})`);
        }),
      );
      expect(sent).toEqual(['begin;select pg_advisory_xact_lock(7224199, 1)', 'insert into held_probe values ($1)', 'commit']);
      expect(await rowsOf(single.db.execute(sql.raw('select id from held_probe')))).toEqual([{ id: 1 }]);
      // The lock was held by a transaction, and went with its commit.
      expect(await rowsOf(shared.db.execute(sql.raw('select pg_try_advisory_xact_lock(7224199, 1) as free')))).toEqual([{ free: true }]);
      expect(await inTransaction(single.db)).toBe(false);
    });

    it('rolls back both when a later statement fails, and holds the lock until then', async () => {
      await single.db.execute(sql.raw('create temporary table if not exists held_probe (id int)'));
      let heldElsewhere: unknown;
      const failing = single.db.transaction(async (tx) => {
        await tx.execute(sql.raw('select pg_advisory_xact_lock(7224199, 2)'));
        await tx.execute(sql`insert into held_probe values (${2})`);
        heldElsewhere = await rowsOf(shared.db.execute(sql.raw('select pg_try_advisory_xact_lock(7224199, 2) as free')));
        await tx.execute(sql`select 1 / ${0}::int`);
      });
      await expect(failing).rejects.toThrow();
      expect(heldElsewhere).toEqual([{ free: false }]);
      expect(await rowsOf(single.db.execute(sql`select id from held_probe where id = ${2}`))).toEqual([]);
      expect(await inTransaction(single.db)).toBe(false);
    });

    it('sends begin on its own before a parameterised first statement; an empty transaction sends nothing', async () => {
      const sent = await sentDuring(async () => {
        await single.db.transaction(async (tx) => tx.execute(sql`select ${3}::int as n`));
        await single.db.transaction(async () => {});
        await expect(
          single.db.transaction(async () => {
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
      });
      expect(sent).toEqual(['begin', 'select $1::int as n', 'commit']);
      expect(await inTransaction(single.db)).toBe(false);
    });

    it('a first statement of several statements gives their results, as it would alone', async () => {
      const results = await single.db.transaction((tx) => tx.execute(sql.raw('select 1 as a; select 2 as b')));
      expect((results as unknown as { rows: unknown[] }[]).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    });

    it('a failing first statement leaves the connection usable, outside any transaction', async () => {
      await expect(single.db.transaction((tx) => tx.execute(sql.raw('select 1 / 0')))).rejects.toThrow();
      expect(await inTransaction(single.db)).toBe(false);
      expect(await rowsOf(single.db.execute(sql`select ${6}::int as n`))).toEqual([{ n: 6 }]);
    });
  });

  it('serves a plain pg client the same way (the job engine’s pool)', async () => {
    if (shared.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const pool = new pg.Pool({ Client: NamingClient, connectionString: shared.connection.url, max: 1 });
    try {
      expect((await pool.query('select $1::text as word', ['seat'])).rows).toEqual([{ word: 'seat' }]);
      expect((await pool.query('select $1::text as word', ['slot'])).rows).toEqual([{ word: 'slot' }]);
      const { rows } = await pool.query<{ n: string }>(`select count(*) as n from pg_prepared_statements where statement like 'select $1::text as word%'`);
      expect(rows[0]!.n).toBe('1');
    } finally {
      await pool.end();
    }
  });
});
