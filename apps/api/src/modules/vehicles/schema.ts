import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the catalog module.
import { carModels } from '../catalog/schema';

/** A customer's own cars (My Cars): at most one default, which fills the pickers, prices and bookings. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    carModelId: integer('car_model_id')
      .notNull()
      .references(() => carModels.id),
    fuelType: varchar('fuel_type', { length: 20 }).notNull(),
    /** Upper case without spaces, e.g. HR26DQ1234; null for a car chosen in the car picker, until the customer adds it. */
    registrationNo: varchar('registration_no', { length: 12 }),
    nickname: varchar('nickname', { length: 40 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId),
    uniqueIndex('vehicles_user_registration_key').on(t.userId, t.registrationNo),
    uniqueIndex('vehicles_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
