import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/** Who works at a garage: its owner(s) and staff, who run its jobs in the partner console, and its service buddies (drivers). */
export const garageStaff = pgTable(
  'garage_staff',
  {
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: varchar('role', { length: 8 }).notNull(),
    /** A service buddy's portrait (a photo id of the media module): the customer sees it once the buddy is assigned. */
    photoMediaId: varchar('photo_media_id', { length: 36 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.garageId, t.userId] }),
    index('garage_staff_user_idx').on(t.userId),
    check('garage_staff_role_known', sql`${t.role} in ('owner', 'staff', 'driver')`),
  ],
);
