import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type GatewayRefund, PaymentGatewayError, type PaymentProvider } from './provider';
import { paymentEntity, razorpayWebhookAction } from './razorpay-events';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }).loose();
const paymentCollection = z.object({ items: z.array(paymentEntity) }).loose();
const refundEntity = z.object({ id: z.string(), amount: z.number().int(), status: z.enum(['pending', 'processed', 'failed']) }).loose();
const errorEnvelope = z.object({ error: z.object({ description: z.string() }).loose() });

const toRefund = (refund: z.infer<typeof refundEntity>): GatewayRefund => ({ refundId: refund.id, status: refund.status, amountPaise: refund.amount });

/**
 * Razorpay's idempotency key for refunds (header X-Refund-Idempotency): at least 10 characters of
 * letters, digits, `-` and `_`. Our receipt may be shorter or hold other characters, so the key is a
 * digest of it (36 characters, the length of the UUID in Razorpay's example): the same receipt always
 * gives the same key, hence at most one refund.
 */
export function refundIdempotencyKey(receipt: string): string {
  return createHash('sha256').update(receipt).digest('hex').slice(0, 36);
}

/** Razorpay's REST API (orders, an order's payments, refunds) through fetch with a time-out, plus its signature checks. */
export function razorpayProvider(options: RazorpayOptions): PaymentProvider {
  const baseUrl = options.baseUrl ?? 'https://api.razorpay.com';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, baseUrl), {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError(`Razorpay did not answer: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = errorEnvelope.safeParse(json);
      throw new PaymentGatewayError(failure.success ? failure.data.error.description : `Razorpay answered HTTP ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentGatewayError(`Unexpected answer from Razorpay for ${method} ${path}`);
    return parsed.data;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    webhookHeaders: { signature: 'x-razorpay-signature', eventId: 'x-razorpay-event-id' },

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('POST', '/v1/orders', orderEntity, { amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amountPaise: order.amount, currency: order.currency };
    },

    async findCapturedPayment(orderId) {
      const payments = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, paymentCollection);
      const captured = payments.items.find((p) => p.status === 'captured');
      return captured ? { paymentId: captured.id, amountPaise: captured.amount } : null;
    },

    async refund({ paymentId, amountPaise, receipt, notes }) {
      const refund = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        refundEntity,
        { amount: amountPaise, speed: 'normal', receipt, notes },
        { 'x-refund-idempotency': refundIdempotencyKey(receipt) },
      );
      return toRefund(refund);
    },

    async fetchRefund(paymentId, refundId) {
      return toRefund(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`, refundEntity));
    },

    verifyPaymentSignature: (orderId, paymentId, signature) => signatureMatches(paymentSignature(options.keySecret, orderId, paymentId), signature),

    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),

    parseWebhook: razorpayWebhookAction,
  };
}
