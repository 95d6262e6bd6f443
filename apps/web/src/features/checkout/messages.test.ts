import { describe, expect, it } from 'vitest';
import { bookingFailureMessage, paymentOrderFailureMessage, refusedForGood } from './messages';
import { ApiError } from '../../lib/api-client';

describe('booking failure messages', () => {
  it('uses the spec texts for network, server and unexpected failures', () => {
    expect(bookingFailureMessage(new ApiError(0, 'NETWORK', 'x'), 'online')).toBe('Network error. Please check your internet connection.');
    expect(bookingFailureMessage(new ApiError(500, 'INTERNAL', 'x'), 'cod')).toBe('Something went wrong with COD booking. Please try again.');
    expect(bookingFailureMessage(new ApiError(503, 'UNAVAILABLE', 'x'), 'online')).toBe('Booking creation failed. Please try again.');
    expect(bookingFailureMessage(new TypeError('boom'), 'online')).toBe('An unexpected error occurred. Please try again.');
  });

  it("passes on the server's reason for a refused booking", () => {
    expect(bookingFailureMessage(new ApiError(422, 'INVALID_COUPON', 'This coupon code is not valid.'), 'cod')).toBe(
      'Booking failed: This coupon code is not valid.',
    );
    expect(bookingFailureMessage(new ApiError(409, 'SLOT_FULL', 'This time slot was just booked up. Please choose another slot.'), 'cod')).toBe(
      'This time slot was just booked up. Please choose another slot.',
    );
  });

  it('says plainly when an earlier request of the attempt is still being answered', () => {
    const inProgress = new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed. Try again in a moment.');
    expect(bookingFailureMessage(inProgress, 'cod')).toBe('Your last request is still being processed. Please wait a moment, then try again.');
    expect(paymentOrderFailureMessage(inProgress)).toBe('Your last request is still being processed. Please wait a moment, then try again.');
    expect(refusedForGood(inProgress)).toBe(false);
  });

  it("gives the server's reason for a booking that cannot be paid, else the spec's words", () => {
    expect(paymentOrderFailureMessage(new ApiError(409, 'HOLD_EXPIRED', 'Your slot was released.'))).toBe('Your slot was released.');
    expect(paymentOrderFailureMessage(new ApiError(502, 'PAYMENT_GATEWAY', 'x'))).toBe('Failed to initialize payment. Please try again.');
  });

  it('counts only 4xx answers as refused for good: a network error or a 5xx may have booked', () => {
    expect(refusedForGood(new ApiError(422, 'INVALID_COUPON', 'x'))).toBe(true);
    expect(refusedForGood(new ApiError(409, 'SLOT_FULL', 'x'))).toBe(true);
    expect(refusedForGood(new ApiError(0, 'NETWORK', 'x'))).toBe(false);
    expect(refusedForGood(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(false);
    expect(refusedForGood(new TypeError('boom'))).toBe(false);
  });
});
