import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bare, compiledQuery, compiledStatement } from '../src/db/compiled-query';
import { createTestDatabase, testDbKind } from './database';

const parts = pgTable('compiled_probe_parts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
});
const notes = pgTable('compiled_probe_notes', { id: serial('id').primaryKey(), partId: integer('part_id').notNull(), body: text('body').notNull() });

const insertPart = compiledQuery((qb) =>
  qb
    .insert(parts)
    .values({ name: sql.placeholder('name'), madeAt: sql.placeholder('madeAt') })
    .returning(),
);
const partByName = compiledQuery((qb) =>
  qb
    .select()
    .from(parts)
    .where(eq(parts.name, sql.placeholder('name'))),
);
const partsWithNotes = compiledQuery((qb) =>
  qb
    .select({ part: parts.name, note: notes.body })
    .from(parts)
    .leftJoin(notes, eq(notes.partId, parts.id))
    .where(sql`${parts.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(parts.id),
);
const renamePart = compiledQuery((qb) =>
  qb
    .update(parts)
    .set({ name: bare('to') })
    .where(and(eq(parts.name, sql.placeholder('from'))))
    .returning({ id: parts.id }),
);
const echoNames = compiledStatement(sql`select name from unnest(${sql.placeholder('names')}::text[]) with ordinality as item(name, n) order by n`);
const countParts = compiledStatement(sql`select count(*)::int as n from ${parts} where ${parts.name} like ${sql.placeholder('pattern')}`);

/** Compiled queries (ADR 24) give what the same drizzle query would, on the database and inside transactions. */
describe(`compiled queries (${testDbKind})`, () => {
  let database: Database;
  const madeAt = new Date('2026-11-24T04:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql.raw('create table compiled_probe_parts (id serial primary key, name text not null, made_at timestamptz not null)'));
    await database.db.execute(sql.raw('create table compiled_probe_notes (id serial primary key, part_id int not null, body text not null)'));
  });
  afterAll(async () => database.close());

  it('inserts and reads rows mapped as drizzle maps them (names, dates), with each call’s own values', async () => {
    const [brake] = await insertPart(database.db, { name: 'brake pad', madeAt });
    const [wiper] = await insertPart(database.db, { name: 'wiper', madeAt });
    expect(brake).toEqual({ id: expect.any(Number), name: 'brake pad', madeAt });
    expect(wiper!.id).toBe(brake!.id + 1);
    expect(await partByName(database.db, { name: 'wiper' })).toEqual([wiper]);
    expect(await partByName(database.db, { name: 'clutch' })).toEqual([]);
  });

  it('maps a left join’s missing side to null, and takes an array value', async () => {
    const [brake] = await partByName(database.db, { name: 'brake pad' });
    const [wiper] = await partByName(database.db, { name: 'wiper' });
    await database.db.insert(notes).values({ partId: brake!.id, body: 'front axle' });
    expect(await partsWithNotes(database.db, { ids: [brake!.id, wiper!.id] })).toEqual([
      { part: 'brake pad', note: 'front axle' },
      { part: 'wiper', note: null },
    ]);
  });

  it('runs inside a transaction: its writes are seen there and undone with it', async () => {
    const rolledBack = database.db.transaction(async (tx) => {
      expect(await renamePart(tx, { from: 'wiper', to: 'wiper blade' })).toHaveLength(1);
      expect(await partByName(tx, { name: 'wiper blade' })).toHaveLength(1);
      // Outside, the change is not seen yet (PGlite has one connection, which the transaction holds).
      if (testDbKind === 'postgres') expect(await partByName(database.db, { name: 'wiper blade' })).toEqual([]);
      throw new Error('undo');
    });
    await expect(rolledBack).rejects.toThrow('undo');
    expect(await partByName(database.db, { name: 'wiper blade' })).toEqual([]);
    expect(await partByName(database.db, { name: 'wiper' })).toHaveLength(1);
  });

  it('runs a raw statement and gives the driver’s result', async () => {
    const result = (await countParts(database.db, { pattern: '%pad' })) as { rows: { n: number }[] };
    expect(result.rows).toEqual([{ n: 1 }]);
  });

  it('passes a text array through whole, whatever its items hold', async () => {
    const names = ['Wash, "premium"', '{braces}', 'back\\slash', "it's", 'NULL', ''];
    const result = (await echoNames(database.db, { names })) as { rows: { name: string }[] };
    expect(result.rows.map((row) => row.name)).toEqual(names);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    await expect(partByName(database.db, {})).rejects.toThrow(/No value for placeholder "name"/);
  });
});
