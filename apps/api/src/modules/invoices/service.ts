import { financialYearOf } from '@carseva/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { billOfSupply, documentKindOf, type OrderDocument, type OrderDocumentKind, taxInvoice } from './invoice';
import { invoicePdf } from './pdf';
import { invoicesRepository, type InvoiceRow } from './repository';

export const INVOICE_MESSAGES = {
  notCompleted: 'The invoice is ready once the service is completed.',
  /** A booking charged GST at a garage whose GSTIN has since been removed: no tax invoice can name it. */
  noGstin: 'This garage has not given its GSTIN yet, so a tax invoice cannot be issued. Please contact CarSeva support.',
} as const;

export interface InvoicesDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'forInvoice'>;
  /** The supplier garage, and the states of its city and of the booking's. */
  catalog: Pick<CatalogService, 'garagesByIds' | 'citiesByIds'>;
}

/**
 * The bills of completed orders: a tax invoice where the booking was charged GST, a bill of supply
 * where its garage was not GST-registered; numbered once per booking, in the garage's series of that
 * document for the financial year.
 */
export function invoicesService(db: Db, deps: InvoicesDeps) {
  const repo = invoicesRepository(db);

  /** The booking's bill, issued now with the next number of its series unless it already has one. */
  async function issuedFor(bookingId: number, garageId: number, series: OrderDocumentKind): Promise<InvoiceRow> {
    const existing = await repo.ofBooking(bookingId);
    if (existing) return existing;
    const at = new Date(deps.now());
    try {
      return await db.transaction(async (tx) => {
        const issued = await invoicesRepository(tx).issue(bookingId, garageId, series, financialYearOf(at), at);
        // A concurrent download issued it first: give the number back.
        if (!issued) tx.rollback();
        return issued!;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return (await repo.ofBooking(bookingId))!;
      throw error;
    }
  }

  return {
    /** The owner's bill of a completed order (404 for anyone else's, 409 before completion). */
    async invoice(user: { id: number; name: string; mobile_no: string }, trackingId: string): Promise<OrderDocument> {
      const { row, lines, money } = await deps.bookings.forInvoice(user.id, trackingId);
      if (row.serviceStatus !== 'completed') throw conflict(INVOICE_MESSAGES.notCompleted, 'NOT_COMPLETED');
      const [garage] = await deps.catalog.garagesByIds([row.garageId]);
      if (!garage) throw new Error(`booking ${row.id}: no garage ${row.garageId}`);
      const kind = documentKindOf(row);
      if (kind === 'tax-invoice' && !garage.gstin) throw conflict(INVOICE_MESSAGES.noGstin, 'GARAGE_GSTIN_MISSING');
      const cities = await deps.catalog.citiesByIds([garage.cityId, row.cityId]);
      const stateOf = (cityId: number) => cities.find((c) => c.id === cityId)!.state;
      const issued = await issuedFor(row.id, row.garageId, kind);
      const source = {
        number: issued.number,
        issuedAt: issued.issuedAt,
        booking: row,
        // What was paid is the ledger's: what came in by each way less what went back.
        paid: money.held,
        lines,
        bookingState: stateOf(row.cityId),
        garage: { name: garage.name, fullAddress: garage.fullAddress, phone: garage.phone, state: stateOf(garage.cityId) },
        customer: { name: user.name, mobile: user.mobile_no },
      };
      return kind === 'tax-invoice' ? taxInvoice(source, garage.gstin!) : billOfSupply(source);
    },

    pdf: invoicePdf,

    /** Whether the booking's bill exists: its details (the customer's GSTIN) are then fixed. */
    isIssued: async (bookingId: number): Promise<boolean> => (await repo.ofBooking(bookingId)) !== undefined,
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
