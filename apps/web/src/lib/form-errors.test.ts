import { extrasBody, offeringChanges } from '@carseva/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsByPath, serverFieldErrors, typedNumber, withoutField } from './form-errors';

describe('form errors', () => {
  it('reads a typed number as it is: a minus sign stays, digit grouping is read, anything else is not a number, empty is missing', () => {
    expect(typedNumber('-50')).toBe(-50);
    expect(typedNumber(' 1200 ')).toBe(1200);
    expect(typedNumber('99.5')).toBe(99.5);
    expect(typedNumber('1,20,000')).toBe(120_000);
    expect(typedNumber('120,000')).toBe(120_000);
    expect(typedNumber('1,800')).toBe(1800);
    expect(typedNumber('')).toBeUndefined();
    for (const text of ['abc', '1,5', '12,34,5', '0x1F', '1e3', '₹50', '5-0']) expect(typedNumber(text), text).toBeNaN();
  });

  it('keys problems by full path, as the server does, so both land on the same field', () => {
    const parsed = offeringChanges.safeParse({
      offerings: [{ id: 4, prices: { hatchback: { price: typedNumber('-50') }, sedan: { price: typedNumber('abc') } } }],
    });
    expect(fieldErrorsByPath(parsed.error!)).toEqual({
      'offerings.0.prices.hatchback.price': 'Price must be at least ₹1',
      'offerings.0.prices.sedan.price': 'Please enter a number',
    });
    const server = new ApiError(400, 'VALIDATION_FAILED', 'Please check the highlighted fields', {
      'offerings.0.prices.hatchback.price': ['Price must be at least ₹1'],
    });
    expect(serverFieldErrors(server)).toEqual({ 'offerings.0.prices.hatchback.price': 'Price must be at least ₹1' });
  });

  it('says an empty price is missing rather than treating it as ₹0', () => {
    const parsed = extrasBody.safeParse({ items: [{ name: 'Brake pads', price: typedNumber('') }] });
    expect(fieldErrorsByPath(parsed.error!)).toEqual({ 'items.0.price': 'This is required' });
  });

  it("drops only the edited field's message", () => {
    const errors = { name: 'Please enter your name', phone: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9' };
    expect(withoutField(errors, 'name')).toEqual({ phone: errors.phone });
    expect(withoutField(errors, 'email')).toBe(errors);
  });
});
