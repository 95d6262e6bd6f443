import { randomBytes } from 'node:crypto';
import type { PaymentFailure, PaymentVerifyBody } from '@carseva/shared';
import { type GatewayRefund, PaymentGatewayError, type PaymentProvider, type RefundInput } from './provider';
import { razorpayWebhookAction } from './razorpay-events';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

/** Where the sandbox posts its signed webhooks (our own webhook route). */
export type WebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface SandboxGateway extends PaymentProvider {
  readonly name: 'sandbox';
  /** The customer pays: the order is captured, a signed webhook is sent, and the checkout handler's fields come back. */
  pay(orderId: string): Promise<PaymentVerifyBody>;
  /** The customer's payment fails: a signed payment.failed webhook is sent, and the failure handler's fields come back. */
  fail(orderId: string): Promise<PaymentFailure>;
  deliverWebhooksTo(sink: WebhookSink): void;
  /** The refunds of a payment, oldest first. */
  refundsOf(paymentId: string): SandboxRefund[];
}

export interface SandboxRefund extends GatewayRefund {
  paymentId: string;
  receipt: string;
  notes: Record<string, string>;
}

interface SandboxOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  capturedPaymentId: string | null;
}

/** A payment attempt the sandbox made: captured (refundable) or failed. */
interface SandboxPayment {
  id: string;
  amountPaise: number;
  captured: boolean;
  refunds: SandboxRefund[];
}

const SIGNATURE_HEADER = 'x-sandbox-signature';
const EVENT_ID_HEADER = 'x-sandbox-event-id';
const FAILURE_DESCRIPTION = 'Your payment was declined by the bank (sandbox).';
/** Razorpay's own wording for the refusals the sandbox imitates (its refunds API reference, errors). */
const REFUSALS = {
  underOneRupee: 'The amount must be at least INR 1.00',
  notCaptured: 'Only captured payments can be refunded',
  fullyRefunded: 'The payment has been fully refunded already.',
  moreThanCaptured: 'The refund amount provided is greater than amount captured.',
  receiptReused: 'Different request with the same idempotency key has already been processed.',
  unknownRefund: 'The id provided does not exist',
} as const;

const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

const publicRefund = ({ refundId, status, amountPaise }: SandboxRefund): GatewayRefund => ({ refundId, status, amountPaise });

/**
 * A local gateway that behaves like Razorpay: it creates orders, signs checkout results and webhooks
 * with its own secret, posts Razorpay-shaped events to our webhook route, and refunds captured
 * payments (processed at once; the same receipt twice gives the first refund back). Orders, payments
 * and refunds live in memory, like a test gateway account that is reset with the process.
 */
export function sandboxGateway(options: { secret: string; now?: () => number }): SandboxGateway {
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const refundsByReceipt = new Map<string, SandboxRefund>();
  const now = options.now ?? Date.now;
  let sink: WebhookSink | undefined;

  function order(orderId: string): SandboxOrder {
    const found = orders.get(orderId);
    if (!found) throw new PaymentGatewayError(`No sandbox order ${orderId}`, 404);
    return found;
  }

  async function sendWebhook(event: string, payment: Record<string, unknown>) {
    const created_at = Math.floor(now() / 1000);
    const rawBody = JSON.stringify({ entity: 'event', event, contains: ['payment'], payload: { payment: { entity: payment } }, created_at });
    await sink?.(rawBody, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: hmacHex(options.secret, rawBody),
      [EVENT_ID_HEADER]: randomId('evt'),
    });
  }

  return {
    name: 'sandbox',
    keyId: 'sandbox',
    webhookHeaders: { signature: SIGNATURE_HEADER, eventId: EVENT_ID_HEADER },

    async createOrder({ amountPaise, receipt }) {
      if (!Number.isInteger(amountPaise) || amountPaise < 100) throw new PaymentGatewayError(REFUSALS.underOneRupee, 400);
      const created: SandboxOrder = { id: randomId('order'), amountPaise, receipt, capturedPaymentId: null };
      orders.set(created.id, created);
      return { id: created.id, amountPaise, currency: 'INR' };
    },

    async findCapturedPayment(orderId) {
      const found = orders.get(orderId);
      return found?.capturedPaymentId ? { paymentId: found.capturedPaymentId, amountPaise: found.amountPaise } : null;
    },

    verifyPaymentSignature: (orderId, paymentId, signature) => signatureMatches(paymentSignature(options.secret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(options.secret, rawBody), signature),
    parseWebhook: razorpayWebhookAction,

    async pay(orderId) {
      const paid = order(orderId);
      if (paid.capturedPaymentId) throw new PaymentGatewayError('This order is already paid', 409);
      const paymentId = randomId('pay');
      paid.capturedPaymentId = paymentId;
      payments.set(paymentId, { id: paymentId, amountPaise: paid.amountPaise, captured: true, refunds: [] });
      await sendWebhook('payment.captured', {
        id: paymentId,
        entity: 'payment',
        amount: paid.amountPaise,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        captured: true,
      });
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(options.secret, orderId, paymentId) };
    },

    async fail(orderId) {
      const failed = order(orderId);
      if (failed.capturedPaymentId) throw new PaymentGatewayError('This order is already paid', 409);
      const paymentId = randomId('pay');
      payments.set(paymentId, { id: paymentId, amountPaise: failed.amountPaise, captured: false, refunds: [] });
      await sendWebhook('payment.failed', {
        id: paymentId,
        entity: 'payment',
        amount: failed.amountPaise,
        currency: 'INR',
        status: 'failed',
        order_id: orderId,
        captured: false,
        error_description: FAILURE_DESCRIPTION,
      });
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: FAILURE_DESCRIPTION,
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    },

    async refund({ paymentId, amountPaise, receipt, notes = {} }: RefundInput) {
      const earlier = refundsByReceipt.get(receipt);
      if (earlier) {
        if (earlier.paymentId !== paymentId || earlier.amountPaise !== amountPaise) throw new PaymentGatewayError(REFUSALS.receiptReused, 409);
        return publicRefund(earlier);
      }
      const payment = payments.get(paymentId);
      if (!payment) throw new PaymentGatewayError(`${paymentId} is not a valid id`, 400);
      if (!payment.captured) throw new PaymentGatewayError(REFUSALS.notCaptured, 400);
      if (!Number.isInteger(amountPaise) || amountPaise < 100) throw new PaymentGatewayError(REFUSALS.underOneRupee, 400);
      const left = payment.amountPaise - payment.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
      if (left === 0) throw new PaymentGatewayError(REFUSALS.fullyRefunded, 400);
      if (amountPaise > left) throw new PaymentGatewayError(REFUSALS.moreThanCaptured, 400);
      const created: SandboxRefund = { refundId: randomId('rfnd'), paymentId, amountPaise, receipt, notes: { ...notes }, status: 'processed' };
      payment.refunds.push(created);
      refundsByReceipt.set(receipt, created);
      return publicRefund(created);
    },

    async fetchRefund(paymentId, refundId) {
      const found = payments.get(paymentId)?.refunds.find((r) => r.refundId === refundId);
      if (!found) throw new PaymentGatewayError(REFUSALS.unknownRefund, 400);
      return publicRefund(found);
    },

    refundsOf: (paymentId) => (payments.get(paymentId)?.refunds ?? []).map((r) => ({ ...r, notes: { ...r.notes } })),

    deliverWebhooksTo(next) {
      sink = next;
    },
  };
}
