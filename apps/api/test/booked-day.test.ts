import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@carseva/shared';
import { DEV_CLOCK_HEADER } from '../src/lib/dev-clock';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

const DAY = 24 * 60 * 60 * 1000;

type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
const ADMIN_MOBILE = '9800000031';

let ctx: BookingTestApp;
let admin: Who;
let asha: Who;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  asha = await ctx.customer();
  garage = await ctx.garage(0);
});
afterAll(() => ctx.close());

/** The garage's move made now, whatever the day (not ctx.garageMove, which waits for the booked day). */
const act = (trackingId: string, to: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/partner/bookings/${trackingId}/${to === 'cash' ? 'cash' : 'status'}`,
    headers: { ...admin.headers, ...headers },
    payload: to === 'cash' ? {} : { to },
  });
const read = async (trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, asha.headers)).json().data;

describe('a garage works on a booking on its booked day', () => {
  it('before the day: accepting and extra work are open; starting, completing and taking cash are refused in words naming the day, and nothing changes', async () => {
    const placed = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(garage, { booking_date: TOMORROW }));
    expect(placed.statusCode, placed.body).toBe(201);
    const b = placed.json().data;
    expect((await act(b.tracking_id, 'accepted')).statusCode).toBe(200);

    for (const [to, words] of [
      ['processing', 'start it'],
      ['completed', 'complete it'],
      ['cash', 'collect its cash'],
    ] as const) {
      const res = await act(b.tracking_id, to);
      expect(res.statusCode, to).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BEFORE_BOOKED_DAY', message: `This booking is for Tue, 3 Mar. You can ${words} on that day.` });
    }
    expect(await read(b.tracking_id)).toMatchObject({ service_status: 'accepted', amount_pending: b.amount });

    // 00:00 IST on the booked day: the garage may start, take the cash and complete.
    ctx.clock.advance(Date.parse(`${TOMORROW}T00:00:00+05:30`) - ctx.clock.now());
    for (const to of ['processing', 'cash', 'completed']) expect((await act(b.tracking_id, to)).statusCode, to).toBe(200);
    expect(await read(b.tracking_id)).toMatchObject({ service_status: 'completed', amount_pending: 0 });
  });

  it('outside production a request may carry its own clock (the browser journeys act on the booked day so), for that request only', async () => {
    const placed = await ctx.request(
      'POST',
      '/api/v1/bookings',
      asha.headers,
      bookingPayload(garage, { booking_date: addDays(TOMORROW, 2), booking_slot: garage.slots[1]!.id }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const b = placed.json().data;
    expect((await act(b.tracking_id, 'accepted')).statusCode).toBe(200);
    expect((await act(b.tracking_id, 'processing')).statusCode).toBe(409);
    for (const bad of ['soon', '1e9', String(40 * DAY)]) {
      const res = await act(b.tracking_id, 'processing', { [DEV_CLOCK_HEADER]: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('BAD_CLOCK_OFFSET');
    }
    expect((await act(b.tracking_id, 'processing', { [DEV_CLOCK_HEADER]: String(2 * DAY) })).statusCode).toBe(200);
    // The next request without it is back on the app's clock.
    expect((await act(b.tracking_id, 'completed')).json()).toMatchObject({ code: 'BEFORE_BOOKED_DAY' });
  });
});
