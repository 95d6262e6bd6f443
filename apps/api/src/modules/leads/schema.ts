import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the catalog module.
import { carModels, cities } from '../catalog/schema';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';

/** Who on the platform team answered it, when, and what they noted; null while waiting. */
const handling = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id),
  handledNote: text('handled_note'),
});

export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  phone: varchar('phone', { length: 13 }).notNull(),
  cityId: integer('city_id').references(() => cities.id),
  carModelId: integer('car_model_id').references(() => carModels.id),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  ...handling(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: varchar('phone', { length: 13 }).notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** "Help with an order": the signed-in customer and the booking the message is about. */
  userId: integer('user_id').references(() => users.id),
  bookingId: integer('booking_id').references(() => bookings.id),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  ...handling(),
});
