import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** Owner and staff are different roles: prices, services, slots and closures are the owner's (and an admin's); staff run the jobs. */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000073';

let ctx: BookingTestApp;
let admin: Who;
let owner: Who;
let staff: Who;
let g: Awaited<ReturnType<BookingTestApp['garage']>>;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  [owner, staff] = [await ctx.customer(), await ctx.customer()];
  g = await ctx.garage(0);
  for (const [who, role] of [
    [owner, 'owner'],
    [staff, 'staff'],
  ] as const) {
    expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: who.phone.slice(3), role })).statusCode).toBe(
      201,
    );
  }
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', who: Who, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, payload });

/** What the probe found a staff member doing, each a change only the owner may make. */
const ownerChanges = () => [
  {
    what: 'changes a price',
    method: 'PUT' as const,
    url: `/api/v1/partner/garages/${g.garageId}/offerings`,
    body: { offerings: [{ id: g.offerings[0]!.id, prices: { hatchback: { price: 1 } } }] },
  },
  {
    what: 'switches a service off',
    method: 'PUT' as const,
    url: `/api/v1/partner/garages/${g.garageId}/offerings`,
    body: { offerings: [{ id: g.offerings[1]!.id, active: false }] },
  },
  {
    what: 'adds a 50-car slot',
    method: 'PUT' as const,
    url: `/api/v1/partner/garages/${g.garageId}/slots`,
    body: { slots: [{ start_time: '21:00:00', end_time: '22:00:00', capacity: 50 }] },
  },
  {
    what: 'closes a whole day',
    method: 'POST' as const,
    url: `/api/v1/partner/garages/${g.garageId}/closures`,
    body: { date: '2026-03-08', reason: 'Closed for Holi' },
  },
  { what: 'reopens a day', method: 'DELETE' as const, url: `/api/v1/partner/garages/${g.garageId}/closures?date=2026-03-08`, body: undefined },
];

describe('garage roles', () => {
  it('staff get 403 naming who can for every settings change, and nothing changes', async () => {
    const before = [
      (await send('GET', owner, `/api/v1/partner/garages/${g.garageId}/offerings`)).json().data,
      (await send('GET', owner, `/api/v1/partner/garages/${g.garageId}/slots`)).json().data,
    ];
    for (const change of ownerChanges()) {
      const res = await send(change.method, staff, change.url, change.body);
      expect(res.statusCode, `${change.what}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'OWNER_ONLY', message: expect.stringContaining('Only the garage’s owner can change') });
    }
    const after = [
      (await send('GET', staff, `/api/v1/partner/garages/${g.garageId}/offerings`)).json().data,
      (await send('GET', staff, `/api/v1/partner/garages/${g.garageId}/slots`)).json().data,
    ];
    expect(after).toEqual(before);
  });

  it('the owner and an admin make the same changes', async () => {
    for (const who of [owner, admin]) {
      for (const change of ownerChanges().filter((c) => c.what !== 'adds a 50-car slot' || who === owner)) {
        const res = await send(change.method, who, change.url, change.body);
        expect(res.statusCode, `${change.what}: ${res.body}`).toBe(200);
      }
    }
  });

  it('staff still run the day’s jobs: see the board, accept, take cash, complete', async () => {
    const customer = await ctx.customer();
    const booked = await send(
      'POST',
      customer,
      '/api/v1/bookings',
      bookingPayload(g, { booking_date: TOMORROW, booking_slot: g.slots[2]!.id, service: g.offerings[2]?.id ?? g.offerings[0]!.id }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const b = booked.json().data;
    expect((await send('GET', staff, `/api/v1/partner/bookings?garage=${g.garageId}&date=${TOMORROW}`)).statusCode).toBe(200);
    expect((await send('POST', staff, `/api/v1/partner/bookings/${b.tracking_id}/status`, { to: 'accepted' })).statusCode).toBe(200);
    expect((await ctx.garageMove(staff, b.tracking_id, 'cash')).statusCode).toBe(200);
    for (const to of ['processing', 'completed']) expect((await ctx.garageMove(staff, b.tracking_id, to)).statusCode).toBe(200);
  });
});

describe('slots of a garage', () => {
  const shift = (time: string, minutes: number) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const total = h * 60 + m + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
  };

  it('a new slot overlapping an existing one (09:00–10:00 beside 09:30–10:30) is refused with a message naming both; one that starts as another ends is fine', async () => {
    const first = g.slots[0]!;
    const overlapping = { start_time: shift(first.startTime, 30), end_time: shift(first.endTime, 30), capacity: 2 };
    const res = await send('PUT', owner, `/api/v1/partner/garages/${g.garageId}/slots`, { slots: [overlapping] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_OVERLAPS' });
    expect(res.json().message).toBe(
      `The new ${overlapping.start_time.slice(0, 5)}–${overlapping.end_time.slice(0, 5)} slot overlaps the ${first.startTime.slice(0, 5)}–${first.endTime.slice(0, 5)} slot. Slots of a garage may not overlap: start it at ${first.endTime.slice(0, 5)} or end it by ${first.startTime.slice(0, 5)}.`,
    );
    const twoNew = await send('PUT', owner, `/api/v1/partner/garages/${g.garageId}/slots`, {
      slots: [
        { start_time: '05:00:00', end_time: '06:00:00', capacity: 1 },
        { start_time: '05:30:00', end_time: '06:30:00', capacity: 1 },
      ],
    });
    expect(twoNew.statusCode).toBe(409);
    expect(twoNew.json().message).toMatch(/^The new 05:30–06:30 slot overlaps the 05:00–06:00 slot/);
    const adjacent = await send('PUT', owner, `/api/v1/partner/garages/${g.garageId}/slots`, {
      slots: [
        { start_time: '05:00:00', end_time: '06:00:00', capacity: 1 },
        { start_time: '06:00:00', end_time: '07:00:00', capacity: 1 },
      ],
    });
    expect(adjacent.statusCode, adjacent.body).toBe(200);
  });
});
