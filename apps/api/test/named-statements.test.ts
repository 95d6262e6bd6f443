import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPostgresUrl, runStatement, transaction } from '../src/db/client';
import { compiledQuery, compiledStatement, runText, statementName, statementNamer } from '../src/db/compiled-query';
import { createTestDatabase, testDbKind } from './database';

const echo = compiledStatement(
  sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('day')}::date as day`,
);
const numbers = compiledQuery((qb) => qb.select({ n: sql<number>`n` }).from(sql`generate_series(1, ${sql.placeholder('upTo')}::int) as n`));

/** Hot statements on documented driver APIs (ADR 24): named prepared statements on PostgreSQL, PGlite's own query() on PGlite. */
describe(`statements of the database layer (${testDbKind})`, () => {
  let shared: Database;
  let single: Database;

  beforeAll(async () => {
    shared = await createTestDatabase();
    // PostgreSQL: one connection, so every statement below meets the same session.
    single = shared.connection.kind === 'postgres' ? fromPostgresUrl(shared.connection.url, 1) : shared;
  });
  afterAll(async () => {
    if (single !== shared) await single.close();
    await shared.close();
  });

  const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
  /** The texts prepared on the executor's connection. */
  const prepared = async (on = single.db as Parameters<typeof runStatement>[0]) =>
    (await rowsOf<{ name: string; statement: string }>(on.execute(sql.raw('select name, statement from pg_prepared_statements')))).map((r) => r.name);

  it('names a text the same way every time, and stops naming new texts at the cap', () => {
    expect(statementName('select $1')).toMatch(/^cs_[\w-]{20}$/);
    expect(statementName('select $1')).toBe(statementName('select $1'));
    expect(statementName('select $1, $2')).not.toBe(statementName('select $1'));
    const nameOf = statementNamer(1);
    const first = nameOf('select $1');
    expect(nameOf('select $1, $2')).toBeUndefined();
    expect(nameOf('select $1')).toBe(first);
  });

  it('gives rows as drizzle’s execute does: timestamps and dates as PostgreSQL’s text', async () => {
    const at = new Date('2026-11-24T04:00:00.000Z');
    const expected = { n: 7, at: expect.stringMatching(/^2026-11-24 0\d:\d\d:00(\+00)?/), day: '2026-11-25' };
    const { rows } = (await echo(single.db, { n: 7, at, day: '2026-11-25' })) as { rows: unknown[] };
    expect(rows).toEqual([expected]);
    const drizzled = await rowsOf(single.db.execute(sql`select ${7}::int as n, ${at.toISOString()}::timestamptz as at, ${'2026-11-25'}::date as day`));
    expect(rows).toEqual(drizzled);
  });

  it.runIf(testDbKind === 'postgres')(
    'sends a compiled statement as a named prepared statement, parsed once per connection',
    { tags: ['postgres'] },
    async () => {
      for (const n of [1, 2, 3]) await echo(single.db, { n, at: new Date(), day: '2026-11-25' });
      const names = await prepared();
      expect(names.filter((name) => name.startsWith('cs_'))).toHaveLength(1);
      await numbers(single.db, { upTo: 2 });
      expect((await prepared()).filter((name) => name.startsWith('cs_'))).toHaveLength(2);
    },
  );

  it('runs a compiled query and a compiled statement inside transaction(), named on its connection, undone with it', async () => {
    await single.db.execute(sql.raw('create table if not exists statement_probe (id int)'));
    const insert = compiledStatement(sql`insert into statement_probe values (${sql.placeholder('id')}::int)`);
    const failing = transaction(single.db, async (tx) => {
      await insert(tx, { id: 1 });
      expect(await numbers(tx, { upTo: 3 })).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(await rowsOf(runStatement(tx, { text: 'select count(*)::int as n from statement_probe' }, []))).toEqual([{ n: 1 }]);
      if (testDbKind === 'postgres') {
        expect(await prepared(tx)).toContain(statementName('insert into statement_probe values ($1::int)'));
        // Outside, the row is not seen yet.
        expect(await rowsOf(shared.db.execute(sql.raw('select id from statement_probe')))).toEqual([]);
      }
      throw new Error('undo');
    });
    await expect(failing).rejects.toThrow('undo');
    expect(await rowsOf(single.db.execute(sql.raw('select id from statement_probe')))).toEqual([]);
    await transaction(single.db, (tx) => insert(tx, { id: 2 }));
    expect(await rowsOf(single.db.execute(sql.raw('select id from statement_probe')))).toEqual([{ id: 2 }]);
  });

  it('holds a transaction-level lock until the transaction ends, and nests as drizzle does (a savepoint)', async () => {
    await transaction(single.db, async (tx) => {
      await runText(tx, 'select pg_advisory_xact_lock($1, $2)', [7224199, 1]);
      if (testDbKind === 'postgres')
        expect(await rowsOf(shared.db.execute(sql.raw('select pg_try_advisory_xact_lock(7224199, 1) as free')))).toEqual([{ free: false }]);
      await expect(tx.transaction(async () => Promise.reject(new Error('inner')))).rejects.toThrow('inner');
      expect(await rowsOf(runText(tx, 'select 1 as still'))).toEqual([{ still: 1 }]);
    });
    if (testDbKind === 'postgres')
      expect(await rowsOf(shared.db.execute(sql.raw('select pg_try_advisory_xact_lock(7224199, 1) as free')))).toEqual([{ free: true }]);
  });

  it('goes on working after a transaction whose prepared statement failed', async () => {
    const divide = compiledStatement(sql`select 1 / ${sql.placeholder('by')}::int as q`);
    const failed = (await transaction(single.db, (tx) => divide(tx, { by: 0 })).catch((error: unknown) => error)) as {
      code?: string;
      cause?: { code?: string };
    };
    expect(failed.code ?? failed.cause?.code).toBe('22012');
    expect(await rowsOf(divide(single.db, { by: 1 }))).toEqual([{ q: 1 }]);
    expect(await rowsOf(transaction(single.db, (tx) => divide(tx, { by: 1 })))).toEqual([{ q: 1 }]);
  });

  it('runs statements on a transaction drizzle opened itself (unnamed), with the same results', async () => {
    const rows = await single.db.transaction(async (tx) => rowsOf(echo(tx, { n: 3, at: new Date('2026-11-24T04:00:00.000Z'), day: '2026-11-26' })));
    expect(rows).toEqual([{ n: 3, at: expect.any(String), day: '2026-11-26' }]);
    expect(await single.db.transaction((tx) => numbers(tx, { upTo: 1 }))).toEqual([{ n: 1 }]);
  });

  it('runs a parameterless text of several statements unnamed (the job engine’s)', async () => {
    if (testDbKind !== 'postgres') return;
    const results = (await runText(single.db, 'select 1 as a; select 2 as b')) as unknown as { rows: unknown[] }[];
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });
});
