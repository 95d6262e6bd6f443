import { z } from 'zod';
import { PaymentGatewayError, type WebhookAction } from './provider';

/** The payment entity fields we read; gateways add keys over time, so the rest is ignored. */
export const paymentEntity = z
  .object({
    id: z.string(),
    order_id: z.string().nullable(),
    amount: z.number().int(),
    status: z.string(),
    error_description: z.string().nullish(),
  })
  .loose();

const webhookBody = z
  .object({
    event: z.string(),
    payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).loose(),
  })
  .loose();

/** Razorpay's webhook vocabulary (which the sandbox speaks too) → our actions. */
export function razorpayWebhookAction(rawBody: Buffer): WebhookAction {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentGatewayError('Webhook body is not JSON');
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw new PaymentGatewayError('Webhook body is not an event');
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if (!payment?.order_id) return { kind: 'ignored', event };
  if (event === 'payment.captured' || event === 'order.paid') {
    return { kind: 'paid', orderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount };
  }
  if (event === 'payment.failed') {
    return { kind: 'failed', orderId: payment.order_id, paymentId: payment.id, description: payment.error_description ?? 'Payment failed' };
  }
  return { kind: 'ignored', event };
}
