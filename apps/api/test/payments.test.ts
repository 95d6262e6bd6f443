import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatRupees } from '@carseva/shared';
import * as t from '../src/schema';
import { razorpayProvider } from '../src/providers/payments/razorpay';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import { PaymentGatewayError } from '../src/providers/payments';
import { EXPIRE_HOLDS_JOB } from '../src/modules/bookings';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { hmacHex, paymentSignature } from '../src/providers/payments/signature';
import { testConfig } from './app';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';

const SANDBOX_SECRET = 'payments-test-sandbox-secret';
const gateway = sandboxGateway({ secret: SANDBOX_SECRET });

let ctx: BookingTestApp;
let asha: { headers: Record<string, string>; userId: number };
let vikram: { headers: Record<string, string>; userId: number };
let slotIndex = 0;
beforeAll(async () => {
  ctx = await bookingTestApp({ paymentProvider: gateway });
  asha = await ctx.customer();
  vikram = await ctx.customer();
});
afterAll(() => ctx.close());

/** A fresh online booking by Asha and its gateway order. */
async function onlineBooking() {
  // A new slot each time (one seat per customer per slot): the next garage once a garage's slots are used.
  const g = await ctx.garage(5 + Math.floor(slotIndex / 10));
  const booked = await ctx.request(
    'POST',
    '/api/v1/bookings',
    asha.headers,
    bookingPayload(g, { payment_mode: 'online', booking_slot: g.slots[slotIndex++ % 10]!.id }),
  );
  expect(booked.statusCode).toBe(201);
  const booking = booked.json().data as { tracking_id: string; amount: number; id: number };
  const order = await ctx.request('POST', '/api/v1/payments/orders', asha.headers, { booking: booking.tracking_id });
  expect(order.statusCode).toBe(200);
  return { booking, order: order.json().data as { id: string; amount: number; currency: string; provider: string; key: string } };
}

const bookingRow = async (id: number) => (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, id)))[0]!;
const verify = (who: { headers: Record<string, string> }, body: object) => ctx.request('POST', '/api/v1/payments/verify', who.headers, body);
const webhook = (rawBody: string, headers: Record<string, string>, provider = 'sandbox') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/webhook/${provider}`,
    payload: rawBody,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('gateway orders', () => {
  it('opens an order for the server amount in paise, and the same order again on a retry', async () => {
    const { booking, order } = await onlineBooking();
    expect(order).toMatchObject({ amount: booking.amount * 100, currency: 'INR', provider: 'sandbox', key: 'sandbox', booking: booking.tracking_id });
    const again = await ctx.request('POST', '/api/v1/payments/orders', asha.headers, { booking: booking.tracking_id });
    expect(again.json().data.id).toBe(order.id);
  });

  it("refuses cash bookings, other customers' bookings and expired holds", async () => {
    const g = await ctx.garage(5);
    const cod = (
      await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { booking_slot: g.slots[9]!.id, booking_date: addDays(TOMORROW, 2) }))
    ).json().data;
    expect((await ctx.request('POST', '/api/v1/payments/orders', asha.headers, { booking: cod.tracking_id })).json().code).toBe('NOT_PAYABLE');
    const { booking } = await onlineBooking();
    expect((await ctx.request('POST', '/api/v1/payments/orders', vikram.headers, { booking: booking.tracking_id })).statusCode).toBe(404);
    expect((await ctx.request('POST', '/api/v1/payments/orders', {}, { booking: booking.tracking_id })).statusCode).toBe(401);
    ctx.clock.advance(16 * MINUTE);
    const late = await ctx.request('POST', '/api/v1/payments/orders', asha.headers, { booking: booking.tracking_id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your slot hold has expired. Please book again.');
  });
});

describe('verify', () => {
  it('marks the booking paid once, however often the result is verified and the webhook arrives', async () => {
    const { booking, order } = await onlineBooking();
    const paid = (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` })).json().data;
    // The sandbox already delivered its signed webhook; the checkout handler verifies too, twice.
    for (let i = 0; i < 2; i++) {
      const res = await verify(asha, paid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, msg: 'success', data: { tracking_id: booking.tracking_id } });
    }
    const read = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, asha.headers)).json().data;
    expect(read).toMatchObject({ payment_status: 'paid', amount_pending: 0, hold_expires_at: null });
    expect(read.events.filter((e: { status: string }) => e.status === 'paid')).toHaveLength(1);
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.gatewayOrderId, order.id));
    expect(payment).toMatchObject({ status: 'paid', gatewayPaymentId: paid.razorpay_payment_id, amountPaise: booking.amount * 100 });
  });

  it('rejects a forged signature, a signature for another payment and a signature for another order; the booking stays unpaid', async () => {
    const { booking, order } = await onlineBooking();
    const other = await onlineBooking();
    const forged = {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_Forged0001',
      razorpay_signature: hmacHex('not-the-secret', `${order.id}|pay_Forged0001`),
    };
    const swapped = { ...forged, razorpay_signature: paymentSignature(SANDBOX_SECRET, 'pay_Forged0001', order.id) };
    const otherOrder = { ...forged, razorpay_signature: paymentSignature(SANDBOX_SECRET, other.order.id, 'pay_Forged0001') };
    for (const body of [forged, swapped, otherOrder]) {
      const res = await verify(asha, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIGNATURE_MISMATCH', message: 'Payment validation failed. Please contact support.' });
    }
    expect((await verify(asha, { ...forged, razorpay_signature: 'zz' })).statusCode).toBe(400);
    expect((await bookingRow(booking.id)).paymentStatus).toBe('pending');
  });

  it("answers 404 for another customer's order, even with a valid signature", async () => {
    const { booking, order } = await onlineBooking();
    const body = {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_Someone001',
      razorpay_signature: paymentSignature(SANDBOX_SECRET, order.id, 'pay_Someone001'),
    };
    expect((await verify(vikram, body)).statusCode).toBe(404);
    expect((await bookingRow(booking.id)).paymentStatus).toBe('pending');
  });
});

describe('webhooks', () => {
  function signedEvent(event: string, payment: Record<string, unknown>, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
    const rawBody = JSON.stringify({ entity: 'event', event, payload: { payment: { entity: payment } } });
    return { rawBody, headers: { 'x-sandbox-signature': hmacHex(SANDBOX_SECRET, rawBody), 'x-sandbox-event-id': eventId } };
  }

  it('marks paid from a signed webhook alone, and processes a redelivered event id once', async () => {
    const { booking, order } = await onlineBooking();
    const event = signedEvent('payment.captured', { id: 'pay_Hook0001', order_id: order.id, amount: order.amount, status: 'captured' });
    const first = await webhook(event.rawBody, event.headers);
    expect(first.json()).toEqual({ success: true, message: 'processed' });
    const again = await webhook(event.rawBody, event.headers);
    expect(again.json()).toEqual({ success: true, message: 'duplicate' });
    expect((await bookingRow(booking.id)).paymentStatus).toBe('paid');
    // A different event for the same payment finds it already paid.
    const other = signedEvent('order.paid', { id: 'pay_Hook0001', order_id: order.id, amount: order.amount, status: 'captured' });
    expect((await webhook(other.rawBody, other.headers)).statusCode).toBe(200);
    const events = await ctx.db.select().from(t.bookingEvents).where(eq(t.bookingEvents.bookingId, booking.id));
    expect(events.filter((e) => e.kind === 'paid')).toHaveLength(1);
  });

  it('rejects a bad signature, a re-serialized body and a missing event id; nothing changes', async () => {
    const { booking, order } = await onlineBooking();
    const event = signedEvent('payment.captured', { id: 'pay_Hook0002', order_id: order.id, amount: order.amount, status: 'captured' });
    expect((await webhook(event.rawBody, { ...event.headers, 'x-sandbox-signature': 'a'.repeat(64) })).statusCode).toBe(400);
    expect((await webhook(JSON.stringify(JSON.parse(event.rawBody), null, 2), event.headers)).statusCode).toBe(400);
    expect((await webhook(event.rawBody, { 'x-sandbox-signature': event.headers['x-sandbox-signature'] })).statusCode).toBe(400);
    expect((await webhook(event.rawBody, event.headers, 'razorpay')).statusCode).toBe(404);
    expect((await bookingRow(booking.id)).paymentStatus).toBe('pending');
  });

  it('does not mark paid when the captured amount differs from the order', async () => {
    const { booking, order } = await onlineBooking();
    const event = signedEvent('payment.captured', { id: 'pay_Hook0003', order_id: order.id, amount: 100, status: 'captured' });
    expect((await webhook(event.rawBody, event.headers)).statusCode).toBe(200);
    expect((await bookingRow(booking.id)).paymentStatus).toBe('pending');
  });

  it('records a failed attempt, and the customer can pay the same order again', async () => {
    const { booking, order } = await onlineBooking();
    const failure = await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/fail` });
    expect(failure.json().data.error).toMatchObject({ reason: 'payment_failed', metadata: { order_id: order.id } });
    let read = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, asha.headers)).json().data;
    expect(read.payment_status).toBe('pending');
    expect(read.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'payment_failed']);
    const retry = await ctx.request('POST', '/api/v1/payments/orders', asha.headers, { booking: booking.tracking_id });
    expect(retry.json().data.id).toBe(order.id);
    const paid = (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` })).json().data;
    expect((await verify(asha, paid)).statusCode).toBe(200);
    read = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, asha.headers)).json().data;
    expect(read.payment_status).toBe('paid');
  });
});

/** Pays an order at the sandbox while its webhook is lost on the way. */
async function payWithLostWebhook(orderId: string) {
  gateway.deliverWebhooksTo(async () => {});
  try {
    return (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${orderId}/pay` })).json().data as Record<string, string>;
  } finally {
    gateway.deliverWebhooksTo(async (rawBody, headers) => {
      await webhook(rawBody, headers);
    });
  }
}

const paymentOf = async (bookingId: number) => (await ctx.db.select().from(t.payments).where(eq(t.payments.bookingId, bookingId)))[0]!;

describe('reconciler job', () => {
  it('records a payment the gateway captured but we never heard of, before the hold runs out', async () => {
    const { booking, order } = await onlineBooking();
    await payWithLostWebhook(order.id);
    expect((await bookingRow(booking.id)).paymentStatus).toBe('pending');
    ctx.clock.advance(3 * MINUTE);
    await ctx.runJob(PAYMENT_JOBS.reconcile);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'paid', serviceStatus: 'pending' });
  });
});

describe('a payment that arrives after the hold expired', () => {
  const refundsOf = async (paymentId: number) => ctx.db.select().from(t.refunds).where(eq(t.refunds.paymentId, paymentId));

  it('through the webhook: the booking stays cancelled, the money is recorded as unmatched and refunded once', async () => {
    const { booking, order } = await onlineBooking();
    ctx.clock.advance(16 * MINUTE);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    expect((await bookingRow(booking.id)).serviceStatus).toBe('cancelled');
    // The customer's window was still open: the gateway captures and its webhook arrives late.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` });
    expect(await bookingRow(booking.id)).toMatchObject({ serviceStatus: 'cancelled', paymentStatus: 'pending' });
    const payment = await paymentOf(booking.id);
    expect(payment.status).toBe('unmatched');

    await ctx.runJob(PAYMENT_JOBS.refund);
    await ctx.runJob(PAYMENT_JOBS.refund);
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'refunded' });
    const refunds = await refundsOf(payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPaise: order.amount, status: 'processed', reason: 'late_payment' });
    expect(gateway.refundsOf(payment.gatewayPaymentId!)).toHaveLength(1);

    const read = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, asha.headers)).json().data;
    expect(read).toMatchObject({ service_status: 'cancelled', payment_status: 'pending' });
    expect(read.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'hold_expired', 'late_payment', 'refunded']);
    expect(read.events.at(-1).label).toBe(`Refund issued: ${formatRupees(order.amount / 100)} to the original payment method`);
  });

  it('through verify or the reconciler, after the job cancelled the booking: never revived, refunded', async () => {
    const { booking, order } = await onlineBooking();
    const paid = await payWithLostWebhook(order.id);
    ctx.clock.advance(16 * MINUTE);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    expect((await verify(asha, paid)).statusCode).toBe(200);
    await ctx.runJob(PAYMENT_JOBS.reconcile);
    expect(await bookingRow(booking.id)).toMatchObject({ serviceStatus: 'cancelled', paymentStatus: 'pending' });
    await ctx.runJob(PAYMENT_JOBS.refund);
    const payment = await paymentOf(booking.id);
    expect(payment.status).toBe('refunded');
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it('a refund the gateway refuses is retried by the job and recorded as failed meanwhile', async () => {
    const { booking, order } = await onlineBooking();
    ctx.clock.advance(16 * MINUTE);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` });
    const payment = await paymentOf(booking.id);
    const realRefund = gateway.refund;
    gateway.refund = async () => {
      throw new PaymentGatewayError('gateway unavailable', 503);
    };
    try {
      await ctx.runJob(PAYMENT_JOBS.refund);
    } finally {
      gateway.refund = realRefund;
    }
    expect((await refundsOf(payment.id))[0]).toMatchObject({ status: 'failed' });
    expect((await paymentOf(booking.id)).status).toBe('unmatched');
  });
});

describe('sandbox endpoints', () => {
  it('exist only while the sandbox is the configured gateway', async () => {
    const rz = await bookingTestApp({ paymentProvider: razorpayProvider({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'w' }) });
    try {
      expect((await rz.app.inject({ method: 'POST', url: '/api/v1/sandbox/orders/order_abcd1234/pay' })).statusCode).toBe(404);
    } finally {
      await rz.close();
    }
  });
});

describe('Razorpay webhook route', () => {
  it('verifies the recorded webhook over its exact bytes and deduplicates by X-Razorpay-Event-Id', async () => {
    const vectors = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'fixtures/razorpay/signature-vectors.json'), 'utf8'));
    const vector = vectors.webhook_signature.vectors[0];
    const rz = await bookingTestApp({ paymentProvider: razorpayProvider({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: vector.webhook_secret }) });
    try {
      const send = (body: string, signature: string) =>
        rz.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/razorpay',
          payload: body,
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_FxTest0001' },
        });
      expect((await send(vector.raw_body, vector.expected_signature)).json()).toEqual({ success: true, message: 'processed' });
      expect((await send(vector.raw_body, vector.expected_signature)).json()).toEqual({ success: true, message: 'duplicate' });
      const tampered = vectors.webhook_signature.must_reject[0];
      expect((await send(tampered.raw_body, tampered.presented_signature)).statusCode).toBe(400);
    } finally {
      await rz.close();
    }
  });
});

describe('configuration', () => {
  it('allows the Razorpay Checkout script and frame in the CSP only when Razorpay is the gateway', async () => {
    const sandboxCsp = String((await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(sandboxCsp).not.toContain('razorpay');
    const rz = await bookingTestApp({ paymentProvider: razorpayProvider({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'w' }) });
    try {
      const csp = String((await rz.app.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } finally {
      await rz.close();
    }
  });

  it('refuses to start with Razorpay but without its secrets', () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(
      testConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }).PAYMENT_PROVIDER,
    ).toBe('razorpay');
  });
});
