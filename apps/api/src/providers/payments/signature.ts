import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256, the signature both Razorpay and our sandbox use. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of an expected signature with a presented one. */
export function signatureMatches(expectedHex: string, presented: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(presented, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Checkout: HMAC over "order_id|payment_id" with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
