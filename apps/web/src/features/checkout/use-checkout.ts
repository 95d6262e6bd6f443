import type { Booking, BookingBody, PaymentVerifyBody } from '@carseva/shared';
import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateBooking } from './api/create-booking';
import { useCreatePaymentOrder } from './api/create-payment-order';
import { useVerifyPayment } from './api/verify-payment';
import { attemptFingerprint, attemptKeys, orderKeyOf, type AttemptKeys } from './checkout-attempt';
import { checkoutReducer, initialCheckout, isBusy } from './checkout-machine';
import { bookingFailureMessage, checkoutMessage, paymentOrderFailureMessage, refusedForGood, stillInProgress } from './messages';
import { loadRazorpay, openRazorpay, type CheckoutCallbacks } from './razorpay-checkout';
import { ApiError } from '../../lib/api-client';
import { useCart } from '../../lib/cart';
import { couponRefusal } from '../../lib/coupon-offers';

export interface UseCheckoutOptions {
  /** The signed-in customer: their id marks their attempts, their number prefills the gateway. */
  user: { id: number; mobile_no: string } | null;
  /** The chosen slot filled up meanwhile (409): the form drops it and shows the slots again. */
  onSlotTaken(): void;
  /** The attempts' keys; the tab's sessionStorage unless a test gives its own. */
  keys?: AttemptKeys;
}

/**
 * Pay Now, from booking to the order page: the checkout machine (checkout-machine.ts) driven by the
 * booking, payment-order and verify mutations. Each attempt sends its Idempotency-Key
 * (checkout-attempt.ts), so a retry or a reload never books a second seat or opens a second order.
 */
export function useCheckout({ user, onSlotTaken, keys: givenKeys }: UseCheckoutOptions) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const [keys] = useState(() => givenKeys ?? attemptKeys());
  const navigate = useNavigate();
  const clearCart = useCart((s) => s.clear);
  const dropCoupon = useCart((s) => s.dropCoupon);
  const createBooking = useCreateBooking();
  const createOrder = useCreatePaymentOrder();
  const verify = useVerifyPayment();
  /** Set from Pay Now until the booking and order requests are answered, before any re-render could say busy. */
  const running = useRef(false);
  /** Paying the balance of a placed order: the cart (maybe a next order) is left as it is. */
  const balanceOnly = useRef(false);

  /** The machine is done: every attempt is over, the cart is empty; a new order is confirmed, a paid balance goes back to its order. */
  const finish = async (trackingId: string) => {
    keys.end();
    if (!balanceOnly.current) clearCart();
    await navigate(balanceOnly.current ? `/order/${trackingId}` : `/order/${trackingId}/confirmed`);
  };

  const callbacks: CheckoutCallbacks = {
    async onPaid(result: PaymentVerifyBody) {
      dispatch({ type: 'paid' });
      let trackingId: string;
      try {
        trackingId = (await verify.mutateAsync(result)).tracking_id;
      } catch {
        dispatch({ type: 'verifyFailed' });
        return;
      }
      dispatch({ type: 'verified', trackingId });
      await finish(trackingId);
    },
    onFailed: (description) => dispatch({ type: 'paymentFailed', description }),
    onDismissed: () => dispatch({ type: 'dismissed' }),
  };

  const pay = async (booking: Booking, attempt: string) => {
    let order;
    try {
      order = await createOrder.mutateAsync({ trackingId: booking.tracking_id, idempotencyKey: orderKeyOf(attempt) });
    } catch (error) {
      // The unpaid booking's hold ran out (it is cancelled): the next try is a new attempt and books again.
      const bookingLost = error instanceof ApiError && error.code === 'HOLD_EXPIRED';
      if (bookingLost) keys.forget(attempt);
      dispatch({ type: 'orderFailed', message: paymentOrderFailureMessage(error), bookingLost });
      return;
    }
    if (order.provider !== 'sandbox' && !(await loadRazorpay())) {
      dispatch({ type: 'orderFailed', message: checkoutMessage('sdkFailed'), bookingLost: false });
      return;
    }
    dispatch({ type: 'ordered', order });
    if (order.provider !== 'sandbox') openRazorpay(order, user?.mobile_no ?? '', callbacks);
  };

  const book = async (body: BookingBody) => {
    const attempt = keys.keyFor(attemptFingerprint(user?.id ?? null, body));
    const unpaid = body.payment_mode === 'online' && state.unpaid?.attempt === attempt ? state.unpaid.booking : null;
    dispatch({ type: 'submitted', resume: unpaid !== null });
    if (unpaid) return pay(unpaid, attempt);

    let booking: Booking;
    try {
      booking = await createBooking.mutateAsync({ body, idempotencyKey: attempt });
    } catch (error) {
      // Refused for good, the same body would be refused again: a retry is a new attempt. Otherwise
      // (network, 5xx, still in progress) the booking may exist: a retry keeps the key and gets it.
      if (refusedForGood(error)) keys.forget(attempt);
      // The coupon stopped applying since the customer saw the price (ended, used up): the booking is
      // refused rather than charged otherwise; the coupon goes, and the next Confirm is at the new price.
      const refusal = couponRefusal(error);
      if (refusal) dropCoupon(refusal);
      dispatch({ type: 'bookingFailed', message: bookingFailureMessage(error, body.payment_mode) });
      if (error instanceof ApiError && error.status === 409 && !stillInProgress(error) && !refusal) onSlotTaken();
      return;
    }
    dispatch({ type: 'booked', booking, attempt });
    // Cash, or CarSeva Money covered it all: nothing to pay online.
    if (booking.payment_mode === 'cod' || booking.amount_pending === 0) return finish(booking.tracking_id);
    return pay(booking, attempt);
  };

  /** One run of the machine at a time, whatever the taps. */
  const once = async (run: () => Promise<void>) => {
    if (running.current || isBusy(state.step)) return;
    running.current = true;
    try {
      await run();
    } finally {
      running.current = false;
    }
  };

  /** Pay Now with a checked form. */
  const submit = (body: BookingBody) => once(() => book(body));

  /**
   * Pays what is still due on a placed order (extra work approved after it was paid online), through
   * the same gateway flow: an order for the balance, the window, verify. One key per balance, so a
   * retry opens no second order.
   */
  const payBalance = (booking: Booking) =>
    once(async () => {
      balanceOnly.current = true;
      const attempt = keys.keyFor(`balance:${booking.tracking_id}:${booking.amount}`);
      dispatch({ type: 'submitted', resume: true });
      await pay(booking, attempt);
    });

  return {
    state,
    busy: isBusy(state.step),
    submit,
    payBalance,
    /** A problem in the form, said under Pay Now; null clears the last message. */
    reject: (message: string | null) => dispatch({ type: 'rejected', message }),
    /** The sandbox gateway's window, open while its order is being paid. */
    sandboxOrder: state.step === 'paying' && state.order?.provider === 'sandbox' ? state.order : null,
    callbacks,
  };
}
