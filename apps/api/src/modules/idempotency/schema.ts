import { pgTable, primaryKey, smallint, text, timestamp, integer, varchar, index } from 'drizzle-orm/pg-core';

/**
 * One row per (user, route, Idempotency-Key): the request's fingerprint and, once answered, the
 * answer, replayed to a retry with the same key. status is null while the first request is running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    scope: varchar('scope', { length: 80 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: smallint('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
