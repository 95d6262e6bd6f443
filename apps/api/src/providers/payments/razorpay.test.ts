import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, networkFailure, noAnswer, strictFetch } from '../fetch-stub';
import { PaymentGatewayError } from './provider';
import { razorpayProvider, refundIdempotencyKey } from './razorpay';

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
/** A PaymentGatewayError with Razorpay's description and HTTP status. */
const refusal = (message: string, status: number) => ({ name: 'PaymentGatewayError', message, status });

const provider = (secrets: { keySecret?: string; webhookSecret?: string } = {}, fetchImpl?: typeof fetch) =>
  razorpayProvider({ keyId: 'rzp_test_FxKey', keySecret: secrets.keySecret ?? 'k', webhookSecret: secrets.webhookSecret ?? 'w', fetch: fetchImpl });

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
  const ORDERS_URL = 'https://api.razorpay.com/v1/orders';
  const ORDER_PAYMENTS_URL = 'https://api.razorpay.com/v1/orders/order_FxTestOrder001/payments';

  it('creates an order for an amount in paise with basic auth, and reads the answer', async () => {
    const stub = strictFetch({ method: 'POST', url: ORDERS_URL, answer: jsonAnswer(fixtureText('order-created.json')) });
    const order = await provider({ keySecret: 'secret' }, stub.fetch).createOrder({
      amountPaise: 249_900,
      receipt: 'BK-1042',
      notes: { booking_id: 'BK-1042' },
    });
    expect(order).toEqual({ id: 'order_FxTestOrder001', amountPaise: 249_900, currency: 'INR' });
    const [request] = stub.seen;
    expect(request!.headers.get('authorization')).toBe(`Basic ${Buffer.from('rzp_test_FxKey:secret').toString('base64')}`);
    expect(request!.json).toEqual({ amount: 249_900, currency: 'INR', receipt: 'BK-1042', notes: { booking_id: 'BK-1042' } });
    expect(request!.signal).toBeInstanceOf(AbortSignal);
  });

  it("finds an order's captured payment among its attempts", async () => {
    const stub = strictFetch(
      {
        method: 'GET',
        url: ORDER_PAYMENTS_URL,
        answer: jsonAnswer({ entity: 'collection', count: 2, items: [fixture('payment-failed.json'), fixture('payment-captured.json')] }),
      },
      { method: 'GET', url: ORDER_PAYMENTS_URL, answer: jsonAnswer({ entity: 'collection', count: 1, items: [fixture('payment-failed.json')] }) },
    );
    const rz = provider({}, stub.fetch);
    expect(await rz.findCapturedPayment('order_FxTestOrder001')).toEqual({ paymentId: 'pay_FxTestPaymt002', amountPaise: 249_900 });
    expect(await rz.findCapturedPayment('order_FxTestOrder001')).toBeNull();
  });

  it("reports Razorpay's error description and status", async () => {
    const stub = strictFetch({ method: 'POST', url: ORDERS_URL, answer: jsonAnswer(fixtureText('error-bad-request.json'), 400) });
    const failure = provider({}, stub.fetch).createOrder({ amountPaise: 50, receipt: 'BK-1', notes: {} });
    await expect(failure).rejects.toMatchObject(refusal('The amount must be at least INR 1.00', 400));
  });

  it('gives up after its time-out and on answers it cannot read', async () => {
    const stub = strictFetch(
      { method: 'POST', url: ORDERS_URL, answer: noAnswer },
      { method: 'POST', url: ORDERS_URL, answer: jsonAnswer({ unexpected: true }) },
    );
    const rz = razorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: 'w', fetch: stub.fetch, timeoutMs: 20 });
    await expect(rz.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toThrow(/Razorpay did not answer/);
    await expect(rz.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toThrow(/Unexpected answer/);
  });
});

describe('Razorpay refunds', () => {
  const REFUND_URL = 'https://api.razorpay.com/v1/payments/pay_FxTestPaymt002/refund';
  const input = {
    paymentId: 'pay_FxTestPaymt002',
    amountPaise: 50_000,
    receipt: 'RF-BK-1042-1',
    notes: { reason: 'wash_addon_cancelled', booking_id: 'BK-1042' },
  };

  it('posts a normal-speed refund with basic auth, the receipt and its idempotency key, and reads the refund', async () => {
    const stub = strictFetch({ method: 'POST', url: REFUND_URL, answer: jsonAnswer(fixtureText('refund-created.json')) });
    const refund = await provider({ keySecret: 'secret' }, stub.fetch).refund(input);
    expect(refund).toEqual({ refundId: 'rfnd_FxTestRefnd001', status: 'processed', amountPaise: 50_000 });
    const [request] = stub.seen;
    expect(request!.headers.get('authorization')).toBe(`Basic ${Buffer.from('rzp_test_FxKey:secret').toString('base64')}`);
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.json).toEqual({
      amount: 50_000,
      speed: 'normal',
      receipt: 'RF-BK-1042-1',
      notes: { reason: 'wash_addon_cancelled', booking_id: 'BK-1042' },
    });
    expect(request!.headers.get('x-refund-idempotency')).toBe(refundIdempotencyKey('RF-BK-1042-1'));
    expect(request!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the same idempotency key for the same receipt, one Razorpay accepts (10+ letters, digits, - or _)', async () => {
    const stub = strictFetch(
      { method: 'POST', url: REFUND_URL, answer: noAnswer },
      { method: 'POST', url: REFUND_URL, answer: jsonAnswer(fixtureText('refund-created.json')) },
    );
    const rz = razorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: 'w', fetch: stub.fetch, timeoutMs: 20 });
    await expect(rz.refund(input)).rejects.toThrow(/Razorpay did not answer/);
    await expect(rz.refund(input)).resolves.toMatchObject({ refundId: 'rfnd_FxTestRefnd001' });
    const [first, retry] = stub.seen.map((r) => r.headers.get('x-refund-idempotency'));
    expect(retry).toBe(first);
    for (const receipt of ['refund_1', 'Receipt No. 31', 'RF-BK-1042-1']) expect(refundIdempotencyKey(receipt)).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(refundIdempotencyKey('refund_1')).not.toBe(refundIdempotencyKey('refund_2'));
  });

  it('leaves notes out when there are none, and reads pending and failed refunds', async () => {
    const created = fixture('refund-created.json') as Record<string, unknown>;
    const stub = strictFetch(
      { method: 'POST', url: REFUND_URL, answer: jsonAnswer({ ...created, status: 'pending' }) },
      { method: 'POST', url: REFUND_URL, answer: jsonAnswer({ ...created, status: 'failed' }) },
    );
    const rz = provider({}, stub.fetch);
    expect(await rz.refund({ paymentId: 'pay_FxTestPaymt002', amountPaise: 50_000, receipt: 'refund_7' })).toMatchObject({ status: 'pending' });
    expect(stub.seen[0]!.json).toEqual({ amount: 50_000, speed: 'normal', receipt: 'refund_7' });
    expect(await rz.refund(input)).toMatchObject({ status: 'failed' });
  });

  it("reports a refused refund with Razorpay's description and status", async () => {
    const stub = strictFetch({ method: 'POST', url: REFUND_URL, answer: jsonAnswer(fixtureText('error-bad-request.json'), 400) });
    await expect(provider({}, stub.fetch).refund({ ...input, amountPaise: 50 })).rejects.toMatchObject(refusal('The amount must be at least INR 1.00', 400));
  });

  it('reports server errors, network failures and answers it cannot read', async () => {
    const stub = strictFetch(
      { method: 'POST', url: REFUND_URL, answer: jsonAnswer('<html>Bad gateway</html>', 502) },
      { method: 'POST', url: REFUND_URL, answer: networkFailure },
      { method: 'POST', url: REFUND_URL, answer: jsonAnswer({ ...(fixture('refund-created.json') as object), status: 'reversed' }) },
    );
    const rz = provider({}, stub.fetch);
    await expect(rz.refund(input)).rejects.toMatchObject(refusal('Razorpay answered HTTP 502', 502));
    await expect(rz.refund(input)).rejects.toThrow(/Razorpay did not answer: fetch failed/);
    await expect(rz.refund(input)).rejects.toThrow(/Unexpected answer from Razorpay for POST \/v1\/payments\/pay_FxTestPaymt002\/refund/);
  });

  it("reads a refund's state later", async () => {
    const stub = strictFetch({
      method: 'GET',
      url: 'https://api.razorpay.com/v1/payments/pay_FxTestPaymt002/refunds/rfnd_FxTestRefnd001',
      answer: jsonAnswer(fixtureText('refund-fetch.json')),
    });
    expect(await provider({}, stub.fetch).fetchRefund('pay_FxTestPaymt002', 'rfnd_FxTestRefnd001')).toEqual({
      refundId: 'rfnd_FxTestRefnd001',
      status: 'processed',
      amountPaise: 50_000,
    });
    expect(stub.seen[0]!.json).toBeUndefined();
  });
});
