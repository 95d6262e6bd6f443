import type { PickupServiceability } from '@carseva/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;

let ctx: BookingTestApp;
let asha: Customer;
beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: '+919800000071' } });
  asha = await ctx.customer();
});
afterAll(() => ctx.close());

/** A seeded garage by slug, as bookingPayload needs it: its first offerings, slots and a hatchback. */
async function garageNamed(slug: string) {
  const [garage] = await ctx.db
    .select({ garageId: t.garages.id, cityId: t.garages.cityId, pincode: t.garages.pincode })
    .from(t.garages)
    .where(eq(t.garages.slug, slug));
  const offerings = await ctx.db
    .select({ id: t.garageServices.id, pricePaise: t.garageServices.pricePaise })
    .from(t.garageServices)
    .where(and(eq(t.garageServices.garageId, garage!.garageId), eq(t.garageServices.active, true)))
    .orderBy(asc(t.garageServices.id));
  const slots = await ctx.db.select().from(t.slotTemplates).where(eq(t.slotTemplates.garageId, garage!.garageId)).orderBy(asc(t.slotTemplates.startTime));
  const [car] = await ctx.db.select({ id: t.carModels.id }).from(t.carModels).where(eq(t.carModels.segment, 'hatchback')).limit(1);
  return { ...garage!, offerings, slots, carModel: car!.id };
}
const GURUGRAM = 'aravali-auto-works-udyog-vihar';
const OKHLA = 'shree-balaji-car-service-okhla';

const serviceability = (garageId: number, query: string) => ctx.request('GET', `/api/v1/bookings/serviceability?garage=${garageId}&${query}`, {});
/** Books a car to be picked up: these tests are about where from. */
const book = (payload: object) => ctx.request('POST', '/api/v1/bookings', asha.headers, { ...payload, handover: 'pickup' });
const bookingsOfAsha = async () => ctx.db.select({ id: t.bookings.id }).from(t.bookings).where(eq(t.bookings.userId, asha.userId));

describe('a pickup outside the garage’s state', () => {
  it('is refused at checkout’s check, naming the pincode, its state and the garage’s city', async () => {
    const g = await garageNamed(GURUGRAM);
    const res = await serviceability(g.garageId, 'pincode=400001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual<PickupServiceability>({
      serviceable: false,
      distance_km: null,
      message:
        'We do not pick up from pincode 400001 (Maharashtra) for garages in Gurugram, Haryana. Please choose a pickup address in Haryana, or a garage near this address.',
    });
  });

  // A payment belongs to a booking: no booking, nothing to pay.
  it('is refused when booking, at the pincode field, before any booking exists', async () => {
    const g = await garageNamed(GURUGRAM);
    const before = (await bookingsOfAsha()).length;
    const res = await book(bookingPayload(g, { pincode: '400001', payment_mode: 'online' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PICKUP_OUTSIDE_STATE',
      errors: { pincode: [expect.stringContaining('pincode 400001 (Maharashtra) for garages in Gurugram, Haryana')] },
    });
    expect(await bookingsOfAsha()).toHaveLength(before);
  });
});

// The NCR is one market: a pickup is judged by its distance from the garage, not by its state (ADR 50).
describe('a pickup across a state line within the garage’s radius', () => {
  const HARI_OM = 'hari-om-motors-sector-15';

  it('is served from Dwarka (Delhi, 110077) by a Gurugram garage about 11 km away, by the check and by the booking', async () => {
    const g = await garageNamed(HARI_OM);
    const checked = (await serviceability(g.garageId, 'pincode=110077')).json().data as PickupServiceability;
    expect(checked).toMatchObject({ serviceable: true, message: null });
    expect(checked.distance_km).toBeGreaterThan(10);
    expect(checked.distance_km).toBeLessThan(12);
    const res = await book(bookingPayload(g, { pincode: '110077' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ pincode: '110077' });
  });

  it('is served by its map pin across the line too, and refused beyond the radius with the distance and the limit', async () => {
    const g = await garageNamed(HARI_OM);
    const at = (latitude: number, longitude: number) =>
      serviceability(g.garageId, new URLSearchParams({ pincode: '110077', latitude: String(latitude), longitude: String(longitude) }).toString());
    expect((await at(28.5545, 77.0606)).json().data).toMatchObject({ serviceable: true });
    // Janakpuri's edge, Delhi: about 19 km from the garage, beyond its 15 km.
    const far = (await at(28.6219, 77.0878)).json().data as PickupServiceability;
    expect(far).toMatchObject({
      serviceable: false,
      message: expect.stringMatching(/^This address is 1\d(\.\d)? km from Hari Om Motors, which picks up within 15 km\. /),
    });
  });
});

describe('the garage’s own pickup radius', () => {
  const HARI_OM = 'hari-om-motors-sector-15';
  const ADMIN = '9800000071';

  it('is set by its owner, judges pickups at once, is at most the cap, and goes back to the default', async () => {
    const g = await garageNamed(HARI_OM);
    const admin = await ctx.customer(ADMIN);
    const owner = await ctx.customer();
    const url = `/api/v1/partner/garages/${g.garageId}/pickup-radius`;
    expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: owner.phone, role: 'owner' })).statusCode).toBe(
      201,
    );
    expect((await ctx.request('GET', url, owner.headers)).json().data).toEqual({ pickup_radius_km: null, default_km: 15, cap_km: 25 });

    // Dwarka is about 11 km away: beyond an 8 km radius.
    expect((await ctx.request('PUT', url, owner.headers, { pickup_radius_km: 8 })).json().data).toMatchObject({ pickup_radius_km: 8 });
    const refused = (await serviceability(g.garageId, 'pincode=110077')).json().data as PickupServiceability;
    expect(refused).toMatchObject({
      serviceable: false,
      message: expect.stringMatching(/^Pincode 110077 is 11(\.\d)? km from Hari Om Motors, which picks up within 8 km\. /),
    });

    const aboveCap = await ctx.request('PUT', url, { ...owner.headers, 'accept-language': 'hi' }, { pickup_radius_km: 40 });
    expect(aboveCap.statusCode).toBe(422);
    expect(aboveCap.json()).toMatchObject({
      code: 'PICKUP_RADIUS_ABOVE_CAP',
      errors: { pickup_radius_km: ['कोई भी garage ज़्यादा से ज़्यादा 25 km के अंदर ही pickup कर सकता है। कृपया छोटा radius चुनें।'] },
    });
    // A customer is no owner.
    expect((await ctx.request('PUT', url, asha.headers, { pickup_radius_km: 20 })).statusCode).toBe(403);

    expect((await ctx.request('PUT', url, owner.headers, { pickup_radius_km: null })).json().data).toMatchObject({ pickup_radius_km: null });
    expect((await serviceability(g.garageId, 'pincode=110077')).json().data).toMatchObject({ serviceable: true });
  });
});

describe('a pickup beyond the garage’s radius', () => {
  it('is refused by its map pin, with the distance and the limit', async () => {
    const g = await garageNamed(GURUGRAM);
    // Hisar, Haryana: in the garage's state, about 150 km away.
    const hisar = { pincode: '125001', latitude: 29.1492, longitude: 75.7217 };
    const checked = (
      await serviceability(
        g.garageId,
        new URLSearchParams({ pincode: hisar.pincode, latitude: String(hisar.latitude), longitude: String(hisar.longitude) }).toString(),
      )
    ).json().data;
    expect(checked).toMatchObject({
      serviceable: false,
      message: expect.stringMatching(/^This address is 1\d\d(\.\d)? km from Aravali Auto Works, which picks up within 15 km\. /),
    });
    expect(checked.distance_km).toBeGreaterThan(100);
    const res = await book(bookingPayload(g, hisar));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PICKUP_TOO_FAR', errors: { pincode: [checked.message] } });
  });

  it('is refused by its pincode’s known locality when the address has no map pin', async () => {
    const g = await garageNamed(OKHLA);
    // Rohini Sector 7 (110085) is across Delhi from Okhla: over 20 km.
    const res = await book(bookingPayload(g, { pincode: '110085' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pincode[0]).toMatch(/^Pincode 110085 is 2\d(\.\d)? km from Shree Balaji Car Service, which picks up within 15 km\. /);
  });
});

describe('a pickup the garage serves', () => {
  it('is accepted, by the check and by the booking, with its distance', async () => {
    const g = await garageNamed(GURUGRAM);
    const checked = (await serviceability(g.garageId, 'pincode=122001')).json().data as PickupServiceability;
    expect(checked).toMatchObject({ serviceable: true, message: null });
    expect(checked.distance_km).toBeLessThan(15);
    const res = await book(bookingPayload(g, { pincode: '122001' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ pincode: '122001' });
  });

  it('is accepted in either state of a pincode prefix two states share (Mohali under Chandigarh’s 160)', async () => {
    const g = await garageNamed('tricity-auto-works-industrial-area');
    expect((await serviceability(g.garageId, 'pincode=160062')).json().data).toMatchObject({ serviceable: true });
  });

  it('answers an unknown garage with a 404 in words', async () => {
    const res = await serviceability(99_999_999, 'pincode=122001');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find this garage.');
  });
});

describe('a pincode that is no Indian PIN', () => {
  it.each(['999999', '000001'])('%s is refused by the check, the booking and My Addresses, at the pincode field', async (pincode) => {
    const g = await garageNamed(GURUGRAM);
    const message = pincode === '999999' ? '999999 is not an Indian pincode. Please check it.' : 'Enter a valid 6-digit pincode';
    for (const res of [
      await serviceability(g.garageId, `pincode=${pincode}`),
      await book(bookingPayload(g, { pincode })),
      await ctx.request('POST', '/api/v1/me/addresses', asha.headers, { label: 'home', address: 'Flat 402, Tower B, Sector 15', pincode }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.pincode).toEqual([message]);
    }
  });

  it('is refused when an address is changed to it', async () => {
    const saved = (
      await ctx.request('POST', '/api/v1/me/addresses', asha.headers, { label: 'work', address: 'Plot 7, Udyog Vihar Phase 4', pincode: '122015' })
    ).json().data;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/me/addresses/${saved.id}`, headers: asha.headers, payload: { pincode: '900001' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pincode).toEqual(['900001 is not an Indian pincode. Please check it.']);
  });
});

describe('PICKUP_RADIUS_KM and PICKUP_RADIUS_CAP_KM', () => {
  it('are 15 and 25 km unless set, and a value that is no distance stops the start', () => {
    expect(loadConfig({}).PICKUP_RADIUS_KM).toBe(15);
    expect(loadConfig({ PICKUP_RADIUS_KM: '8' }).PICKUP_RADIUS_KM).toBe(8);
    expect(() => loadConfig({ PICKUP_RADIUS_KM: 'far' })).toThrow(ConfigError);
    expect(() => loadConfig({ PICKUP_RADIUS_KM: '0' })).toThrow(ConfigError);
    expect(loadConfig({}).PICKUP_RADIUS_CAP_KM).toBe(25);
    expect(loadConfig({ PICKUP_RADIUS_CAP_KM: '40' }).PICKUP_RADIUS_CAP_KM).toBe(40);
    expect(() => loadConfig({ PICKUP_RADIUS_CAP_KM: '0' })).toThrow(ConfigError);
  });
});
