import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the bookings module.
import { bookingEvents, bookings } from '../bookings/schema';

/**
 * One message about one timeline entry to one recipient (the customer or the garage): what was written
 * and whether it went. Unique per (event, recipient), so an event is notified at most once whoever runs
 * it, whatever the channel. Status: queued → sending (claimed by one worker) → sent | failed; skipped
 * when it is not to be sent (the customer turned updates off, the garage has no phone), with the reason
 * in last_error. A customer who opted in is written to on WhatsApp (channel `whatsapp`); a WhatsApp
 * message refused, reported failed, or neither delivered nor read in time is switched to `sms` once
 * (fell_back_at) and sent again by SMS.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => bookingEvents.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    recipient: varchar('recipient', { length: 8 }).notNull(),
    /** The message kind (kinds.ts), which names its template. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** +91XXXXXXXXXX, or null when there is nobody to send to (skipped). */
    toPhone: varchar('to_phone', { length: 13 }),
    /** The template's variables, and the text as we render it: sent as they are on every attempt. */
    vars: jsonb('vars').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    /** The language it is written in (the customer's, ADR 0040), which picks its SMS and WhatsApp templates. */
    language: varchar('language', { length: 2, enum: ['en', 'hi', 'ta'] })
      .notNull()
      .default('en'),
    /** `sms`, or `whatsapp` until it falls back to SMS. */
    channel: varchar('channel', { length: 8 }).notNull().default('sms'),
    status: varchar('status', { length: 8 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: varchar('provider_message_id', { length: 128 }),
    /** When the current claim was taken: a `sending` row older than the claim timeout is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** WhatsApp's id for the message (`wamid.…`), which its status webhooks name; kept after a fallback. */
    whatsappMessageId: varchar('whatsapp_message_id', { length: 128 }),
    /** How far the WhatsApp message got (sent → delivered → read, or failed); only ever moves forward. */
    whatsappStatus: varchar('whatsapp_status', { length: 10 }),
    /** When the WhatsApp message was given up for an SMS: at most once. */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_event_recipient_key').on(t.eventId, t.recipient),
    // A garage hears of a booking once, however many payments it gets.
    uniqueIndex('notifications_garage_new_booking_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'garage_new_booking'`),
    index('notifications_status_idx').on(t.status, t.id),
    uniqueIndex('notifications_whatsapp_message_key').on(t.whatsappMessageId),
    // WhatsApp messages handed over and not yet known delivered: what the fallback job looks through.
    index('notifications_whatsapp_pending_idx')
      .on(t.sentAt)
      .where(sql`${t.channel} = 'whatsapp' and ${t.status} = 'sent'`),
    check('notifications_channel_known', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('notifications_whatsapp_status_known', sql`${t.whatsappStatus} in ('sent', 'delivered', 'read', 'failed')`),
    check('notifications_language_known', sql`${t.language} in ('en', 'hi', 'ta')`),
    check('notifications_recipient_known', sql`${t.recipient} in ('customer', 'garage')`),
    check('notifications_status_known', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);
