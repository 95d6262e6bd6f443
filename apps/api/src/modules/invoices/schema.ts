import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';
// Foreign keys only: those rows belong to the catalog module.
import { garages } from '../catalog/schema';

/**
 * The next number of each supplier garage's series, per document and Indian financial year (April–March):
 * tax invoices and bills of supply are numbered apart.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    /** 'tax-invoice' or 'bill-of-supply' */
    series: varchar('series', { length: 16 }).notNull().default('tax-invoice'),
    /** e.g. 2026-27 */
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.garageId, t.series, t.financialYear] }),
    check('invoice_counters_series_known', sql`${t.series} in ('tax-invoice', 'bill-of-supply')`),
  ],
);

/** A tax invoice or bill of supply, numbered once per completed booking: downloading it again gives the same number. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    number: varchar('number', { length: 32 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_booking_key').on(t.bookingId), uniqueIndex('invoices_garage_number_key').on(t.garageId, t.number)],
);
