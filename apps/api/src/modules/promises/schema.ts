import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';

/**
 * When the garage said the car would be ready (and, with pickup, back): as now promised, and the time it
 * is held to, which only ever moves earlier (a later promise still counts as late from the earlier one).
 */
export const bookingPromises = pgTable(
  'booking_promises',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    readyBy: timestamp('ready_by', { withTimezone: true }).notNull(),
    backBy: timestamp('back_by', { withTimezone: true }),
    dueReadyBy: timestamp('due_ready_by', { withTimezone: true }).notNull(),
    dueBackBy: timestamp('due_back_by', { withTimezone: true }),
    /** How many times the garage moved it later (the customer was told each time). */
    movedLater: smallint('moved_later').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('booking_promises_back_after_ready', sql`${t.backBy} is null or ${t.backBy} >= ${t.readyBy}`)],
);

/** CarSeva Money credited because the car came back later than promised: once per booking (the key). */
export const lateCredits = pgTable(
  'late_credits',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    garageId: integer('garage_id').notNull(),
    promisedAt: timestamp('promised_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('late_credits_amount_positive', sql`${t.amountPaise} > 0`)],
);

/** The late-credit rule the admin sets: one row (id 1); the defaults apply until it is first saved. */
export const lateCreditRule = pgTable(
  'late_credit_rule',
  {
    id: smallint('id').primaryKey(),
    perHourPaise: integer('per_hour_paise').notNull(),
    capPercent: smallint('cap_percent').notNull(),
    graceMinutes: smallint('grace_minutes').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('late_credit_rule_one_row', sql`${t.id} = 1`),
    check('late_credit_rule_bounds', sql`${t.perHourPaise} >= 0 and ${t.capPercent} between 0 and 100 and ${t.graceMinutes} >= 0`),
  ],
);
