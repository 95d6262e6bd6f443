import { formatRupees, paiseToRupees, type PaymentOrder, type PaymentVerifyBody, type RefundStatus } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition, Jobs } from '../../jobs/jobs';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { PaymentGatewayError, type PaymentProvider } from '../../providers/payments';
import { type BookingsService, STATUS_CHANGED, type StatusChanged } from '../bookings';
import { paymentsRepository, type PaymentRow, type RefundRow } from './repository';
import { say } from '../../lib/i18n';

export const PAYMENT_MESSAGES = {
  initFailed: say('errors.payment.initFailed'),
  validationFailed: say('errors.payment.validationFailed'),
  notPayable: say('errors.payment.notPayable'),
  holdExpired: say('errors.payment.holdExpired'),
} as const;

export const PAYMENT_JOBS = {
  /** Gives a captured payment back to the customer (through the gateway's refund API). */
  refund: 'payments.refund',
  /** Asks the gateway about orders we never heard back on (a lost webhook, a closed window). */
  reconcile: 'payments.reconcile',
  /** Refunds what was paid for a booking that was cancelled or declined. */
  refundEnded: 'payments.refund-ended-booking',
} as const;

/** Pending refunds asked about in one reconciler run (the oldest first). */
const REFUNDS_SETTLED_PER_RUN = 50;
/** Orders are asked about from this long after they were opened (verify and webhook come first)… */
const RECONCILE_AFTER_MS = 2 * 60_000;
/** …until this long after (a gateway order lives about a day). */
const RECONCILE_UNTIL_MS = 24 * 3600_000;

export interface PaymentsDeps {
  provider: PaymentProvider;
  bookings: Pick<BookingsService, 'owned' | 'byId' | 'markPaid' | 'receiveUnmatched' | 'recordEvent' | 'returnOnline' | 'markRefunded'>;
  jobs: Pick<Jobs, 'send'>;
  now: () => number;
  log: (fields: object, message: string) => void;
}

interface RefundJob {
  paymentId: number;
  reason: 'late_payment' | 'cancelled' | 'rejected' | PartRefundReason;
}
/** Why part of an order's online payment goes back: a warranty claim or a damage dispute CarSeva decided. */
export type PartRefundReason = 'claim' | 'damage';

export function paymentsService(db: Db, deps: PaymentsDeps) {
  const { provider } = deps;
  const repo = paymentsRepository(db);
  const now = () => new Date(deps.now());

  /**
   * The one way a payment is recorded, whoever learns of it first (checkout verify, webhook,
   * reconciler). Each step is a compare-and-swap, so a second caller changes nothing. Money for a
   * booking that no longer awaits it (hold expired, cancelled, paid by another order) never revives
   * the booking: the payment is kept as unmatched, written into the booking's ledger like any payment (its
   * refund is returned against it), and a refund job is queued in the same transaction.
   */
  async function recordPayment(gatewayOrderId: string, gatewayPaymentId: string, amountPaise: number | null, source: string): Promise<void> {
    const payment = await repo.byGatewayOrder(provider.name, gatewayOrderId);
    if (!payment) return;
    if (amountPaise !== null && amountPaise !== payment.amountPaise) {
      deps.log({ gatewayOrderId, amountPaise, expected: payment.amountPaise, source }, 'payment amount differs from the order; not recorded');
      return;
    }
    await db.transaction(async (tx) => {
      if (!(await paymentsRepository(tx).capture(payment.id, gatewayPaymentId, now()))) return;
      if (await deps.bookings.markPaid(payment.bookingId, payment.amountPaise, tx, payment.id)) return;
      await paymentsRepository(tx).setStatus(payment.id, ['paid'], 'unmatched');
      await deps.bookings.receiveUnmatched(payment.bookingId, payment.amountPaise, tx, payment.id);
      await deps.bookings.recordEvent(payment.bookingId, 'late_payment', { tx });
      const job: RefundJob = { paymentId: payment.id, reason: 'late_payment' };
      await deps.jobs.send(PAYMENT_JOBS.refund, job, { tx });
      deps.log({ booking: payment.bookingId, gatewayOrderId, source }, 'payment arrived for a booking that no longer awaits it; refunding');
    });
  }

  /**
   * A payment's refund row and its return in the booking's ledger, together under the booking's lock (ADR 44):
   * the row as it stands, or null (and nothing written) when the booking may not give that much back.
   */
  async function askRefund(tx: Executor, payment: PaymentRow, reason: RefundJob['reason']): Promise<RefundRow | null> {
    const txRepo = paymentsRepository(tx);
    const asked = await txRepo.refundOf(payment.id);
    const row = asked ?? (await txRepo.requestRefund(payment, reason, now()));
    if (await deps.bookings.returnOnline(payment.bookingId, { id: row.id, amountPaise: row.amountPaise }, tx)) return row;
    // Not given: the row written just now goes too, as if never asked.
    if (!asked) await txRepo.forgetRefund(row.id);
    return null;
  }

  /**
   * Refunds a captured payment in full, once: the refund row is the record, the receipt our handle at
   * the gateway, and the gateway is asked only once the booking's ledger has taken it back. A gateway
   * error throws, so the job engine retries with backoff.
   */
  async function refund({ paymentId, reason }: RefundJob): Promise<void> {
    const payment = await repo.byId(paymentId);
    if (!payment || !payment.gatewayPaymentId || !['paid', 'unmatched'].includes(payment.status)) return;
    const row = await db.transaction((tx) => askRefund(tx, payment, reason));
    if (!row) {
      deps.log({ booking: payment.bookingId, payment: payment.id }, 'a refund would give back more than the booking received; not asked');
      return;
    }
    if (row.status === 'processed' || row.status === 'pending') return;
    let result;
    try {
      result = await provider.refund({ paymentId: payment.gatewayPaymentId, amountPaise: row.amountPaise, receipt: `refund_${payment.id}`, notes: { reason } });
    } catch (error) {
      if (error instanceof PaymentGatewayError) await repo.updateRefund(row.id, { status: 'failed' }, now());
      throw error;
    }
    await db.transaction(async (tx) => {
      const txRepo = paymentsRepository(tx);
      await txRepo.updateRefund(row.id, { status: result.status === 'failed' ? 'failed' : result.status, gatewayRefundId: result.refundId }, now());
      if (result.status === 'failed') return;
      const partial = row.amountPaise < payment.amountPaise;
      if (!partial) await txRepo.setStatus(payment.id, ['paid', 'unmatched'], 'refunded');
      // The booking's own payment back in full ends its payment; part of it (a claim, damage) or money it never took leaves it as it is.
      if (!partial && payment.status === 'paid') await deps.bookings.markRefunded(payment.bookingId, tx);
      await deps.bookings.recordEvent(payment.bookingId, 'refunded', {
        note: `${formatRupees(paiseToRupees(row.amountPaise))} to the original payment method`,
        tx,
      });
    });
    if (result.status === 'failed') throw new PaymentGatewayError(`refund ${result.refundId} failed at the gateway`);
  }

  /**
   * Refunds the gateway took as `pending` settle later (Razorpay: usually within days): asks about
   * them and records what became of them, so the order page and Transaction History stop saying
   * "on its way". A refund that failed at the gateway stays visible as failed for support.
   */
  async function settleRefunds(): Promise<void> {
    for (const { refund: row, gatewayPaymentId } of await repo.pendingRefunds(REFUNDS_SETTLED_PER_RUN)) {
      try {
        const settled = await provider.fetchRefund(gatewayPaymentId!, row.gatewayRefundId!);
        // Still pending: touched, so the next run asks about others first.
        await repo.updateRefund(row.id, { status: settled.status }, now());
        if (settled.status === 'failed')
          deps.log({ refund: row.id, gatewayRefundId: row.gatewayRefundId }, 'a refund failed at the gateway after it was accepted');
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        deps.log({ err: error, refund: row.id }, 'could not ask the gateway about a pending refund');
      }
    }
  }

  /** Asks the gateway about orders still open a while after they were opened; records what was captured. */
  async function reconcile(): Promise<void> {
    await settleRefunds();
    const at = now().getTime();
    const open = await repo.openOrdersBetween(provider.name, new Date(at - RECONCILE_UNTIL_MS), new Date(at - RECONCILE_AFTER_MS));
    for (const payment of open) {
      try {
        const captured = await provider.findCapturedPayment(payment.gatewayOrderId);
        if (captured) await recordPayment(payment.gatewayOrderId, captured.paymentId, captured.amountPaise, 'reconciler');
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // The next run asks again.
        deps.log({ err: error, order: payment.gatewayOrderId }, 'could not ask the gateway about an open order');
      }
    }
  }

  /** A cancelled or declined booking gets back whatever was paid for it. */
  async function refundEndedBooking(event: StatusChanged): Promise<void> {
    if (event.to !== 'cancelled' && event.to !== 'rejected') return;
    for (const payment of await repo.paidOf(event.bookingId)) {
      const job: RefundJob = { paymentId: payment.id, reason: event.to };
      await deps.jobs.send(PAYMENT_JOBS.refund, job);
    }
  }

  return {
    /**
     * Gives part of an order's online payment back through the gateway, inside the caller's transaction:
     * the refund row and its job are written with the caller's decision, and the job (the same one every
     * refund runs) asks the gateway. One refund per payment: a payment of at least the amount that has none
     * yet, returned in the booking's ledger at once. False when the order has no such payment (paid in cash,
     * or refunded once already) or may not give that much back.
     */
    async refundPart(tx: Executor, ask: { bookingId: number; amountPaise: number; reason: PartRefundReason }): Promise<boolean> {
      const txRepo = paymentsRepository(tx);
      for (const payment of await txRepo.paidOf(ask.bookingId)) {
        if (!payment.gatewayPaymentId || payment.amountPaise < ask.amountPaise || (await txRepo.refundOf(payment.id))) continue;
        if (!(await askRefund(tx, { ...payment, amountPaise: ask.amountPaise }, ask.reason))) return false;
        const job: RefundJob = { paymentId: payment.id, reason: ask.reason };
        await deps.jobs.send(PAYMENT_JOBS.refund, job, { tx });
        return true;
      }
      return false;
    },

    async createOrder(userId: number, trackingId: string): Promise<PaymentOrder> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const due = booking.totalPaise - booking.paidPaise;
      // A new online booking pays its total while its hold lasts; a live one pays the balance of approved extra work.
      const firstPayment = booking.paymentMode === 'online' && booking.paymentStatus === 'pending' && booking.serviceStatus === 'pending';
      const balance =
        booking.paymentStatus !== 'refunded' && booking.paidPaise > 0 && due > 0 && ['accepted', 'processing', 'completed'].includes(booking.serviceStatus);
      if (!firstPayment && !balance) {
        if (booking.paymentMode === 'online' && booking.paymentStatus === 'pending' && booking.serviceStatus === 'cancelled')
          throw conflict(PAYMENT_MESSAGES.holdExpired, 'HOLD_EXPIRED');
        throw conflict(PAYMENT_MESSAGES.notPayable, 'NOT_PAYABLE');
      }
      if (firstPayment && booking.holdExpiresAt && booking.holdExpiresAt <= now()) throw conflict(PAYMENT_MESSAGES.holdExpired, 'HOLD_EXPIRED');
      const answer = (id: string): PaymentOrder => ({
        id,
        amount: due,
        currency: 'INR',
        key: provider.keyId,
        provider: provider.name,
        booking: booking.trackingId,
      });
      // A retry after a failed attempt pays the same gateway order, as Razorpay allows.
      const open = await repo.openOrderOf(booking.id, provider.name);
      if (open && open.amountPaise === due) return answer(open.gatewayOrderId);
      let order;
      try {
        order = await provider.createOrder({ amountPaise: due, receipt: booking.trackingId, notes: { booking: booking.trackingId } });
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
      if (payment.status === 'created') await recordPayment(payment.gatewayOrderId, body.razorpay_payment_id, null, 'verify');
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
        if (action.kind === 'paid') await recordPayment(action.orderId, action.paymentId, action.amountPaise, 'webhook');
        if (action.kind === 'failed') {
          const payment = await repo.byGatewayOrder(provider.name, action.orderId);
          if (payment) await deps.bookings.recordEvent(payment.bookingId, 'payment_failed', { note: action.description });
        }
      } catch (error) {
        await repo.forgetDelivery(provider.name, eventId);
        throw error;
      }
      return 'processed';
    },

    /** Captured payments of these bookings and their refunds, for Transaction History. */
    async history(bookingIds: number[]): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
      const payments = await repo.capturedOf(bookingIds);
      return { payments, refunds: await repo.refundsOf(payments.map((payment) => payment.id)) };
    },

    /** The refunds of these bookings' payments, for their order pages. */
    async refundsOfBookings(bookingIds: number[]): Promise<{ bookingId: number; status: RefundStatus; amountPaise: number; updatedAt: Date }[]> {
      const bookingOfPayment = new Map((await repo.capturedOf(bookingIds)).map((payment) => [payment.id, payment.bookingId]));
      const refunds = await repo.refundsOf([...bookingOfPayment.keys()]);
      return refunds.map((r) => ({
        bookingId: bookingOfPayment.get(r.paymentId)!,
        status: r.status as RefundStatus,
        amountPaise: r.amountPaise,
        updatedAt: r.updatedAt,
      }));
    },

    reconcile,
    refund,

    /** The module's background work, for the job engine. */
    jobs: (): JobDefinition<never>[] => [
      { name: PAYMENT_JOBS.refund, retryLimit: 8, retryDelaySeconds: 30, run: refund } satisfies JobDefinition<RefundJob>,
      { name: PAYMENT_JOBS.reconcile, cron: '* * * * *', retryLimit: 1, run: reconcile },
      { name: PAYMENT_JOBS.refundEnded, subscribesTo: [STATUS_CHANGED], run: refundEndedBooking } satisfies JobDefinition<StatusChanged>,
    ],
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
export type { PaymentRow, RefundRow };
