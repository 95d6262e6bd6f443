import { randomBytes } from 'node:crypto';
import type { PaymentFailure, PaymentVerifyBody } from '@carseva/shared';
import { PaymentGatewayError, type PaymentProvider } from './gateway';
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
}

interface SandboxOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  capturedPaymentId: string | null;
}

const SIGNATURE_HEADER = 'x-sandbox-signature';
const EVENT_ID_HEADER = 'x-sandbox-event-id';
const FAILURE_DESCRIPTION = 'Your payment was declined by the bank (sandbox).';

const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * A local gateway that behaves like Razorpay: it creates orders, signs checkout results and webhooks
 * with its own secret and posts Razorpay-shaped events to our webhook route. Orders live in memory,
 * like a test gateway account that is reset with the process.
 */
export function sandboxGateway(options: { secret: string; now?: () => number }): SandboxGateway {
  const orders = new Map<string, SandboxOrder>();
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
      if (!Number.isInteger(amountPaise) || amountPaise < 100) throw new PaymentGatewayError('The amount must be at least INR 1.00', 400);
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
      await sendWebhook('payment.captured', { id: paymentId, entity: 'payment', amount: paid.amountPaise, currency: 'INR', status: 'captured', order_id: orderId, captured: true });
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(options.secret, orderId, paymentId) };
    },

    async fail(orderId) {
      const failed = order(orderId);
      if (failed.capturedPaymentId) throw new PaymentGatewayError('This order is already paid', 409);
      const paymentId = randomId('pay');
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

    deliverWebhooksTo(next) {
      sink = next;
    },
  };
}
