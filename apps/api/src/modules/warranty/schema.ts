import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/**
 * A warranty claim on a completed order (ADR 38): what did not hold, the garage's answer (a free rework
 * booking, or a decline with a reason) by `answer_by`, the customer's escalation, and CarSeva's decision,
 * taken once (compare-and-swap on the status).
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    status: varchar('status', { length: 10 }).notNull(),
    /** The order's services claimed (garage offering ids, as on the order). */
    serviceIds: integer('service_ids').array().notNull(),
    /** What those services cost the customer: their share of the order's total (discount and GST included). */
    claimedPaise: integer('claimed_paise').notNull(),
    description: text('description').notNull(),
    photoIds: uuid('photo_ids').array().notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    /** The free visit booked to put it right, by the garage or (at another garage) by CarSeva. */
    reworkBookingId: integer('rework_booking_id').references(() => bookings.id),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decision: varchar('decision', { length: 8 }),
    decisionNote: text('decision_note'),
    refundTo: varchar('refund_to', { length: 8 }),
    refundPaise: integer('refund_paise'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('warranty_claims_booking_idx').on(t.bookingId),
    index('warranty_claims_rework_idx').on(t.reworkBookingId),
    index('warranty_claims_status_idx').on(t.status, t.createdAt),
    // One claim in progress per order at a time: a double submit opens one.
    uniqueIndex('warranty_claims_one_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} in ('open', 'declined', 'escalated')`),
    check('warranty_claims_status_known', sql`${t.status} in ('open', 'rework', 'declined', 'escalated', 'decided')`),
    check('warranty_claims_decision_known', sql`${t.decision} is null or ${t.decision} in ('rework', 'refund', 'reject')`),
    check('warranty_claims_decided_once', sql`(${t.status} = 'decided') = (${t.decision} is not null)`),
    check('warranty_claims_refund_positive', sql`${t.refundPaise} is null or ${t.refundPaise} > 0`),
  ],
);

/**
 * Money CarSeva gave back for an order after its work (a claim's refund, damage compensation), one row per
 * cause: what keeps every such payout within what the customer paid for the order (ADR 38).
 */
export const orderPayouts = pgTable(
  'order_payouts',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** claim:<id>, damage:<id>. */
    cause: varchar('cause', { length: 24 }).notNull(),
    /** original (the gateway's refund) or wallet (CarSeva Money). */
    paidTo: varchar('paid_to', { length: 8 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_payouts_cause_key').on(t.cause),
    index('order_payouts_booking_idx').on(t.bookingId),
    check('order_payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check('order_payouts_to_known', sql`${t.paidTo} in ('original', 'wallet')`),
  ],
);

/**
 * A damage report: within 48 hours of the car coming back, with photos; resolved once by an admin
 * (compensation paid through the payout ledger above, or rejected with a reason).
 */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    status: varchar('status', { length: 10 }).notNull(),
    description: text('description').notNull(),
    photoIds: uuid('photo_ids').array().notNull(),
    decision: varchar('decision', { length: 10 }),
    decisionNote: text('decision_note'),
    payTo: varchar('pay_to', { length: 8 }),
    amountPaise: integer('amount_paise'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('damage_reports_booking_idx').on(t.bookingId),
    index('damage_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('damage_reports_one_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'open'`),
    check('damage_reports_status_known', sql`${t.status} in ('open', 'resolved')`),
    check('damage_reports_decided_once', sql`(${t.status} = 'resolved') = (${t.decision} is not null)`),
    check('damage_reports_decision_known', sql`${t.decision} is null or ${t.decision} in ('compensate', 'reject')`),
    check('damage_reports_amount_positive', sql`${t.amountPaise} is null or ${t.amountPaise} > 0`),
  ],
);
