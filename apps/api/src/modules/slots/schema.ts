import { sql } from 'drizzle-orm';
import { boolean, check, text, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/** A garage's recurring daily slot (IST wall-clock times) and how many cars it takes. */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serial('id').primaryKey(),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    /** HH:MM:SS */
    startTime: varchar('start_time', { length: 8 }).notNull(),
    endTime: varchar('end_time', { length: 8 }).notNull(),
    capacity: smallint('capacity').notNull(),
  },
  (t) => [uniqueIndex('slot_templates_garage_start_key').on(t.garageId, t.startTime), check('slot_templates_capacity_positive', sql`${t.capacity} > 0`)],
);

/**
 * Seats taken in one slot on one date. The booking transaction increments `booked` only while it is
 * below `capacity`, so the database, not the code path, forbids overbooking.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    slotTemplateId: integer('slot_template_id')
      .notNull()
      .references(() => slotTemplates.id),
    /** YYYY-MM-DD, IST */
    date: varchar('date', { length: 10 }).notNull(),
    booked: integer('booked').notNull(),
    capacity: integer('capacity').notNull(),
    /** The garage closed this slot on this date (holiday, one bay down): no new seat is taken. */
    closed: boolean('closed').notNull().default(false),
    closedReason: text('closed_reason'),
  },
  (t) => [primaryKey({ columns: [t.slotTemplateId, t.date] }), check('slot_usage_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);
