import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/** A customer's rating of the garage for one completed order: once per order. */
export const reviews = pgTable(
  'reviews',
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
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_garage_idx').on(t.garageId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
