import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type PaymentRow = typeof t.payments.$inferSelect;
export type RefundRow = typeof t.refunds.$inferSelect;

export function paymentsRepository(db: Executor) {
  return {
    async openOrderOf(bookingId: number, provider: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.bookingId, bookingId), eq(t.payments.provider, provider), eq(t.payments.status, 'created')));
      return row;
    },

    async byId(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(t.payments).where(eq(t.payments.id, id));
      return row;
    },

    async byGatewayOrder(provider: string, gatewayOrderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.provider, provider), eq(t.payments.gatewayOrderId, gatewayOrderId)));
      return row;
    },

    /** A booking's captured payments (what a cancellation gives back). */
    /** Money that arrived for these bookings (captured payments, whatever became of them since). */
    capturedOf(bookingIds: number[]): Promise<PaymentRow[]> {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(t.payments)
        .where(and(inArray(t.payments.bookingId, bookingIds), inArray(t.payments.status, ['paid', 'unmatched', 'refunded'])));
    },

    refundsOf(paymentIds: number[]): Promise<RefundRow[]> {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return db.select().from(t.refunds).where(inArray(t.refunds.paymentId, paymentIds));
    },

    paidOf(bookingId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.bookingId, bookingId), eq(t.payments.status, 'paid')));
    },

    /** Orders still open at the gateway that were opened between `from` and `to` (the reconciler asks about them). */
    openOrdersBetween(provider: string, from: Date, to: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.provider, provider), eq(t.payments.status, 'created'), gte(t.payments.createdAt, from), lte(t.payments.createdAt, to)));
    },

    async insert(payment: typeof t.payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(t.payments).values(payment).returning();
      return row!;
    },

    /** Compare-and-swap from created: true only for the one call that made the change. */
    async capture(id: number, gatewayPaymentId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.payments)
        .set({ status: 'paid', gatewayPaymentId, paidAt: at })
        .where(and(eq(t.payments.id, id), eq(t.payments.status, 'created')))
        .returning({ id: t.payments.id });
      return rows.length > 0;
    },

    async setStatus(id: number, from: readonly PaymentRow['status'][], to: PaymentRow['status']): Promise<boolean> {
      const rows = await db
        .update(t.payments)
        .set({ status: to })
        .where(and(eq(t.payments.id, id), inArray(t.payments.status, [...from])))
        .returning({ id: t.payments.id });
      return rows.length > 0;
    },

    /** The payment's refund, created as requested if there is none yet (one full refund per payment). */
    async requestRefund(payment: PaymentRow, reason: string, at: Date): Promise<RefundRow> {
      await db
        .insert(t.refunds)
        .values({ paymentId: payment.id, amountPaise: payment.amountPaise, reason, status: 'requested', createdAt: at, updatedAt: at })
        .onConflictDoNothing();
      const [row] = await db.select().from(t.refunds).where(eq(t.refunds.paymentId, payment.id));
      return row!;
    },

    /** Removes a refund requested in this transaction that may not be given (nothing was asked of the gateway). */
    async forgetRefund(id: number): Promise<void> {
      await db.delete(t.refunds).where(eq(t.refunds.id, id));
    },

    async refundOf(paymentId: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(t.refunds).where(eq(t.refunds.paymentId, paymentId));
      return row;
    },

    /** Refunds the gateway accepted but has not settled yet, with the payment they return. */
    pendingRefunds(limit: number): Promise<{ refund: RefundRow; gatewayPaymentId: string | null }[]> {
      return db
        .select({ refund: t.refunds, gatewayPaymentId: t.payments.gatewayPaymentId })
        .from(t.refunds)
        .innerJoin(t.payments, eq(t.payments.id, t.refunds.paymentId))
        .where(and(eq(t.refunds.status, 'pending'), isNotNull(t.refunds.gatewayRefundId)))
        .orderBy(asc(t.refunds.updatedAt))
        .limit(limit);
    },

    async updateRefund(id: number, change: { status: RefundRow['status']; gatewayRefundId?: string | null }, at: Date): Promise<void> {
      await db
        .update(t.refunds)
        .set({ ...change, updatedAt: at })
        .where(eq(t.refunds.id, id));
    },

    /** Forgets an event id whose processing failed, so the gateway's redelivery is processed. */
    async forgetDelivery(provider: string, eventId: string): Promise<void> {
      await db.delete(t.webhookEvents).where(and(eq(t.webhookEvents.provider, provider), eq(t.webhookEvents.eventId, eventId)));
    },

    /** Records a webhook event id; false when it was seen before. */
    async firstDelivery(provider: string, eventId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(t.webhookEvents)
        .values({ provider, eventId, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: t.webhookEvents.eventId });
      return rows.length > 0;
    },
  };
}
