import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import type { GatewayRefund, PaymentProvider } from '../src/providers/payments';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

/**
 * Razorpay answers a refund as `pending` when the bank takes time, and settles it later; the sandbox
 * settles at once. This gateway is the sandbox with Razorpay's timing: pending first, then whatever
 * the test says when asked again.
 */
const sandbox = sandboxGateway({ secret: 'refund-settlement-secret' });
let settlesAs: GatewayRefund['status'] = 'pending';
const slowRefunds: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
  async refund(input: Parameters<PaymentProvider['refund']>[0]) {
    return { ...(await sandbox.refund(input)), status: 'pending' as const };
  },
  async fetchRefund(paymentId: string, refundId: string) {
    return { ...(await sandbox.fetchRefund(paymentId, refundId)), status: settlesAs };
  },
});

let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: '+919800000003' }, paymentProvider: slowRefunds });
});
afterAll(() => ctx.close());

it('a refund the gateway took as pending is asked about again by the reconciler until it settles', async () => {
  const customer = await ctx.customer();
  const g = await ctx.garage(0);
  const order = (await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { payment_mode: 'online' }))).json().data;
  const gatewayOrder = (await ctx.request('POST', '/api/v1/payments/orders', customer.headers, { booking: order.tracking_id })).json().data;
  await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${gatewayOrder.id}/pay` });
  const cancelled = await ctx.request('POST', `/api/v1/bookings/${order.tracking_id}/cancel`, customer.headers, { reason: 'Plans changed' });
  expect(cancelled.statusCode).toBe(200);
  await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);
  await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);

  const refundState = async () => (await ctx.request('GET', '/api/v1/me/transactions', customer.headers)).json().data[0];
  expect(await refundState()).toMatchObject({ kind: 'refund', status: 'pending' });
  await ctx.runJob(PAYMENT_JOBS.reconcile);
  expect(await refundState()).toMatchObject({ kind: 'refund', status: 'pending' });

  settlesAs = 'processed';
  await ctx.runJob(PAYMENT_JOBS.reconcile);
  expect(await refundState()).toMatchObject({ kind: 'refund', status: 'processed', amount: order.amount });
  const page = (await ctx.request('GET', `/api/v1/bookings/${order.tracking_id}`, customer.headers)).json().data;
  expect(page.refund).toMatchObject({ status: 'processed', amount: order.amount });
});
