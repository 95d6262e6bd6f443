import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/**
 * A photo: uploaded by its client-chosen id (so a retried upload is the same photo) to `original_key`,
 * then re-encoded to `served_key` and marked ready. Every photo belongs to a booking, or for a staff
 * portrait to a garage. Keys are generated, never an uploader's file name.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    purpose: varchar('purpose', { length: 12 }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    garageId: integer('garage_id').references(() => garages.id),
    status: varchar('status', { length: 8 }).notNull(),
    originalKey: varchar('original_key', { length: 64 }).notNull(),
    servedKey: varchar('served_key', { length: 64 }).notNull(),
    /** What the uploader declared (and the upload URL signed): the original's type and size. */
    contentType: varchar('content_type', { length: 16 }).notNull(),
    bytes: integer('bytes').notNull(),
    /** The served variant's size, once ready. */
    width: smallint('width'),
    height: smallint('height'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('media_booking_idx').on(t.bookingId),
    index('media_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('media_status_known', sql`${t.status} in ('pending', 'ready')`),
    check('media_purpose_known', sql`${t.purpose} in ('condition', 'extra', 'claim', 'dispute', 'portrait')`),
    // A booking's photo names its booking; a portrait names its garage instead.
    check('media_owner', sql`(${t.purpose} = 'portrait') = (${t.bookingId} is null and ${t.garageId} is not null)`),
    check('media_ready_has_size', sql`${t.status} = 'pending' or (${t.width} is not null and ${t.height} is not null)`),
  ],
);
