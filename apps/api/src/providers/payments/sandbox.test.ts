import { describe, expect, it } from 'vitest';
import { sandboxGateway } from './sandbox';
import { hmacHex } from './signature';

const SECRET = 'sandbox-test-secret-0123';

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
