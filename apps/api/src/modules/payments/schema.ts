import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';

/**
 * A gateway order for a booking; paid once, whichever of verify, webhook or reconciler gets there first.
 * Status: created → paid, or → unmatched when the money arrives for a booking that no longer awaits it
 * (refunded automatically); → refunded once the money went back.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_key').on(t.provider, t.gatewayOrderId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_status_known', sql`${t.status} in ('created', 'paid', 'unmatched', 'refunded')`),
  ],
);

/** Money sent back for a captured payment: one full refund per payment, asked of the gateway by a job. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    /** Why: late_payment (the booking had ended), cancelled or rejected. */
    reason: varchar('reason', { length: 16 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    gatewayRefundId: varchar('gateway_refund_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_payment_key').on(t.paymentId),
    check('refunds_status_known', sql`${t.status} in ('requested', 'pending', 'processed', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhook event ids already processed, so a redelivered event does nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
