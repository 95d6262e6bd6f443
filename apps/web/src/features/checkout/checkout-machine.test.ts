import type { Booking, PaymentOrder } from '@carseva/shared';
import { describe, expect, it } from 'vitest';
import { checkoutReducer, initialCheckout, isBusy, type CheckoutEvent, type CheckoutState } from './checkout-machine';

const online = { tracking_id: 'CSONLINE', payment_mode: 'online' } as Booking;
const cash = { tracking_id: 'CSCASH', payment_mode: 'cod' } as Booking;
const order = { id: 'order_1', amount: 356_200, currency: 'INR', key: 'rzp', provider: 'sandbox', booking: 'CSONLINE' } as PaymentOrder;

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckout) => events.reduce(checkoutReducer, from);
const steps = (events: CheckoutEvent[]) => {
  let state = initialCheckout;
  return events.map((event) => (state = checkoutReducer(state, event)).step);
};

describe('checkout machine', () => {
  it('online: booking, ordering, paying, verifying, done', () => {
    expect(
      steps([
        { type: 'submitted', resume: false },
        { type: 'booked', booking: online, attempt: 'k1' },
        { type: 'ordered', order },
        { type: 'paid' },
        { type: 'verified', trackingId: 'CSONLINE' },
      ]),
    ).toEqual(['booking', 'ordering', 'paying', 'verifying', 'done']);
  });

  it('cash: done as soon as the booking is placed', () => {
    const state = run([
      { type: 'submitted', resume: false },
      { type: 'booked', booking: cash, attempt: 'k1' },
    ]);
    expect(state).toMatchObject({ step: 'done', trackingId: 'CSCASH', unpaid: null });
  });

  it('a failed payment keeps the unpaid booking: the retry resumes at ordering and ends done', () => {
    const failed = run([
      { type: 'submitted', resume: false },
      { type: 'booked', booking: online, attempt: 'k1' },
      { type: 'ordered', order },
      { type: 'paymentFailed', description: 'Declined by the bank' },
    ]);
    expect(failed).toMatchObject({ step: 'failed', message: 'Payment Failed: Declined by the bank', order: null, unpaid: { attempt: 'k1', booking: online } });
    const retried = run([{ type: 'submitted', resume: true }], failed);
    expect(retried).toMatchObject({ step: 'ordering', message: null });
    expect(run([{ type: 'ordered', order }, { type: 'paid' }, { type: 'verified', trackingId: 'CSONLINE' }], retried)).toMatchObject({
      step: 'done',
      unpaid: null,
    });
  });

  it('a refused booking fails with its reason and takes a new submission', () => {
    const failed = run([
      { type: 'submitted', resume: false },
      { type: 'bookingFailed', message: 'This time slot was just booked up. Please choose another slot.' },
    ]);
    expect(failed).toMatchObject({ step: 'failed', message: 'This time slot was just booked up. Please choose another slot.' });
    expect(isBusy(failed.step)).toBe(false);
    expect(run([{ type: 'submitted', resume: false }], failed)).toMatchObject({ step: 'booking', message: null });
  });

  it('a lost booking (hold expired) is not resumed; other order failures keep it', () => {
    const ordering = run([
      { type: 'submitted', resume: false },
      { type: 'booked', booking: online, attempt: 'k1' },
    ]);
    expect(run([{ type: 'orderFailed', message: 'expired', bookingLost: true }], ordering).unpaid).toBeNull();
    expect(run([{ type: 'orderFailed', message: 'try again', bookingLost: false }], ordering).unpaid).toEqual({ attempt: 'k1', booking: online });
  });

  it('closing the gateway window goes back to idle; a failed verification says so', () => {
    const paying = run([
      { type: 'submitted', resume: false },
      { type: 'booked', booking: online, attempt: 'k1' },
      { type: 'ordered', order },
    ]);
    expect(run([{ type: 'dismissed' }], paying)).toMatchObject({ step: 'idle', order: null, message: null });
    expect(run([{ type: 'paid' }, { type: 'verifyFailed' }], paying)).toMatchObject({
      step: 'failed',
      message: 'Payment validation failed. Please contact support.',
    });
  });

  it('ignores events that do not belong to the step: a second Pay Now while busy, a late answer', () => {
    const booking = run([{ type: 'submitted', resume: false }]);
    expect(run([{ type: 'submitted', resume: false }], booking)).toBe(booking);
    expect(run([{ type: 'rejected', message: 'Enter a valid 6-digit pincode' }], booking)).toBe(booking);
    expect(run([{ type: 'paid' }], booking)).toBe(booking);
    expect(run([{ type: 'booked', booking: online, attempt: 'k1' }])).toBe(initialCheckout);
  });

  it('says a form problem while idle or failed, and clears it', () => {
    const told = run([{ type: 'rejected', message: 'Please enter your full address' }]);
    expect(told).toMatchObject({ step: 'idle', message: 'Please enter your full address' });
    expect(run([{ type: 'rejected', message: null }], told).message).toBeNull();
  });
});
