import { describe, expect, it } from 'vitest';
import { sandboxGateway } from './sandbox';
import { hmacHex } from './signature';

const SECRET = 'sandbox-test-secret-0123';
/** A PaymentGatewayError as Razorpay would give it: its words and HTTP status. */
const refusal = (message: string, status: number) => ({ name: 'PaymentGatewayError', message, status });

function gatewayWithInbox() {
  const gateway = sandboxGateway({ secret: SECRET });
  const inbox: { rawBody: string; headers: Record<string, string> }[] = [];
  gateway.deliverWebhooksTo(async (rawBody, headers) => {
    inbox.push({ rawBody, headers });
  });
  return { gateway, inbox };
}

describe('sandbox gateway', () => {
  it('creates orders, and a payment whose checkout signature verifies', async () => {
    const { gateway } = gatewayWithInbox();
    const order = await gateway.createOrder({ amountPaise: 118_000, receipt: 'CS1', notes: {} });
    expect(order).toMatchObject({ amountPaise: 118_000, currency: 'INR' });
    expect(await gateway.findCapturedPayment(order.id)).toBeNull();
    const result = await gateway.pay(order.id);
    expect(result.razorpay_order_id).toBe(order.id);
    expect(gateway.verifyPaymentSignature(order.id, result.razorpay_payment_id, result.razorpay_signature)).toBe(true);
    expect(gateway.verifyPaymentSignature('order_other', result.razorpay_payment_id, result.razorpay_signature)).toBe(false);
    expect(await gateway.findCapturedPayment(order.id)).toEqual({ paymentId: result.razorpay_payment_id, amountPaise: 118_000 });
    await expect(gateway.pay(order.id)).rejects.toThrow(/already paid/);
  });

  it('posts a signed payment.captured webhook with a unique event id', async () => {
    const { gateway, inbox } = gatewayWithInbox();
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'CS2', notes: {} });
    const result = await gateway.pay(order.id);
    expect(inbox).toHaveLength(1);
    const { rawBody, headers } = inbox[0]!;
    expect(headers['x-sandbox-signature']).toBe(hmacHex(SECRET, rawBody));
    expect(headers['x-sandbox-event-id']).toMatch(/^evt_/);
    expect(gateway.verifyWebhookSignature(Buffer.from(rawBody), headers['x-sandbox-signature']!)).toBe(true);
    expect(gateway.parseWebhook(Buffer.from(rawBody))).toEqual({ kind: 'paid', orderId: order.id, paymentId: result.razorpay_payment_id, amountPaise: 50_000 });
  });

  it('fails a payment with the fields the failure handler gets, and a signed payment.failed webhook', async () => {
    const { gateway, inbox } = gatewayWithInbox();
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'CS3', notes: {} });
    const failure = await gateway.fail(order.id);
    expect(failure.error.metadata.order_id).toBe(order.id);
    expect(failure.error.description).toMatch(/declined/);
    expect(gateway.parseWebhook(Buffer.from(inbox[0]!.rawBody))).toMatchObject({ kind: 'failed', orderId: order.id });
    // A failed attempt leaves the order payable.
    await expect(gateway.pay(order.id)).resolves.toMatchObject({ razorpay_order_id: order.id });
  });

  it('refuses unknown orders and amounts under a rupee', async () => {
    const { gateway } = gatewayWithInbox();
    await expect(gateway.pay('order_missing')).rejects.toThrow(/No sandbox order/);
    await expect(gateway.createOrder({ amountPaise: 99, receipt: 'x', notes: {} })).rejects.toThrow(/at least INR 1.00/);
  });
});

describe('sandbox refunds', () => {
  async function paidOrder(amountPaise = 118_000) {
    const { gateway } = gatewayWithInbox();
    const order = await gateway.createOrder({ amountPaise, receipt: 'CS-R', notes: {} });
    const { razorpay_payment_id: paymentId } = await gateway.pay(order.id);
    return { gateway, order, paymentId };
  }

  it('refunds a captured payment, in parts, answering like Razorpay', async () => {
    const { gateway, paymentId } = await paidOrder();
    const first = await gateway.refund({ paymentId, amountPaise: 18_000, receipt: 'refund_1', notes: { reason: 'wash_addon_cancelled' } });
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_/), status: 'processed', amountPaise: 18_000 });
    const rest = await gateway.refund({ paymentId, amountPaise: 100_000, receipt: 'refund_2' });
    expect(rest.refundId).not.toBe(first.refundId);
    expect(await gateway.fetchRefund(paymentId, first.refundId)).toEqual(first);
    expect(gateway.refundsOf(paymentId)).toEqual([
      { ...first, paymentId, receipt: 'refund_1', notes: { reason: 'wash_addon_cancelled' } },
      { ...rest, paymentId, receipt: 'refund_2', notes: {} },
    ]);
  });

  it('gives the first refund back for the same receipt, and refuses the receipt for another refund', async () => {
    const { gateway, paymentId } = await paidOrder();
    const input = { paymentId, amountPaise: 118_000, receipt: 'refund_9' };
    const [once, again] = await Promise.all([gateway.refund(input), gateway.refund(input)]);
    expect(again).toEqual(once);
    expect(await gateway.refund(input)).toEqual(once);
    expect(gateway.refundsOf(paymentId)).toHaveLength(1);
    await expect(gateway.refund({ ...input, amountPaise: 500 })).rejects.toMatchObject(
      refusal('Different request with the same idempotency key has already been processed.', 409),
    );
  });

  it('refuses more than was captured and not yet refunded', async () => {
    const { gateway, paymentId } = await paidOrder(50_000);
    await expect(gateway.refund({ paymentId, amountPaise: 50_100, receipt: 'r-1' })).rejects.toMatchObject(
      refusal('The refund amount provided is greater than amount captured.', 400),
    );
    await gateway.refund({ paymentId, amountPaise: 30_000, receipt: 'r-2' });
    await expect(gateway.refund({ paymentId, amountPaise: 20_100, receipt: 'r-3' })).rejects.toThrow(/greater than amount captured/);
    await gateway.refund({ paymentId, amountPaise: 20_000, receipt: 'r-4' });
    await expect(gateway.refund({ paymentId, amountPaise: 100, receipt: 'r-5' })).rejects.toMatchObject(
      refusal('The payment has been fully refunded already.', 400),
    );
    expect(gateway.refundsOf(paymentId).map((r) => r.amountPaise)).toEqual([30_000, 20_000]);
  });

  it('refunds only captured payments it issued, of at least a rupee', async () => {
    const { gateway, order, paymentId } = await paidOrder();
    await expect(gateway.refund({ paymentId: 'pay_elsewhere', amountPaise: 10_000, receipt: 'x-1' })).rejects.toMatchObject(
      refusal('pay_elsewhere is not a valid id', 400),
    );
    const other = await gateway.createOrder({ amountPaise: 20_000, receipt: 'CS-F', notes: {} });
    const failed = await gateway.fail(other.id);
    await expect(gateway.refund({ paymentId: failed.error.metadata.payment_id, amountPaise: 20_000, receipt: 'x-2' })).rejects.toThrow(
      /Only captured payments/,
    );
    await expect(gateway.refund({ paymentId, amountPaise: 99, receipt: 'x-3' })).rejects.toMatchObject(refusal('The amount must be at least INR 1.00', 400));
    await expect(gateway.fetchRefund(paymentId, 'rfnd_missing')).rejects.toMatchObject(refusal('The id provided does not exist', 400));
    expect(gateway.refundsOf(paymentId)).toEqual([]);
    expect(await gateway.findCapturedPayment(order.id)).toEqual({ paymentId, amountPaise: 118_000 });
  });
});
