import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';

/** A customer's saved pickup addresses (My Addresses); checkout offers the last used first (when is read from the bookings). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    label: varchar('label', { length: 8 }).notNull(),
    address: text('address').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    /** The map pin, from the device location when the customer shared it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_label_known', sql`${t.label} in ('home', 'work', 'other')`),
    check('addresses_pincode_digits', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);
