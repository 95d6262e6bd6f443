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

/** The text of a query as given to `query()`, when it is a plain text or config (not a submittable). */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const query = config as { text?: unknown; submit?: unknown } | null;
  return query && typeof query === 'object' && typeof query.submit !== 'function' && typeof query.text === 'string' ? query.text : undefined;
}

/** A statement node-postgres sends with the simple protocol: a text with no values and no name. */
const isSimple = (config: unknown, values: unknown) =>
  textOf(config) !== undefined && !hasValues(values) && !hasValues((config as { values?: unknown }).values) && !(config as { name?: unknown }).name;

/** What `begin` answers (drizzle reads nothing of it), given when it is held back. */
const NOTHING = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/**
 * node-postgres' client (for pg.Pool's `Client` option): names its parameterised statements, and
 * sends a transaction's `begin` together with the transaction's first statement when that statement
 * has no parameters ("begin;select …" in one simple-protocol message, one round trip instead of two:
 * ADR 0022). drizzle opens every transaction with exactly `begin` and always ends it with `commit` or
 * `rollback`; one that ends before any statement never reaches the server.
 */
export class NamingClient extends pg.Client {
  /** A `begin` not sent yet: it goes with the next statement. */
  beginHeld = false;
}

/** node-postgres' own query(), looked up at each call (a test watches what reaches it). */
const send = (client: pg.Client, ...args: unknown[]) => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(client, args);
/** The statement's own result(s) from a "begin;…" text's: what it would have given sent alone. */
const withoutBegin = (results: unknown[]) => (results.length === 2 ? results[1] : results.slice(1));

NamingClient.prototype.query = function (this: NamingClient, config: unknown, ...rest: unknown[]) {
  // pg.Pool's query() calls with a callback, on a connection of its own: never inside a transaction.
  const promised = typeof rest[rest.length - 1] !== 'function';
  const text = textOf(config);
  if (promised && text === 'begin' && isSimple(config, rest[0]) && !this.beginHeld) {
    this.beginHeld = true;
    return Promise.resolve(NOTHING);
  }
  if (this.beginHeld) {
    this.beginHeld = false;
    if (promised && (text === 'commit' || text === 'rollback')) return Promise.resolve({ ...NOTHING, command: text.toUpperCase() });
    if (promised && isSimple(config, rest[0])) {
      const merged = typeof config === 'string' ? `begin;${config}` : { ...(config as object), text: `begin;${text}` };
      return (send(this, merged, ...rest) as Promise<unknown[]>).then(withoutBegin);
    }
    return (send(this, 'begin') as Promise<unknown>).then(() => send(this, withStatementName(config, rest[0]), ...rest));
  }
  return send(this, withStatementName(config, rest[0]), ...rest);
} as pg.Client['query'];
