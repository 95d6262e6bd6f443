import type { Booking, PaymentOrder } from '@carseva/shared';
import { checkoutMessage } from './messages';
import { translate } from '../../lib/i18n';

/**
 * The checkout as a state machine:
 *
 *   idle ─submitted→ booking ─booked→ ordering ─ordered→ paying ─paid→ verifying ─verified→ done
 *                       │  (cash) └────booked───────────────────────────────────────────→ done
 *                       └─bookingFailed / orderFailed / paymentFailed / verifyFailed→ failed
 *
 * failed (and idle) take a new submission; an online booking already placed for the same attempt is
 * paid for instead of booked again ("resume": submitted goes straight to ordering). Closing the
 * gateway's window goes back to idle. Pure: the hook in use-checkout.ts runs the requests.
 */
export type CheckoutStep = 'idle' | 'booking' | 'ordering' | 'paying' | 'verifying' | 'done' | 'failed';

export interface CheckoutState {
  step: CheckoutStep;
  /** What the customer is told under Pay Now: why the last try failed, or a problem in the form. */
  message: string | null;
  /** An online booking placed by this attempt and not paid yet: a retry pays for it. */
  unpaid: { attempt: string; booking: Booking } | null;
  /** The gateway order being paid (while paying). */
  order: PaymentOrder | null;
  /** The booking whose page opens once done. */
  trackingId: string | null;
}

export type CheckoutEvent =
  /** A problem found in the form before anything was sent (null: nothing to say here). */
  | { type: 'rejected'; message: string | null }
  /** Pay Now: book, or with `resume` pay for the attempt's unpaid booking. */
  | { type: 'submitted'; resume: boolean }
  | { type: 'booked'; booking: Booking; attempt: string }
  | { type: 'bookingFailed'; message: string }
  | { type: 'ordered'; order: PaymentOrder }
  /** No gateway order (or no gateway): with `bookingLost` the booking is gone and a retry books again. */
  | { type: 'orderFailed'; message: string; bookingLost: boolean }
  | { type: 'paid' }
  | { type: 'paymentFailed'; description: string }
  | { type: 'dismissed' }
  | { type: 'verified'; trackingId: string }
  | { type: 'verifyFailed' };

export const initialCheckout: CheckoutState = { step: 'idle', message: null, unpaid: null, order: null, trackingId: null };

/** Steps in which a request or the gateway is under way: Pay Now waits. */
export const isBusy = (step: CheckoutStep) => step !== 'idle' && step !== 'failed';

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'rejected':
      return isBusy(state.step) ? state : { ...state, message: event.message };
    case 'submitted':
      return isBusy(state.step) ? state : { ...state, step: event.resume ? 'ordering' : 'booking', message: null };
    case 'booked':
      if (state.step !== 'booking') return state;
      if (event.booking.payment_mode === 'cod') return { ...state, step: 'done', trackingId: event.booking.tracking_id };
      return { ...state, step: 'ordering', unpaid: { attempt: event.attempt, booking: event.booking } };
    case 'bookingFailed':
      return state.step === 'booking' ? { ...state, step: 'failed', message: event.message } : state;
    case 'ordered':
      return state.step === 'ordering' ? { ...state, step: 'paying', order: event.order } : state;
    case 'orderFailed':
      return state.step === 'ordering' ? { ...state, step: 'failed', message: event.message, unpaid: event.bookingLost ? null : state.unpaid } : state;
    case 'paid':
      return state.step === 'paying' ? { ...state, step: 'verifying', order: null } : state;
    case 'paymentFailed':
      return state.step === 'paying'
        ? { ...state, step: 'failed', message: translate('checkout.error.paymentFailed', { reason: event.description }), order: null }
        : state;
    case 'dismissed':
      return state.step === 'paying' ? { ...state, step: 'idle', order: null } : state;
    case 'verified':
      return state.step === 'verifying' ? { ...state, step: 'done', unpaid: null, trackingId: event.trackingId } : state;
    case 'verifyFailed':
      return state.step === 'verifying' ? { ...state, step: 'failed', message: checkoutMessage('validationFailed') } : state;
  }
}
