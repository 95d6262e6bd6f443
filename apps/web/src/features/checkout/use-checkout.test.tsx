import type { Booking, BookingBody, PaymentOrder } from '@carseva/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckout } from './use-checkout';
import { useCart } from '../../lib/cart';
import { basicServiceItem, bookingBodyFixture as body } from '../../testing/fixtures';
import { fakeApi } from '../../testing/render-route';

const user = { id: 12, mobile_no: '+919811122233' };
const booking = (trackingId: string, mode: 'online' | 'cod') => ({ tracking_id: trackingId, payment_mode: mode }) as Booking;
const order = (trackingId: string): PaymentOrder => ({
  id: `order_${trackingId}`,
  amount: 356_200,
  currency: 'INR',
  key: 'rzp_sandbox',
  provider: 'sandbox',
  booking: trackingId,
});
const paid = (trackingId: string) => ({ razorpay_order_id: `order_${trackingId}`, razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) });

const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const refused = (status: number, code: string, message: string) => ({ status, body: { success: false, code, message } });

type Answer = { status?: number; body: unknown } | 'network-error';

/**
 * The API as the checkout sees it: each route answers from its queue in turn (the last answer
 * repeats). 'network-error' makes fetch itself fail, as when the connection drops.
 */
function serve(routes: Record<string, Answer[]>) {
  const seen: Record<string, number> = {};
  const api = fakeApi((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const queue = routes[route];
    if (!queue) throw new Error(`unexpected request ${route}`);
    const answer = queue[Math.min(seen[route] ?? 0, queue.length - 1)]!;
    seen[route] = (seen[route] ?? 0) + 1;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => api.fetch(input, init));
  const to = (route: string) => api.calls.filter((c) => `${c.method} ${c.url.pathname.replace('/api/v1', '')}` === route);
  return { calls: api.calls, to, keysTo: (route: string) => to(route).map((c) => c.headers['idempotency-key']) };
}

function renderCheckout() {
  const onSlotTaken = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/checkout']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = renderHook(() => ({ checkout: useCheckout({ user, onSlotTaken }), path: useLocation().pathname }), { wrapper });
  const submit = (b: BookingBody) => act(() => view.result.current.checkout.submit(b));
  const callbacks = () => view.result.current.checkout.callbacks;
  return { ...view, onSlotTaken, submit, callbacks, state: () => view.result.current.checkout.state };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useCheckout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCart.setState({ items: [basicServiceItem], couponCode: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('online: books with the attempt key, opens a gateway order with its derived key, verifies, and opens the booking-confirmed screen', async () => {
    const api = serve({
      'POST /bookings': [ok(booking('CSONLINE', 'online'), 201)],
      'POST /payments/orders': [ok(order('CSONLINE'), 201)],
      'POST /payments/verify': [ok({ tracking_id: 'CSONLINE' })],
    });
    const view = renderCheckout();

    await view.submit(body());
    expect(view.state().step).toBe('paying');
    expect(view.result.current.checkout.sandboxOrder).toEqual(order('CSONLINE'));
    const [key] = api.keysTo('POST /bookings');
    expect(key).toMatch(UUID);
    expect(api.to('POST /bookings')[0]?.body).toEqual(body());
    expect(api.to('POST /payments/orders')[0]).toMatchObject({ body: { booking: 'CSONLINE' }, headers: { 'idempotency-key': `${key}:order` } });

    await act(() => view.callbacks().onPaid(paid('CSONLINE')));
    expect(api.to('POST /payments/verify')[0]?.body).toEqual(paid('CSONLINE'));
    expect(api.to('POST /payments/verify')[0]?.headers['idempotency-key']).toBeUndefined();
    expect(view.state().step).toBe('done');
    expect(view.result.current.path).toBe('/order/CSONLINE/confirmed');
    expect(useCart.getState().items).toEqual([]);
    // Done: the next checkout is a new attempt.
    expect(sessionStorage.getItem('carseva-checkout-attempts')).toBeNull();
  });

  it('a paid balance goes back to its order page and leaves the cart as it is', async () => {
    serve({ 'POST /payments/orders': [ok(order('CSBALANCE'), 201)], 'POST /payments/verify': [ok({ tracking_id: 'CSBALANCE' })] });
    const view = renderCheckout();

    await act(() => view.result.current.checkout.payBalance({ ...booking('CSBALANCE', 'online'), amount: 500, amount_pending: 500 }));
    await act(() => view.callbacks().onPaid(paid('CSBALANCE')));
    expect(view.result.current.path).toBe('/order/CSBALANCE');
    expect(useCart.getState().items).toEqual([basicServiceItem]);
  });

  it('cash: one booking request, then the booking-confirmed screen; no payment requests', async () => {
    const api = serve({ 'POST /bookings': [ok(booking('CSCASH', 'cod'), 201)] });
    const view = renderCheckout();

    await view.submit(body({ payment_mode: 'cod' }));
    expect(view.state()).toMatchObject({ step: 'done', trackingId: 'CSCASH' });
    expect(view.result.current.path).toBe('/order/CSCASH/confirmed');
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/v1/bookings']);
    expect(api.keysTo('POST /bookings')[0]).toMatch(UUID);
    expect(useCart.getState().items).toEqual([]);
  });

  it('a failed payment, then Pay Now again: the same booking is paid through the same gateway order, and succeeds', async () => {
    const api = serve({
      'POST /bookings': [ok(booking('CSRETRY', 'online'), 201)],
      'POST /payments/orders': [ok(order('CSRETRY'), 201)],
      'POST /payments/verify': [ok({ tracking_id: 'CSRETRY' })],
    });
    const view = renderCheckout();

    await view.submit(body());
    act(() => view.callbacks().onFailed('Your payment was declined by the bank (sandbox).'));
    expect(view.state()).toMatchObject({ step: 'failed', message: 'Payment Failed: Your payment was declined by the bank (sandbox).' });
    expect(view.result.current.checkout.sandboxOrder).toBeNull();
    expect(view.result.current.checkout.busy).toBe(false);

    await view.submit(body());
    expect(view.state().step).toBe('paying');
    expect(api.to('POST /bookings')).toHaveLength(1);
    const [key] = api.keysTo('POST /bookings');
    expect(api.keysTo('POST /payments/orders')).toEqual([`${key}:order`, `${key}:order`]);

    await act(() => view.callbacks().onPaid(paid('CSRETRY')));
    expect(view.state().step).toBe('done');
    expect(view.result.current.path).toBe('/order/CSRETRY/confirmed');
  });

  it('a full slot (409): the reason is shown, the form is told to drop the slot, and another slot books under a new key', async () => {
    const api = serve({
      'POST /bookings': [refused(409, 'SLOT_FULL', 'This time slot was just booked up. Please choose another slot.'), ok(booking('CSOTHER', 'cod'), 201)],
    });
    const view = renderCheckout();

    await view.submit(body({ payment_mode: 'cod' }));
    expect(view.state()).toMatchObject({ step: 'failed', message: 'This time slot was just booked up. Please choose another slot.' });
    expect(view.onSlotTaken).toHaveBeenCalledOnce();
    expect(view.result.current.checkout.busy).toBe(false);

    await view.submit(body({ payment_mode: 'cod', booking_slot: 8 }));
    expect(view.state().step).toBe('done');
    expect(view.result.current.path).toBe('/order/CSOTHER/confirmed');
    const [full, other] = api.keysTo('POST /bookings');
    expect(other).not.toBe(full);
  });

  it('a refused attempt is dropped: the same form sent again is a new attempt with a new key', async () => {
    const api = serve({ 'POST /bookings': [refused(422, 'INVALID_COUPON', 'This coupon code is not valid.')] });
    const view = renderCheckout();
    await view.submit(body({ coupon: 'NOPE1234' }));
    expect(view.state().message).toBe('Booking failed: This coupon code is not valid.');
    await view.submit(body({ coupon: 'NOPE1234' }));
    const [first, second] = api.keysTo('POST /bookings');
    expect(second).not.toBe(first);
    expect(view.onSlotTaken).not.toHaveBeenCalled();
  });

  it('a coupon that stopped applying since the price was shown: the booking is refused, the coupon taken off the cart with the reason, the slot kept', async () => {
    useCart.setState({ couponCode: 'ONCEONLY' });
    serve({ 'POST /bookings': [refused(409, 'COUPON_LIMIT_REACHED', 'You have used this coupon as many times as it allows.')] });
    const view = renderCheckout();
    await view.submit(body({ coupon: 'ONCEONLY' }));
    expect(view.state().message).toBe('You have used this coupon as many times as it allows.');
    expect(useCart.getState()).toMatchObject({
      couponCode: null,
      couponDropped: { code: 'ONCEONLY', reason: 'You have used this coupon as many times as it allows.' },
    });
    expect(view.onSlotTaken).not.toHaveBeenCalled();
  });

  it('pickup and walk-in are different attempts: switching after a failure books under a new key, and the choice is sent', async () => {
    const api = serve({ 'POST /bookings': ['network-error', ok(booking('CSWALK', 'cod'), 201)] });
    const view = renderCheckout();
    await view.submit(body({ payment_mode: 'cod', handover: 'pickup', landmark: 'Opposite the Shiv temple', parking_note: 'Basement B2, slot 14' }));
    await view.submit(body({ payment_mode: 'cod', handover: 'walk_in', landmark: null, parking_note: null }));
    const [first, second] = api.keysTo('POST /bookings');
    expect(second).not.toBe(first);
    expect(api.to('POST /bookings').map((c) => c.body)).toMatchObject([
      { handover: 'pickup', landmark: 'Opposite the Shiv temple', parking_note: 'Basement B2, slot 14' },
      { handover: 'walk_in', landmark: null, parking_note: null },
    ]);
    expect(view.result.current.path).toBe('/order/CSWALK/confirmed');
  });

  it('a dropped connection keeps the attempt: after a reload the same form is sent with the same key', async () => {
    const api = serve({ 'POST /bookings': ['network-error', ok(booking('CSSAME', 'cod'), 201)] });
    const first = renderCheckout();
    await first.submit(body({ payment_mode: 'cod' }));
    expect(first.state()).toMatchObject({ step: 'failed', message: 'Network error. Please check your internet connection.' });
    first.unmount();

    const reloaded = renderCheckout();
    await reloaded.submit(body({ payment_mode: 'cod' }));
    expect(reloaded.state().step).toBe('done');
    const [before, after] = api.keysTo('POST /bookings');
    expect(after).toBe(before);
  });

  it('while the server still answers the first request (409 in progress) the slot stays and the key is kept', async () => {
    const api = serve({
      'POST /bookings': [
        refused(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed. Try again in a moment.'),
        ok(booking('CSSAME', 'cod'), 201),
      ],
    });
    const view = renderCheckout();
    await view.submit(body({ payment_mode: 'cod' }));
    expect(view.state().message).toBe('Your last request is still being processed. Please wait a moment, then try again.');
    expect(view.onSlotTaken).not.toHaveBeenCalled();
    await view.submit(body({ payment_mode: 'cod' }));
    const [first, second] = api.keysTo('POST /bookings');
    expect(second).toBe(first);
  });

  it('an expired hold: the unpaid booking is gone, so Pay Now books again under a new key', async () => {
    const api = serve({
      'POST /bookings': [ok(booking('CSOLD', 'online'), 201), ok(booking('CSNEW', 'online'), 201)],
      'POST /payments/orders': [
        refused(409, 'HOLD_EXPIRED', 'Your slot was released because payment did not arrive in time. Please book again.'),
        ok(order('CSNEW'), 201),
      ],
    });
    const view = renderCheckout();
    await view.submit(body());
    expect(view.state()).toMatchObject({
      step: 'failed',
      message: 'Your slot was released because payment did not arrive in time. Please book again.',
      unpaid: null,
    });

    await view.submit(body());
    expect(view.state().step).toBe('paying');
    const [old, fresh] = api.keysTo('POST /bookings');
    expect(fresh).not.toBe(old);
    expect(api.keysTo('POST /payments/orders')).toEqual([`${old}:order`, `${fresh}:order`]);
  });

  it('a second Pay Now while the first is under way sends nothing more', async () => {
    const api = serve({ 'POST /bookings': [ok(booking('CSONCE', 'cod'), 201)] });
    const view = renderCheckout();
    await act(async () => {
      const first = view.result.current.checkout.submit(body({ payment_mode: 'cod' }));
      await view.result.current.checkout.submit(body({ payment_mode: 'cod' }));
      await first;
    });
    expect(api.to('POST /bookings')).toHaveLength(1);
    expect(view.state().step).toBe('done');
  });

  it('a failed verification says so and leaves the booking to be paid again', async () => {
    serve({
      'POST /bookings': [ok(booking('CSVERIFY', 'online'), 201)],
      'POST /payments/orders': [ok(order('CSVERIFY'), 201)],
      'POST /payments/verify': [refused(400, 'BAD_SIGNATURE', 'Signature mismatch')],
    });
    const view = renderCheckout();
    await view.submit(body());
    await act(() => view.callbacks().onPaid(paid('CSVERIFY')));
    expect(view.state()).toMatchObject({ step: 'failed', message: 'Payment validation failed. Please contact support.' });
    expect(view.state().unpaid?.booking.tracking_id).toBe('CSVERIFY');
    expect(view.result.current.path).toBe('/checkout');
  });
});
