import type { PaymentOrder, PaymentVerifyBody } from '@carseva/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { PaymentGatewayError, type PaymentProvider } from '../../providers/payments';
import type { BookingsService } from '../bookings/service';
import { paymentsRepository } from './repository';

export const PAYMENT_MESSAGES = {
  initFailed: 'Failed to initialize payment. Please try again.',
  validationFailed: 'Payment validation failed. Please contact support.',
  notPayable: 'This booking does not need an online payment.',
  holdExpired: 'Your slot hold has expired. Please book again.',
} as const;

export interface PaymentsDeps {
  provider: PaymentProvider;
  bookings: Pick<BookingsService, 'owned' | 'byId' | 'transition' | 'markPaid' | 'paymentFailed' | 'expiredHolds'>;
  now: () => number;
  log: (fields: object, message: string) => void;
}

export function paymentsService(db: Db, deps: PaymentsDeps) {
  const { provider } = deps;
  const repo = paymentsRepository(db);
  const now = () => new Date(deps.now());

  /**
   * The one way a booking becomes paid, whoever learns of the payment first (checkout verify, webhook,
   * reconciler). Each step is a compare-and-swap, so a second caller changes nothing.
   */
  async function markPaid(gatewayOrderId: string, gatewayPaymentId: string, amountPaise: number | null, source: string): Promise<boolean> {
    const payment = await repo.byGatewayOrder(provider.name, gatewayOrderId);
    if (!payment) return false;
    if (amountPaise !== null && amountPaise !== payment.amountPaise) {
      deps.log({ gatewayOrderId, amountPaise, expected: payment.amountPaise, source }, 'payment amount differs from the order; not marked paid');
      return false;
    }
    const at = now();
    return db.transaction(async (tx) => {
      if (!(await paymentsRepository(tx).markPaid(payment.id, gatewayPaymentId, at))) return false;
      await deps.bookings.markPaid(payment.bookingId, at, tx);
      return true;
    });
  }

  async function paidAtGateway(bookingId: number): Promise<boolean> {
    for (const payment of await repo.ordersOf(bookingId)) {
      if (payment.status !== 'created' || payment.provider !== provider.name) continue;
      const captured = await provider.findCapturedPayment(payment.gatewayOrderId);
      if (captured) {
        await markPaid(payment.gatewayOrderId, captured.paymentId, captured.amountPaise, 'reconciler');
        return true;
      }
    }
    return false;
  }

  return {
    async createOrder(userId: number, trackingId: string): Promise<PaymentOrder> {
      const booking = await deps.bookings.owned(userId, trackingId);
      if (booking.paymentMode !== 'online' || booking.paymentStatus !== 'pending') throw conflict(PAYMENT_MESSAGES.notPayable, 'NOT_PAYABLE');
      if (booking.serviceStatus !== 'pending' || (booking.holdExpiresAt && booking.holdExpiresAt <= now())) {
        throw conflict(PAYMENT_MESSAGES.holdExpired, 'HOLD_EXPIRED');
      }
      const answer = (id: string): PaymentOrder => ({
        id,
        amount: booking.totalPaise,
        currency: 'INR',
        key: provider.keyId,
        provider: provider.name,
        booking: booking.trackingId,
      });
      // A retry after a failed attempt pays the same gateway order, as Razorpay allows.
      const open = await repo.openOrderOf(booking.id, provider.name);
      if (open && open.amountPaise === booking.totalPaise) return answer(open.gatewayOrderId);
      let order;
      try {
        order = await provider.createOrder({ amountPaise: booking.totalPaise, receipt: booking.trackingId, notes: { booking: booking.trackingId } });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        deps.log({ err: error, booking: booking.trackingId }, 'gateway order failed');
        throw new AppError(502, 'PAYMENT_GATEWAY', PAYMENT_MESSAGES.initFailed);
      }
      await repo.insert({
        bookingId: booking.id,
        provider: provider.name,
        gatewayOrderId: order.id,
        amountPaise: order.amountPaise,
        status: 'created',
        createdAt: now(),
      });
      return answer(order.id);
    },

    /** The checkout handler's result: the signature must be over our stored order id and the payment id. */
    async verify(userId: number, body: PaymentVerifyBody): Promise<string> {
      const payment = await repo.byGatewayOrder(provider.name, body.razorpay_order_id);
      const booking = payment ? await deps.bookings.byId(payment.bookingId) : undefined;
      if (!payment || !booking || booking.userId !== userId) throw notFound('No such payment order', 'PAYMENT_NOT_FOUND');
      if (!provider.verifyPaymentSignature(payment.gatewayOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
        deps.log({ booking: booking.trackingId }, 'payment signature mismatch');
        throw badRequest(PAYMENT_MESSAGES.validationFailed, undefined, 'SIGNATURE_MISMATCH');
      }
      if (payment.status === 'created') await markPaid(payment.gatewayOrderId, body.razorpay_payment_id, null, 'verify');
      return booking.trackingId;
    },

    /** A gateway webhook: signature over the raw bytes, then at most one processing per event id. */
    async webhook(providerName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<'processed' | 'duplicate'> {
      if (providerName !== provider.name) throw notFound(`Payments are not taken through ${providerName}`, 'PROVIDER_NOT_CONFIGURED');
      const signature = headers[provider.webhookHeaders.signature];
      const eventId = headers[provider.webhookHeaders.eventId];
      if (typeof signature !== 'string' || !provider.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError(400, 'SIGNATURE_MISMATCH', 'Webhook signature does not match');
      }
      if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 64) throw badRequest('Webhook event id is missing');
      let action;
      try {
        action = provider.parseWebhook(rawBody);
      } catch (error) {
        throw badRequest((error as Error).message);
      }
      if (!(await repo.firstDelivery(provider.name, eventId, now()))) return 'duplicate';
      try {
        if (action.kind === 'paid') await markPaid(action.orderId, action.paymentId, action.amountPaise, 'webhook');
        if (action.kind === 'failed') {
          const payment = await repo.byGatewayOrder(provider.name, action.orderId);
          if (payment) await deps.bookings.paymentFailed(payment.bookingId, action.description);
        }
      } catch (error) {
        await repo.forgetDelivery(provider.name, eventId);
        throw error;
      }
      return 'processed';
    },

    /**
     * Releases the seats of online bookings whose hold ran out unpaid. A payment the gateway captured
     * but we never heard of (lost webhook, closed window) is recorded instead of releasing the seat.
     */
    async releaseExpiredHolds(): Promise<void> {
      for (const id of await deps.bookings.expiredHolds()) {
        try {
          if (await paidAtGateway(id)) continue;
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error;
          // Without the gateway's answer the seat stays held; the next run asks again.
          deps.log({ err: error, bookingId: id }, 'could not check the gateway for an expired hold');
          continue;
        }
        await deps.bookings.transition(id, ['pending'], 'cancelled', { eventKind: 'hold_expired', onlyIfUnpaid: true });
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
