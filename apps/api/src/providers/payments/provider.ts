import type { PaymentProviderName } from '@carseva/shared';

/** An order at the gateway for an amount in paise; the customer pays against it in the checkout window. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

export interface CapturedPayment {
  paymentId: string;
  amountPaise: number;
}

/** Money to give back for a captured payment; `receipt` is our handle for it, the same on every retry. */
export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  notes?: Record<string, string>;
}

/** A refund at the gateway: `pending` until the bank has it, then `processed` (final) or `failed`. */
export interface GatewayRefund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
  amountPaise: number;
}

/** What a verified webhook means for us, whatever the gateway's event vocabulary. */
export type WebhookAction =
  | { kind: 'paid'; orderId: string; paymentId: string; amountPaise: number }
  | { kind: 'failed'; orderId: string; paymentId: string; description: string }
  | { kind: 'ignored'; event: string };

/** One interface over the payment gateways (Razorpay, and the local sandbox that behaves like it). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the checkout window is opened with. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** The captured payment of an order, if there is one (the reconciler asks when a webhook may have been lost). */
  findCapturedPayment(orderId: string): Promise<CapturedPayment | null>;
  /**
   * Refunds part or all of a captured payment. Idempotent by receipt: asking again with the same
   * receipt (after a time-out, say) returns the first refund instead of paying twice. Throws
   * PaymentGatewayError when the gateway refuses (not captured, more than is left, under INR 1.00).
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** A refund's current state (a `pending` refund settles later). */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** Checks the checkout handler's signature over our stored order id and the payment id. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook's signature over the exact bytes received. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Turns a verified webhook body into an action; throws PaymentGatewayError on a body it cannot read. */
  parseWebhook(rawBody: Buffer): WebhookAction;
  /** The header names carrying the webhook's signature and its unique event id. */
  readonly webhookHeaders: { signature: string; eventId: string };
}

/** The gateway could not be reached or answered something we cannot use. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
