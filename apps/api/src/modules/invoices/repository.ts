import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { OrderDocumentKind } from './invoice';
import * as t from './schema';

export type InvoiceRow = typeof t.invoices.$inferSelect;

/** A bill of supply's number starts "BS/", so it can never be taken for a tax invoice's. */
const SERIES_PREFIX: Record<OrderDocumentKind, string> = { 'tax-invoice': '', 'bill-of-supply': 'BS/' };

/**
 * "2026-27/00001", or "BS/2026-27/00001" for a bill of supply: each series restarts each financial
 * year; at most 16 characters, as the GST rules allow.
 */
export const invoiceNumber = (series: OrderDocumentKind, financialYear: string, serial: number) =>
  `${SERIES_PREFIX[series]}${financialYear}/${String(serial).padStart(5, '0')}`;

export function invoicesRepository(db: Executor) {
  return {
    async ofBooking(bookingId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(t.invoices).where(eq(t.invoices.bookingId, bookingId));
      return row;
    },

    /**
     * Takes the next number of the garage's series for the year and files the booking's bill under it; call it in a
     * transaction. The counter row stays locked until commit, so concurrent issues queue and get
     * consecutive numbers. Undefined when the booking already has an invoice: the caller rolls back, so
     * the number taken is given back and the series has no gap.
     */
    async issue(bookingId: number, garageId: number, series: OrderDocumentKind, financialYear: string, at: Date): Promise<InvoiceRow | undefined> {
      const [counter] = await db
        .insert(t.invoiceCounters)
        .values({ garageId, series, financialYear, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [t.invoiceCounters.garageId, t.invoiceCounters.series, t.invoiceCounters.financialYear],
          set: { lastNumber: sql`${t.invoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: t.invoiceCounters.lastNumber });
      const [row] = await db
        .insert(t.invoices)
        .values({ bookingId, garageId, number: invoiceNumber(series, financialYear, counter!.lastNumber), issuedAt: at })
        .onConflictDoNothing({ target: t.invoices.bookingId })
        .returning();
      return row;
    },
  };
}
