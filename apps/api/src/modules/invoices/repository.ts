import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type InvoiceRow = typeof t.invoices.$inferSelect;

/** "2026-27/00001": the series restarts each financial year; 13 characters (the GST rules allow 16). */
export const invoiceNumber = (financialYear: string, serial: number) => `${financialYear}/${String(serial).padStart(5, '0')}`;

export function invoicesRepository(db: Executor) {
  return {
    async ofBooking(bookingId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(t.invoices).where(eq(t.invoices.bookingId, bookingId));
      return row;
    },

    /**
     * Takes the garage's next number for the year and files the booking's invoice under it; call it in a
     * transaction. The counter row stays locked until commit, so concurrent issues queue and get
     * consecutive numbers. Undefined when the booking already has an invoice: the caller rolls back, so
     * the number taken is given back and the series has no gap.
     */
    async issue(bookingId: number, garageId: number, financialYear: string, at: Date): Promise<InvoiceRow | undefined> {
      const [counter] = await db
        .insert(t.invoiceCounters)
        .values({ garageId, financialYear, lastNumber: 1 })
        .onConflictDoUpdate({ target: [t.invoiceCounters.garageId, t.invoiceCounters.financialYear], set: { lastNumber: sql`${t.invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: t.invoiceCounters.lastNumber });
      const [row] = await db
        .insert(t.invoices)
        .values({ bookingId, garageId, number: invoiceNumber(financialYear, counter!.lastNumber), issuedAt: at })
        .onConflictDoNothing({ target: t.invoices.bookingId })
        .returning();
      return row;
    },
  };
}
