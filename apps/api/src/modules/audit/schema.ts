import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';

/**
 * Every change an admin or a garage makes: who, when, what, and the record before and after. Written
 * in the change's own transaction, so a change is never without its entry. garage_id and booking_id
 * say whose history it belongs to (plain ids: the entry outlives nothing it describes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorRole: varchar('actor_role', { length: 8 }).notNull(),
    /** What changed, as `<entity>.<verb>`: garage.create, booking.cancelled, coupon.expire … */
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 20 }).notNull(),
    entityId: text('entity_id').notNull(),
    garageId: integer('garage_id'),
    bookingId: integer('booking_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_garage_idx').on(t.garageId, t.createdAt),
    index('audit_log_booking_idx').on(t.bookingId, t.createdAt),
    check('audit_log_actor_role_known', sql`${t.actorRole} in ('admin', 'owner', 'staff', 'customer')`),
  ],
);
