import { createHash } from 'node:crypto';
import { type AnyColumn, getTableColumns, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import { connectionOf, type Executor, runStatement, type Statement } from './client';

/**
 * Hot statements, built once and sent as prepared statements (ADR 24), on documented APIs only:
 * - compiledQuery: a drizzle query with `sql.placeholder`s, `.prepare(name)`d once per long-lived
 *   drizzle client (the pool's, and each pooled connection's for the transactions of
 *   `transaction()`), then `.execute(values)`: drizzle builds its text once, maps its rows as an
 *   awaited query would, and node-postgres sends it as a named statement.
 * - compiledStatement: a raw `sql` statement whose text is built once, run by `runStatement` (a
 *   node-postgres `{ name, text, values }` query config, or PGlite's `query()`).
 * Building a statement with drizzle's query builder took 30–630 µs of CPU each time (bench/RESULTS.md, the lab log's
 * profile), and an unnamed statement is parsed and planned by PostgreSQL on every execution.
 */

type Values = Record<string, unknown>;
/** What a compiled query is built with: drizzle's builders. */
export type QueryBuilder = PgDatabase<PgQueryResultHKT>;
interface PreparedQuery {
  execute(values?: Values): Promise<unknown>;
}
type Preparable = { prepare(name: string): PreparedQuery; toSQL(): { sql: string } };

/** Distinct texts named at most per process (runText), so texts that keep changing cannot make each connection keep statements without end. */
export const MAX_NAMED_STATEMENTS = 500;

/** A statement's name, derived from its text: the same text has the same name in every process. */
export const statementName = (text: string) => `cs_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/** A namer with a cap: the name of a text, or undefined once `max` texts have names and this one is new. */
export function statementNamer(max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
}

/**
 * A select, insert, update or delete built once with placeholders for its values:
 *   const byCode = compiledQuery((qb) => qb.select().from(coupons).where(eq(coupons.code, sql.placeholder('code'))));
 *   const rows = await byCode(db, { code });
 * The result is what the same query awaited would give. It runs on the executor's connection: the
 * database, or the transaction the executor is.
 */
export function compiledQuery<TQuery extends Preparable & PromiseLike<unknown>>(make: (qb: QueryBuilder) => TQuery) {
  const prepared = new WeakMap<object, PreparedQuery>();
  return (executor: Executor, values: Values): Promise<Awaited<TQuery>> => {
    const on = connectionOf(executor);
    let query = prepared.get(on);
    if (!query) {
      const built = make(on as QueryBuilder);
      query = built.prepare(statementName(built.toSQL().sql));
      prepared.set(on, query);
    }
    return query.execute(values) as Promise<Awaited<TQuery>>;
  };
}

const dialect = new PgDialect();

/** A raw statement (`sql` with `sql.placeholder`s) built once; gives its rows as drizzle's `execute` does. */
export function compiledStatement(statement: SQL) {
  let built: (Statement & { params: unknown[] }) | undefined;
  return (executor: Executor, values: Values): Promise<unknown> => {
    if (!built) {
      const query = dialect.sqlToQuery(statement);
      built = { name: statementName(query.sql), text: query.sql, params: query.params };
    }
    const args = built.params.map((param) => {
      if (!is(param, Placeholder)) return param;
      if (!(param.name in values)) throw new Error(`No value for placeholder "${param.name}" was provided`);
      return values[param.name];
    });
    return runStatement(executor, built, args);
  };
}

/** `column = any($name)`: one statement text for any number of ids (an `in` list has a text per length). */
export const isAnyOf = (column: AnyColumn, placeholder: string) => sql`${column} = any(${sql.placeholder(placeholder)}::int[])`;

/**
 * A placeholder whose value goes to the driver as given. drizzle encodes a placeholder standing for a
 * column's value with that column's encoder, and a timestamp's encoder cannot take null.
 */
export const bare = (placeholder: string) => sql`${sql.placeholder(placeholder)}`;

const nameOfText = statementNamer();

/** A statement's text with $1… parameters, run as it is on the executor (for SQL written elsewhere: the job engine's). */
export function runText(executor: Executor, text: string, values: unknown[] = []): Promise<unknown> {
  return runStatement(executor, { name: values.length > 0 ? nameOfText(text) : undefined, text }, values);
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
