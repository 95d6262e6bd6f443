import { ApiError } from '../../lib/api-client';
import { type MessageId, translate } from '../../lib/i18n';

/** The checkout's messages (product spec §5 and §8), shown inline instead of pop-ups, by their catalogue ids. */
const CHECKOUT_MESSAGES = {
  selectSlot: 'checkout.error.selectSlot',
  validationFailed: 'checkout.error.validationFailed',
  initFailed: 'checkout.error.initFailed',
  bookingFailed: 'checkout.error.bookingFailed',
  codFailed: 'checkout.error.codFailed',
  network: 'checkout.error.network',
  unexpected: 'checkout.error.unexpected',
  inProgress: 'checkout.error.inProgress',
  sdkFailed: 'checkout.error.sdkFailed',
} as const satisfies Record<string, MessageId>;

/** One of the checkout's messages, in the page's language. */
export const checkoutMessage = (name: keyof typeof CHECKOUT_MESSAGES) => translate(CHECKOUT_MESSAGES[name]);

/** The server is still answering an earlier request of this attempt (same Idempotency-Key). */
export const stillInProgress = (error: unknown) => error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_PROGRESS';

/** Why placing the booking failed, in the spec's words. */
export function bookingFailureMessage(error: unknown, mode: 'online' | 'cod'): string {
  if (!(error instanceof ApiError)) return checkoutMessage('unexpected');
  if (error.status === 0) return checkoutMessage('network');
  if (stillInProgress(error)) return checkoutMessage('inProgress');
  if (error.status >= 500) return checkoutMessage(mode === 'cod' ? 'codFailed' : 'bookingFailed');
  if (error.status === 409) return error.message;
  return translate('checkout.error.bookingRefused', { reason: error.message || translate('checkout.error.serverError') });
}

/** Why no gateway order came: the server's reason for a booking that cannot be paid (409), else the spec's words. */
export function paymentOrderFailureMessage(error: unknown): string {
  if (stillInProgress(error)) return checkoutMessage('inProgress');
  return error instanceof ApiError && error.status === 409 ? error.message : checkoutMessage('initFailed');
}

/** The server refused the request for good (a 4xx other than "still in progress"): sent again, it would be refused again. */
export const refusedForGood = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && !stillInProgress(error);
