import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/** A step a leg took, and when (the order page's little timeline of the trip). */
export interface LegStepEntry {
  status: string;
  at: string;
  /** Who took the step (a user id; null for the system): a second tap by the same person is not a second step. */
  by: number | null;
}

/** The condition of the car as the buddy recorded it at the handover (photos are media ids). */
export interface StoredReport {
  odometerKm: number;
  fuelLevel: string | null;
  notes: string | null;
  photos: { id: string; slot: string }[];
  recordedAt: string;
  recordedBy: number;
}

/**
 * A booking's pickup or drop: a small state machine (ADR 36), one row per booking and kind, changed
 * only by compare-and-swap on its status. The handover code is never stored: the digits are an HMAC of
 * the nonce (and the leg's id) under the server's secret.
 */
export const bookingLegs = pgTable(
  'booking_legs',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    driverUserId: integer('driver_user_id')
      .notNull()
      .references(() => users.id),
    codeNonce: varchar('code_nonce', { length: 32 }).notNull(),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codeLockedAt: timestamp('code_locked_at', { withTimezone: true }),
    /** Wrong codes across every code the leg had: resets do not give the leg's budget back (ADR 43). */
    codeWrongTotal: smallint('code_wrong_total').notNull().default(0),
    /** How many times the garage reset the code (an admin's resets are not counted: they are not limited). */
    codeGarageResets: smallint('code_garage_resets').notNull().default(0),
    /** Who reset the leg's code: none of them may enter a code on it. */
    codeResetBy: integer('code_reset_by')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    steps: jsonb('steps').$type<LegStepEntry[]>().notNull(),
    report: jsonb('report').$type<StoredReport>(),
    /** The buddy's last position while moving (null otherwise), and where and when they last moved 50 m or more. */
    lastLatitude: doublePrecision('last_latitude'),
    lastLongitude: doublePrecision('last_longitude'),
    lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
    movedLatitude: doublePrecision('moved_latitude'),
    movedLongitude: doublePrecision('moved_longitude'),
    movedAt: timestamp('moved_at', { withTimezone: true }),
    /** Set by the stalled-buddy job: no move of 50 m in 15 minutes on an open, moving leg. */
    stalledSince: timestamp('stalled_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('booking_legs_booking_kind_key').on(t.bookingId, t.kind),
    index('booking_legs_driver_idx').on(t.driverUserId),
    index('booking_legs_moving_idx')
      .on(t.status)
      .where(sql`${t.status} in ('on_the_way', 'out_for_delivery')`),
    check('booking_legs_kind_known', sql`${t.kind} in ('pickup', 'drop')`),
    check(
      'booking_legs_status_known',
      sql`${t.status} in ('assigned', 'on_the_way', 'out_for_delivery', 'arrived', 'handed_over', 'at_garage', 'handed_back', 'cancelled')`,
    ),
    check('booking_legs_attempts_bounded', sql`${t.codeAttempts} between 0 and 5`),
    check('booking_legs_wrong_total_bounded', sql`${t.codeWrongTotal} between 0 and 15`),
  ],
);

/** The buddy's short trail (the last 20 positions) while a leg is moving; deleted when it stops moving or closes. */
export const legPositions = pgTable(
  'leg_positions',
  {
    id: serial('id').primaryKey(),
    legId: integer('leg_id')
      .notNull()
      .references(() => bookingLegs.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('leg_positions_leg_idx').on(t.legId, t.id)],
);
