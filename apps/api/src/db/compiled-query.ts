import { type AnyColumn, getTableColumns, type Query, sql, type SQL } from 'drizzle-orm';
import { PgDatabase, PgDialect, type PgQueryResultHKT, type PgSession, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Queries whose SQL drizzle builds once, not on every call (ADR 24). Building a statement with drizzle's
 * query builder took 30–630 µs of CPU (a select of the bookings row 140 µs, the booking's insert 630 µs)
 * and was over a third of the API's CPU per booking. A compiled query keeps what drizzle built (its
 * text, where each `sql.placeholder` goes, how to map the result rows) and runs it on whichever
 * executor it is given, the database or a transaction, with that call's values.
 */

type Values = Record<string, unknown>;
/** What a compiled query is built with: drizzle's builders, on no database. */
export type QueryBuilder = PgDatabase<PgQueryResultHKT>;
type Preparable = { prepare(name: string): unknown };
type Fields = Parameters<PgSession['prepareQuery']>[1];
type ResultMapper = Parameters<PgSession['prepareQuery']>[4];

/** What drizzle hands its session to prepare a query: captured once and handed to each executor's session. */
interface Built {
  query: Query;
  fields: Fields;
  arrayMode: boolean;
  mapper: ResultMapper;
  /** Which joined tables may come back null (drizzle sets it on the prepared query of a select with joins). */
  joinsNotNullableMap?: unknown;
}

const dialect = new PgDialect();

/** Runs a builder against a session that only records what it was asked to prepare. */
function build(make: (qb: QueryBuilder) => Preparable): Built {
  let built: Built | undefined;
  const handle = {
    setToken: () => handle,
    set joinsNotNullableMap(value: unknown) {
      built!.joinsNotNullableMap = value;
    },
  };
  const recorder = {
    prepareQuery(query: Query, fields: Fields, _name: unknown, arrayMode: boolean, mapper: ResultMapper) {
      built = { query, fields, arrayMode, mapper };
      return handle;
    },
  } as unknown as PgSession;
  make(new PgDatabase(dialect, recorder, undefined)).prepare('compiled');
  if (!built) throw new Error('the compiled query was not prepared');
  return built;
}

function run<T>(built: Built, executor: Executor, values: Values): Promise<T> {
  const prepared = executor._.session.prepareQuery(built.query, built.fields, undefined, built.arrayMode, built.mapper);
  if (built.joinsNotNullableMap) (prepared as unknown as Built).joinsNotNullableMap = built.joinsNotNullableMap;
  return prepared.execute(values) as Promise<T>;
}

/**
 * A select, insert, update or delete built once with placeholders for its values:
 *   const byCode = compiledQuery((qb) => qb.select().from(coupons).where(eq(coupons.code, sql.placeholder('code'))));
 *   const rows = await byCode(db, { code });
 * The result is what the same query awaited would give.
 */
export function compiledQuery<TQuery extends Preparable & PromiseLike<unknown>>(make: (qb: QueryBuilder) => TQuery) {
  let built: Built | undefined;
  return (executor: Executor, values: Values): Promise<Awaited<TQuery>> => run((built ??= build(make)), executor, values);
}

/** A raw statement (`sql` with placeholders) built once; gives the driver's result, as `execute` does. */
export function compiledStatement(statement: SQL) {
  let built: Built | undefined;
  return (executor: Executor, values: Values): Promise<unknown> =>
    run((built ??= { query: dialect.sqlToQuery(statement), fields: undefined, arrayMode: false, mapper: undefined }), executor, values);
}

/** `column = any($name)`: one statement text for any number of ids (an `in` list has a text per length). */
export const isAnyOf = (column: AnyColumn, placeholder: string) => sql`${column} = any(${sql.placeholder(placeholder)}::int[])`;

/**
 * A placeholder whose value goes to the driver as given. drizzle encodes a placeholder standing for a
 * column's value with that column's encoder, and a timestamp's encoder cannot take null.
 */
export const bare = (placeholder: string) => sql`${sql.placeholder(placeholder)}`;

/** A statement's text with $1… parameters, run as it is on the executor (for SQL written elsewhere: the job engine's). */
export function runText(executor: Executor, text: string, values: unknown[] = []): Promise<unknown> {
  return executor._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute();
}

/** A value for an array parameter of a raw statement: a timestamp as ISO text, which every driver reads the same way; undefined as null. */
export const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** A table's row as a raw statement's result has it (column names, the driver's values), shaped as drizzle gives that table's rows. */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
