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
  inProgress: 'Your last request is still being processed. Please wait a moment, then try again.',
} as const;

/** The server is still answering an earlier request of this attempt (same Idempotency-Key). */
export const stillInProgress = (error: unknown) => error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_PROGRESS';

/** Why placing the booking failed, in the spec's words. */
export function bookingFailureMessage(error: unknown, mode: 'online' | 'cod'): string {
  if (!(error instanceof ApiError)) return CHECKOUT_MESSAGES.unexpected;
  if (error.status === 0) return CHECKOUT_MESSAGES.network;
  if (stillInProgress(error)) return CHECKOUT_MESSAGES.inProgress;
  if (error.status >= 500) return mode === 'cod' ? CHECKOUT_MESSAGES.codFailed : CHECKOUT_MESSAGES.bookingFailed;
  if (error.status === 409) return error.message;
  return `Booking failed: ${error.message || 'Server error'}`;
}

/** Why no gateway order came: the server's reason for a booking that cannot be paid (409), else the spec's words. */
export function paymentOrderFailureMessage(error: unknown): string {
  if (stillInProgress(error)) return CHECKOUT_MESSAGES.inProgress;
  return error instanceof ApiError && error.status === 409 ? error.message : CHECKOUT_MESSAGES.initFailed;
}

/** The server refused the request for good (a 4xx other than "still in progress"): sent again, it would be refused again. */
export const refusedForGood = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && !stillInProgress(error);
