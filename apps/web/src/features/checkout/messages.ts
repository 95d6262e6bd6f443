import { ApiError } from '../../lib/api-client';

/** The checkout's messages (product spec §5 and §8), shown inline instead of pop-ups. */
export const CHECKOUT_MESSAGES = {
  selectSlot: 'Please select a time slot.',
  validationFailed: 'Payment validation failed. Please contact support.',
  initFailed: 'Failed to initialize payment. Please try again.',
  bookingFailed: 'Booking creation failed. Please try again.',
  codFailed: 'Something went wrong with COD booking. Please try again.',
  network: 'Network error. Please check your internet connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Why placing the booking failed, in the spec's words. */
export function bookingFailureMessage(error: unknown, mode: 'online' | 'cod'): string {
  if (!(error instanceof ApiError)) return CHECKOUT_MESSAGES.unexpected;
  if (error.status === 0) return CHECKOUT_MESSAGES.network;
  if (error.status >= 500) return mode === 'cod' ? CHECKOUT_MESSAGES.codFailed : CHECKOUT_MESSAGES.bookingFailed;
  if (error.status === 409) return error.message;
  return `Booking failed: ${error.message || 'Server error'}`;
}
