import { z } from 'zod';
import { PaymentGatewayError, type PaymentProvider } from './gateway';
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
const errorEnvelope = z.object({ error: z.object({ description: z.string() }).loose() });

/** Razorpay's REST API (orders, an order's payments) through fetch with a time-out, plus its signature checks. */
export function razorpayProvider(options: RazorpayOptions): PaymentProvider {
  const baseUrl = options.baseUrl ?? 'https://api.razorpay.com';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, baseUrl), {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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

    verifyPaymentSignature: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(options.keySecret, orderId, paymentId), signature),

    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),

    parseWebhook: razorpayWebhookAction,
  };
}
