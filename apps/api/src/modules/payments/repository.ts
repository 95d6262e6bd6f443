import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

export type PaymentRow = typeof t.payments.$inferSelect;

export function paymentsRepository(db: Executor) {
  return {
    async openOrderOf(bookingId: number, provider: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.bookingId, bookingId), eq(t.payments.provider, provider), eq(t.payments.status, 'created')));
      return row;
    },

    ordersOf(bookingId: number): Promise<PaymentRow[]> {
      return db.select().from(t.payments).where(eq(t.payments.bookingId, bookingId));
    },

    async byGatewayOrder(provider: string, gatewayOrderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(t.payments)
        .where(and(eq(t.payments.provider, provider), eq(t.payments.gatewayOrderId, gatewayOrderId)));
      return row;
    },

    async insert(payment: typeof t.payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(t.payments).values(payment).returning();
      return row!;
    },

    /** Compare-and-swap to paid: true only for the one call that made the change. */
    async markPaid(id: number, gatewayPaymentId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.payments)
        .set({ status: 'paid', gatewayPaymentId, paidAt: at })
        .where(and(eq(t.payments.id, id), eq(t.payments.status, 'created')))
        .returning({ id: t.payments.id });
      return rows.length > 0;
    },

    /** Forgets an event id whose processing failed, so the gateway's redelivery is processed. */
    async forgetDelivery(provider: string, eventId: string): Promise<void> {
      await db.delete(t.webhookEvents).where(and(eq(t.webhookEvents.provider, provider), eq(t.webhookEvents.eventId, eventId)));
    },

    /** Records a webhook event id; false when it was seen before. */
    async firstDelivery(provider: string, eventId: string, at: Date): Promise<boolean> {
      const rows = await db.insert(t.webhookEvents).values({ provider, eventId, receivedAt: at }).onConflictDoNothing().returning({ id: t.webhookEvents.eventId });
      return rows.length > 0;
    },
  };
}
