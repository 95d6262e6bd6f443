import { describe, expect, it } from 'vitest';
import { formatOrderNumber, normalizeOrderNumber } from './order-number';

describe('order numbers', () => {
  it('groups a short order number to be read out, and leaves older ones as they are', () => {
    expect(formatOrderNumber('CSK7M49QX2WP')).toBe('CS K7M 49Q X2WP');
    expect(formatOrderNumber('CSAAAAAAAAAAAAAAAA')).toBe('CSAAAAAAAAAAAAAAAA');
    // A look-alike character is not of the short alphabet: shown as it is.
    expect(formatOrderNumber('CSK7M49QX2W0')).toBe('CSK7M49QX2W0');
  });

  it('takes an order number as typed or pasted back to its stored form', () => {
    expect(normalizeOrderNumber(' cs k7m-49q x2wp ')).toBe('CSK7M49QX2WP');
    expect(normalizeOrderNumber(formatOrderNumber('CSK7M49QX2WP'))).toBe('CSK7M49QX2WP');
  });
});
