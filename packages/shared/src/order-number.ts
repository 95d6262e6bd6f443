/**
 * Order numbers a customer can read out over the phone: 'CS' and ten characters from an alphabet with
 * no look-alikes (no 0/O, 1/I/L, nor U beside V), about 49 bits of randomness, so they cannot be
 * guessed. Orders placed before keep their longer numbers ('CS' and sixteen base-32 characters).
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_LENGTH = 10;

const SHORT_ORDER_NUMBER = new RegExp(`^CS[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** 'CSK7M49QX2WP' → 'CS K7M 49Q X2WP', in groups to read out; any other order number as it is. */
export function formatOrderNumber(trackingId: string): string {
  if (!SHORT_ORDER_NUMBER.test(trackingId)) return trackingId;
  return `CS ${trackingId.slice(2, 5)} ${trackingId.slice(5, 8)} ${trackingId.slice(8)}`;
}

/** An order number as a person may type or paste it ('cs k7m-49q x2wp'): its stored form. */
export const normalizeOrderNumber = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
