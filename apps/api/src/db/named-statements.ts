import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Server-side prepared statements for every parameterised query (ADR 0022). An unnamed statement is
 * parsed, analysed and planned by PostgreSQL on every execution, which measured over a third of its
 * CPU per booking; a named one is parsed once per connection and, after a few executions, runs on
 * a cached plan. The name is derived from the text, so the same text always has the same name.
 *
 * Only statements with parameters are named: one without is sent with the simple protocol, which
 * also carries several statements in one text (migrations), and a named statement cannot.
 */

/** Distinct texts named at most per process, so a query built with ever-changing text cannot make each connection keep statements without end. */
export const MAX_NAMED_STATEMENTS = 500;

/** A namer: the name for a statement's text, or undefined once `max` texts have names and this one is new. */
export function statementNamer(max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `cs_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
}

const statementName = statementNamer();

const hasValues = (list: unknown) => Array.isArray(list) && list.length > 0;

/** Gives a parameterised query config its statement name; leaves submittables, named configs and parameterless statements as they are. */
export function withStatementName(config: unknown, values: unknown, nameOf: (text: string) => string | undefined = statementName): unknown {
  if (typeof config === 'string') {
    const name = hasValues(values) ? nameOf(config) : undefined;
    return name ? { text: config, name } : config;
  }
  if (config === null || typeof config !== 'object') return config;
  const query = config as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
  if (typeof query.submit === 'function' || query.name || typeof query.text !== 'string') return config;
  if (!hasValues(query.values) && !hasValues(values)) return config;
  const name = nameOf(query.text);
  // A copy: callers (drizzle's prepared queries) reuse their config object.
  return name ? { ...query, name } : config;
}

/** node-postgres' client, naming its parameterised statements (for pg.Pool's `Client` option). */
export class NamingClient extends pg.Client {}

const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
NamingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  return clientQuery.call(this, withStatementName(config, rest[0]), ...rest);
} as pg.Client['query'];
