import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './gateway';
import { razorpayProvider } from './razorpay';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/razorpay');
const fixtureText = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const fixture = (name: string): unknown => JSON.parse(fixtureText(name));

interface Vectors {
  payment_signature: {
    vectors: { key_secret: string; order_id: string; payment_id: string; expected_signature: string }[];
    must_reject: { key_secret: string; order_id: string; payment_id: string; presented_signature: string }[];
  };
  webhook_signature: {
    vectors: { webhook_secret: string; raw_body: string; expected_signature: string; fixture?: string }[];
    must_reject: { webhook_secret: string; raw_body: string; presented_signature: string }[];
  };
}
const vectors = fixture('signature-vectors.json') as Vectors;

const provider = (secrets: { keySecret?: string; webhookSecret?: string } = {}, fetchImpl?: typeof fetch) =>
  razorpayProvider({ keyId: 'rzp_test_FxKey', keySecret: secrets.keySecret ?? 'k', webhookSecret: secrets.webhookSecret ?? 'w', fetch: fetchImpl });

/** A fetch that answers one recorded response and records what it was asked. */
function recordedFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: URL, init: RequestInit) => {
    calls.push({ url: url.toString(), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('Razorpay checkout signature', () => {
  it.each(vectors.payment_signature.vectors)('accepts $order_id|$payment_id signed with its secret', (v) => {
    expect(provider({ keySecret: v.key_secret }).verifyPaymentSignature(v.order_id, v.payment_id, v.expected_signature)).toBe(true);
  });

  it.each(vectors.payment_signature.must_reject)('rejects $presented_signature for $payment_id', (v) => {
    expect(provider({ keySecret: v.key_secret }).verifyPaymentSignature(v.order_id, v.payment_id, v.presented_signature)).toBe(false);
  });

  it('rejects a truncated or empty signature without throwing', () => {
    const v = vectors.payment_signature.vectors[0]!;
    expect(provider({ keySecret: v.key_secret }).verifyPaymentSignature(v.order_id, v.payment_id, v.expected_signature.slice(0, 63))).toBe(false);
    expect(provider({ keySecret: v.key_secret }).verifyPaymentSignature(v.order_id, v.payment_id, '')).toBe(false);
  });
});

describe('Razorpay webhooks', () => {
  it.each(vectors.webhook_signature.vectors)('accepts the raw body signed with the webhook secret ($expected_signature)', (v) => {
    expect(provider({ webhookSecret: v.webhook_secret }).verifyWebhookSignature(Buffer.from(v.raw_body), v.expected_signature)).toBe(true);
  });

  it.each(vectors.webhook_signature.must_reject)('rejects an altered, re-serialized or wrongly keyed body', (v) => {
    expect(provider({ webhookSecret: v.webhook_secret }).verifyWebhookSignature(Buffer.from(v.raw_body), v.presented_signature)).toBe(false);
  });

  it('does not verify the pretty-printed fixture file, only the bytes that were signed', () => {
    const v = vectors.webhook_signature.vectors[0]!;
    expect(provider({ webhookSecret: v.webhook_secret }).verifyWebhookSignature(Buffer.from(fixtureText(v.fixture!)), v.expected_signature)).toBe(false);
  });

  it('turns captured, order-paid and failed events into actions, and ignores the rest', () => {
    const rz = provider();
    expect(rz.parseWebhook(Buffer.from(fixtureText('webhook-payment-captured.json')))).toEqual({
      kind: 'paid',
      orderId: 'order_FxTestOrder001',
      paymentId: 'pay_FxTestPaymt002',
      amountPaise: 249_900,
    });
    expect(rz.parseWebhook(Buffer.from(fixtureText('webhook-order-paid.json')))).toMatchObject({ kind: 'paid', orderId: 'order_FxTestOrder001' });
    expect(rz.parseWebhook(Buffer.from(fixtureText('webhook-payment-failed.json')))).toEqual({
      kind: 'failed',
      orderId: 'order_FxTestOrder001',
      paymentId: 'pay_FxTestPaymt001',
      description: 'Payment failed',
    });
    expect(rz.parseWebhook(Buffer.from(JSON.stringify({ event: 'refund.created', payload: {} })))).toEqual({ kind: 'ignored', event: 'refund.created' });
    expect(() => rz.parseWebhook(Buffer.from('not json'))).toThrow(PaymentGatewayError);
  });
});

describe('Razorpay REST adapter', () => {
  it('creates an order for an amount in paise with basic auth, and reads the answer', async () => {
    const { impl, calls } = recordedFetch(200, fixture('order-created.json'));
    const order = await provider({ keySecret: 'secret' }, impl).createOrder({ amountPaise: 249_900, receipt: 'BK-1042', notes: { booking_id: 'BK-1042' } });
    expect(order).toEqual({ id: 'order_FxTestOrder001', amountPaise: 249_900, currency: 'INR' });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('rzp_test_FxKey:secret').toString('base64')}`);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ amount: 249_900, currency: 'INR', receipt: 'BK-1042', notes: { booking_id: 'BK-1042' } });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("finds an order's captured payment among its attempts", async () => {
    const { impl, calls } = recordedFetch(200, { entity: 'collection', count: 2, items: [fixture('payment-failed.json'), fixture('payment-captured.json')] });
    expect(await provider({}, impl).findCapturedPayment('order_FxTestOrder001')).toEqual({ paymentId: 'pay_FxTestPaymt002', amountPaise: 249_900 });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/orders/order_FxTestOrder001/payments');
    const onlyFailed = recordedFetch(200, { entity: 'collection', count: 1, items: [fixture('payment-failed.json')] });
    expect(await provider({}, onlyFailed.impl).findCapturedPayment('order_FxTestOrder001')).toBeNull();
  });

  it("reports Razorpay's error description and status", async () => {
    const { impl } = recordedFetch(400, fixture('error-bad-request.json'));
    const failure = provider({}, impl).createOrder({ amountPaise: 50, receipt: 'BK-1', notes: {} });
    await expect(failure).rejects.toThrow(new PaymentGatewayError('The amount must be at least INR 1.00', 400));
  });

  it('gives up after its time-out and on answers it cannot read', async () => {
    const hanging = ((_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch;
    const slow = razorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: 'w', fetch: hanging, timeoutMs: 20 });
    await expect(slow.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toThrow(/Razorpay did not answer/);
    const garbled = recordedFetch(200, { unexpected: true });
    await expect(provider({}, garbled.impl).createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toThrow(/Unexpected answer/);
  });
});
