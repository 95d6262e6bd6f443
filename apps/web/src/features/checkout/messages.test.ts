import { describe, expect, it } from 'vitest';
import { bookingFailureMessage } from './messages';
import { ApiError } from '../../lib/api-client';

describe('booking failure messages', () => {
  it('uses the spec texts for network, server and unexpected failures', () => {
    expect(bookingFailureMessage(new ApiError(0, 'NETWORK', 'x'), 'online')).toBe('Network error. Please check your internet connection.');
    expect(bookingFailureMessage(new ApiError(500, 'INTERNAL', 'x'), 'cod')).toBe('Something went wrong with COD booking. Please try again.');
    expect(bookingFailureMessage(new ApiError(503, 'UNAVAILABLE', 'x'), 'online')).toBe('Booking creation failed. Please try again.');
    expect(bookingFailureMessage(new TypeError('boom'), 'online')).toBe('An unexpected error occurred. Please try again.');
  });

  it("passes on the server's reason for a refused booking", () => {
    expect(bookingFailureMessage(new ApiError(422, 'INVALID_COUPON', 'This coupon code is not valid.'), 'cod')).toBe('Booking failed: This coupon code is not valid.');
    expect(bookingFailureMessage(new ApiError(409, 'SLOT_FULL', 'This time slot was just booked up. Please choose another slot.'), 'cod')).toBe(
      'This time slot was just booked up. Please choose another slot.',
    );
  });
});
