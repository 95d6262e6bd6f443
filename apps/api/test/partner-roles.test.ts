import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@carseva/shared';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * Every partner route, asked by every kind of person (issue 39, finding 2): what each role may do is the
 * staff module's capability table; this test keeps its own table of the answers, route by route, and
 * the list of routes comes from the app's OpenAPI document, so a new partner route fails here until it
 * is added below.
 */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ROLES = ['anonymous', 'customer', 'owner', 'staff', 'buddy', 'other_buddy', 'owner_elsewhere', 'staff_elsewhere', 'buddy_elsewhere', 'admin'] as const;
type Role = (typeof ROLES)[number];
const ADMIN_MOBILE = '9800000039';

const DESK: Role[] = ['owner', 'staff', 'admin'];
const OWNERS: Role[] = ['owner', 'admin'];
const MEMBERS: Role[] = ['owner', 'staff', 'buddy', 'other_buddy', 'admin'];

let ctx: BookingTestApp;
const people = {} as Record<Exclude<Role, 'anonymous'>, Who>;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let trackingId: string;

/** A request to a partner route: the body and query each route needs to pass validation, so what answers is the role check. */
interface Ask {
  url: () => string;
  body?: () => object;
  /** The roles let through: the rest are refused (401, 403, or the 404 of a garage or booking they may not see). */
  allowed: Role[];
}

const bookingUrl = (rest = '') => `/api/v1/partner/bookings/${trackingId}${rest}`;
const garageUrl = (rest: string) => `/api/v1/partner/garages/${garage.garageId}${rest}`;
const far = addDays(TOMORROW, 60);

/** Route (method and OpenAPI path) → how to ask it, and who may. */
const TABLE: Record<string, Ask> = {
  'GET /api/v1/partner/bookings': { url: () => `/api/v1/partner/bookings?garage=${garage.garageId}&date=${TOMORROW}`, allowed: DESK },
  'GET /api/v1/partner/bookings/{trackingId}': { url: () => bookingUrl(), allowed: DESK },
  'POST /api/v1/partner/bookings/{trackingId}/status': { url: () => bookingUrl('/status'), body: () => ({ to: 'completed' }), allowed: DESK },
  'POST /api/v1/partner/bookings/{trackingId}/cash': { url: () => bookingUrl('/cash'), body: () => ({}), allowed: DESK },
  'POST /api/v1/partner/bookings/{trackingId}/extras': {
    url: () => bookingUrl('/extras'),
    body: () => ({ items: [{ name: 'Brake pads', price: 1200, photos: [randomUUID()] }] }),
    allowed: DESK,
  },
  'POST /api/v1/partner/bookings/{trackingId}/parts-photos': {
    url: () => bookingUrl('/parts-photos'),
    body: () => ({ photos: [randomUUID()] }),
    allowed: DESK,
  },
  'PUT /api/v1/partner/bookings/{trackingId}/promise': {
    url: () => bookingUrl('/promise'),
    body: () => ({ ready_by: `${TOMORROW}T12:00:00+05:30` }),
    allowed: DESK,
  },
  'GET /api/v1/partner/bookings/{trackingId}/claims': { url: () => bookingUrl('/claims'), allowed: DESK },
  'POST /api/v1/partner/bookings/{trackingId}/claims/{claimId}/rework': {
    url: () => bookingUrl('/claims/999999/rework'),
    body: () => ({ booking_date: far, booking_slot: garage.slots[0]!.id }),
    allowed: DESK,
  },
  'POST /api/v1/partner/bookings/{trackingId}/claims/{claimId}/decline': {
    url: () => bookingUrl('/claims/999999/decline'),
    body: () => ({ reason: 'The wiper was not part of the service' }),
    allowed: DESK,
  },
  'GET /api/v1/partner/bookings/{trackingId}/damage': { url: () => bookingUrl('/damage'), allowed: DESK },
  'POST /api/v1/partner/bookings/{trackingId}/legs/{kind}/assign': {
    url: () => bookingUrl('/legs/pickup/assign'),
    body: () => ({ driver: people.buddy.userId }),
    allowed: DESK,
  },
  // The first allowed asker moves the trip on; the later ones hear it moved (409). Other buddies' trips are not theirs.
  'POST /api/v1/partner/bookings/{trackingId}/legs/{kind}/step': {
    url: () => bookingUrl('/legs/pickup/step'),
    body: () => ({ from: 'assigned', to: 'on_the_way' }),
    allowed: ['owner', 'staff', 'buddy', 'admin'],
  },
  'POST /api/v1/partner/bookings/{trackingId}/legs/{kind}/code-reset': {
    url: () => bookingUrl('/legs/pickup/code-reset'),
    body: () => ({ reason: 'The customer lost the SMS' }),
    allowed: DESK,
  },
  'POST /api/v1/partner/bookings/{trackingId}/legs/{kind}/report': {
    url: () => bookingUrl('/legs/pickup/report'),
    body: () => ({ odometer_km: 42_180, fuel_level: 'half', photos: [{ id: randomUUID(), slot: 'front' }] }),
    allowed: ['owner', 'staff', 'buddy', 'admin'],
  },
  'POST /api/v1/partner/bookings/{trackingId}/legs/{kind}/position': {
    url: () => bookingUrl('/legs/pickup/position'),
    body: () => ({ latitude: 28.4, longitude: 77.0, accuracy_m: 10 }),
    allowed: ['buddy'],
  },
  'GET /api/v1/partner/legs': { url: () => `/api/v1/partner/legs?garage=${garage.garageId}&date=${TOMORROW}`, allowed: MEMBERS },
  'GET /api/v1/partner/garages/{id}/buddies': { url: () => garageUrl('/buddies'), allowed: DESK },
  'GET /api/v1/partner/garages/{id}/open-problems': { url: () => garageUrl('/open-problems'), allowed: DESK },
  'POST /api/v1/partner/garages/{id}/staff/me/photo': { url: () => garageUrl('/staff/me/photo'), body: () => ({ id: randomUUID() }), allowed: MEMBERS },
  'GET /api/v1/partner/garages/{id}/slots': { url: () => garageUrl('/slots'), allowed: DESK },
  'PUT /api/v1/partner/garages/{id}/slots': {
    url: () => garageUrl('/slots'),
    body: () => {
      const slot = garage.slots[0]!;
      return { slots: [{ id: slot.id, start_time: slot.startTime, end_time: slot.endTime, capacity: slot.capacity }] };
    },
    allowed: OWNERS,
  },
  'POST /api/v1/partner/garages/{id}/closures': { url: () => garageUrl('/closures'), body: () => ({ date: far, reason: 'Diwali' }), allowed: OWNERS },
  'DELETE /api/v1/partner/garages/{id}/closures': { url: () => garageUrl(`/closures?date=${far}`), allowed: OWNERS },
  'GET /api/v1/partner/garages/{id}/offerings': { url: () => garageUrl('/offerings'), allowed: DESK },
  'PUT /api/v1/partner/garages/{id}/offerings': {
    url: () => garageUrl('/offerings'),
    body: () => ({ offerings: [{ id: garage.offerings[0]!.id, active: true }] }),
    allowed: OWNERS,
  },
  'GET /api/v1/partner/garages/{id}/pickup-radius': { url: () => garageUrl('/pickup-radius'), allowed: DESK },
  // The default again: the other journeys' pickups stay as they were.
  'PUT /api/v1/partner/garages/{id}/pickup-radius': { url: () => garageUrl('/pickup-radius'), body: () => ({ pickup_radius_km: null }), allowed: OWNERS },
  'GET /api/v1/partner/garages/{id}/staff': { url: () => garageUrl('/staff'), allowed: OWNERS },
  'POST /api/v1/partner/garages/{id}/staff': { url: () => garageUrl('/staff'), body: () => ({ mobile_no: '9000000001', role: 'staff' }), allowed: OWNERS },
  'DELETE /api/v1/partner/garages/{id}/staff/{userId}': { url: () => garageUrl('/staff/999999'), allowed: OWNERS },
};

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  people.admin = await ctx.customer(ADMIN_MOBILE);
  for (const role of ROLES) if (role !== 'anonymous' && role !== 'admin') people[role] = await ctx.customer();
  garage = await ctx.garage(0);
  const elsewhere = await ctx.garage(1);
  for (const [garageId, role, as] of [
    [garage.garageId, 'owner', 'owner'],
    [garage.garageId, 'staff', 'staff'],
    [garage.garageId, 'buddy', 'driver'],
    [garage.garageId, 'other_buddy', 'driver'],
    [elsewhere.garageId, 'owner_elsewhere', 'owner'],
    [elsewhere.garageId, 'staff_elsewhere', 'staff'],
    [elsewhere.garageId, 'buddy_elsewhere', 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garageId}/staff`, people.admin.headers, { mobile_no: people[role].phone, role: as });
    expect(added.statusCode, added.body).toBe(201);
  }
  // The customer's pickup booking, accepted, its pickup assigned to the buddy.
  const booked = await ctx.request('POST', '/api/v1/bookings', people.customer.headers, bookingPayload(garage, { handover: 'pickup' }));
  expect(booked.statusCode, booked.body).toBe(201);
  trackingId = booked.json().data.tracking_id;
  expect((await ctx.garageMove(people.owner, trackingId, 'accepted')).statusCode).toBe(200);
  const assigned = await ctx.request('POST', bookingUrl('/legs/pickup/assign'), people.owner.headers, { driver: people.buddy.userId });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => ctx.close());

/** Refused: not signed in, not allowed (403), or told the garage or booking is not there (404), as for one that is not. */
const refusal = (status: number, code: string | undefined) =>
  status === 401 || status === 403 || (status === 404 && (code === 'BOOKING_NOT_FOUND' || code === 'GARAGE_NOT_FOUND'));

describe('partner routes by role', () => {
  it('the table covers every partner route the app serves', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/partner/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual(Object.keys(TABLE).sort());
  });

  it('each role is let through exactly where the table says, and refused everywhere else', async () => {
    const seen: Record<string, Record<string, string>> = {};
    const expected: Record<string, Record<string, string>> = {};
    for (const [route, ask] of Object.entries(TABLE)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      seen[route] = {};
      expected[route] = {};
      for (const role of ROLES) {
        const headers = role === 'anonymous' ? {} : people[role].headers;
        const res = await ctx.app.inject({ method, url: ask.url(), headers, ...(ask.body ? { payload: ask.body() } : {}) });
        const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
        expect(res.statusCode, `${route} as ${role}: ${res.body}`).toBeLessThan(500);
        expect(res.statusCode, `${route} as ${role}: validation answered before the role check: ${res.body}`).not.toBe(400);
        seen[route][role] = `${refusal(res.statusCode, code) ? 'refused' : 'allowed'}`;
        expected[route][role] = ask.allowed.includes(role) ? 'allowed' : 'refused';
      }
    }
    expect(seen).toEqual(expected);
  });
});
