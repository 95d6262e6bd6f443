import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesInclGst, type Service, type ServicePrice } from '@carseva/shared';
import { buildApp, type App } from '../src/app';
import { fromPostgresUrl } from '../src/db/client';
import * as t from '../src/schema';
import { testConfig } from './app';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { createTestDatabase, testDbKind } from './database';

const GURUGRAM = 'latitude=28.4595&longitude=77.0266';
const ADMIN_MOBILE = '9800000002';

let ctx: BookingTestApp;
let admin: { headers: Record<string, string> };
let asha: { headers: Record<string, string> };
const modelOf = async (segment: string) =>
  (await ctx.db.select({ id: t.carModels.id }).from(t.carModels).where(eq(t.carModels.segment, segment)).orderBy(asc(t.carModels.id)).limit(1))[0]!.id;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  asha = await ctx.customer();
});
afterAll(() => ctx.close());

const cartPrices = async (query: string) => (await ctx.app.inject({ url: `/api/v1/services/prices?${query}` })).json().data as ServicePrice[];
const listing = async (query = '') => (await ctx.app.inject({ url: `/api/v1/services?${GURUGRAM}${query}` })).json().data as Service[];

describe('prices by car', () => {
  it('lists "from" prices without a car, and the car’s band price with one; luxury costs several times a hatchback', async () => {
    const from = await listing();
    expect(from.every((s) => s.price_segment === null)).toBe(true);
    const hatch = await listing(`&model=${await modelOf('hatchback')}`);
    const luxury = await listing(`&model=${await modelOf('luxury-suv')}`);
    const sedan = await listing(`&model=${await modelOf('sedan')}`);
    expect(hatch.map((s) => s.price)).toEqual(from.map((s) => s.price));
    expect(luxury[0]!.price_segment).toBe('luxury');
    const basic = (list: Service[]) => list.find((s) => s.service_name === 'Basic Service')!;
    expect(basic(luxury).id).toBe(basic(hatch).id);
    expect(basic(luxury).price).toBeGreaterThanOrEqual(3 * basic(hatch).price);
    expect(basic(sedan).price).toBeGreaterThan(basic(hatch).price);
    expect(basic(luxury).strikePrice).toBeNull();
    expect(String(basic(luxury).price)).toMatch(/9$/);
    expect((await ctx.app.inject({ url: `/api/v1/services?${GURUGRAM}&model=999999` })).statusCode).toBe(404);
  });

  it('prices a cart’s services for a car exactly as the listing does, so a cart can follow a change of car', async () => {
    const hatch = await listing(`&model=${await modelOf('hatchback')}`);
    const luxuryModel = await modelOf('luxury-suv');
    const luxury = await listing(`&model=${luxuryModel}`);
    const ids = hatch.slice(0, 3).map((s) => s.id);
    const prices = await cartPrices(`ids=${ids.join(',')}&model=${luxuryModel}`);
    expect(prices).toEqual(
      ids.map((id) => {
        const s = luxury.find((l) => l.id === id)!;
        return { id, price: s.price, strikePrice: s.strikePrice, price_segment: 'luxury', charges_gst: s.garage.charges_gst };
      }),
    );
    expect(prices[0]!.price).toBeGreaterThan(hatch[0]!.price);
    const from = await listing();
    expect(await cartPrices(`ids=${ids[0]}`)).toEqual([
      {
        id: ids[0],
        price: from.find((s) => s.id === ids[0])!.price,
        strikePrice: from.find((s) => s.id === ids[0])!.strikePrice,
        price_segment: null,
        charges_gst: true,
      },
    ]);
    expect(await cartPrices('ids=999999')).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/v1/services/prices?ids=${ids[0]}&model=999999` })).statusCode).toBe(404);
    for (const bad of ['ids=', 'ids=1,,2', 'ids=abc', `ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`]) {
      expect((await ctx.app.inject({ url: `/api/v1/services/prices?${bad}` })).statusCode).toBe(400);
    }
  });

  it('quotes and books at the price for the booking’s car, and asks for the car', async () => {
    const g = await ctx.garage(0);
    const luxuryModel = await modelOf('luxury-sedan');
    const [band] = await ctx.db
      .select()
      .from(t.garageServicePrices)
      .where(and(eq(t.garageServicePrices.garageServiceId, g.offerings[0]!.id), eq(t.garageServicePrices.segment, 'luxury')));
    const quote = (await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services: [g.offerings[0]!.id], car_model: luxuryModel })).json().data;
    expect(quote.subtotal).toBe(band!.pricePaise / 100);
    const booked = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { car_model: luxuryModel }));
    expect(booked.json().data.subtotal).toBe(band!.pricePaise / 100);
    const noCar = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { car_model: undefined }));
    expect(noCar.statusCode).toBe(422);
    expect(noCar.json()).toMatchObject({ code: 'CAR_REQUIRED', message: 'Choose your car: prices depend on it.' });
  });
});

describe('a garage manages its prices', () => {
  it('changes a band price and switches a service off; listings and quotes follow at once, bookings keep their price', async () => {
    const g = await ctx.garage(0);
    const staff = await ctx.customer();
    const phone = (await ctx.request('GET', '/api/v1/auth/me', staff.headers)).json().data.mobile_no;
    await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: phone, role: 'owner' });
    const url = `/api/v1/partner/garages/${g.garageId}/offerings`;
    expect((await ctx.request('GET', url, asha.headers)).statusCode).toBe(403);
    const offerings = (await ctx.request('GET', url, staff.headers)).json().data;
    const target = offerings.find((o: { id: number }) => o.id === g.offerings[0]!.id);
    expect(Object.keys(target.prices).sort()).toEqual(['compact-suv', 'hatchback', 'luxury', 'sedan', 'suv-muv']);

    const sedanModel = await modelOf('sedan');
    const before = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { car_model: sedanModel, booking_slot: g.slots[3]!.id }));
    await listing(`&model=${sedanModel}`); // fills this instance's memo
    const saved = await ctx.request('PUT', url, staff.headers, { offerings: [{ id: target.id, prices: { sedan: { price: 4321 } } }] });
    expect(saved.statusCode).toBe(200);
    const listed = (await listing(`&model=${sedanModel}`)).find((s) => s.id === target.id);
    if (listed) expect(listed.price).toBe(4321);
    const quote = (await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services: [target.id], car_model: sedanModel })).json().data;
    expect(quote.subtotal).toBe(4321);
    expect((await cartPrices(`ids=${target.id}&model=${sedanModel}`))[0]).toMatchObject({ price: 4321 });
    expect((await ctx.request('GET', `/api/v1/bookings/${before.json().data.tracking_id}`, asha.headers)).json().data.subtotal).toBe(
      before.json().data.subtotal,
    );

    expect((await ctx.request('PUT', url, staff.headers, { offerings: [{ id: target.id, prices: { sedan: { price: 0 } } }] })).statusCode).toBe(400);
    const other = (await ctx.garage(1)).offerings[0]!.id;
    expect((await ctx.request('PUT', url, staff.headers, { offerings: [{ id: other, active: false }] })).statusCode).toBe(404);
    expect((await ctx.request('PUT', url, staff.headers, { offerings: [{ id: target.id, active: false }] })).statusCode).toBe(200);
    expect((await listing()).some((s) => s.id === target.id)).toBe(false);
    expect(await cartPrices(`ids=${target.id},${other}`)).toEqual([expect.objectContaining({ id: other })]);
    expect((await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services: [target.id] })).statusCode).toBe(422);
    await ctx.request('PUT', url, staff.headers, { offerings: [{ id: target.id, active: true }] });
  });
});

describe('struck prices are real earlier prices', () => {
  it('strikes a band’s lowest price of the last 30 days only when above today’s; a typed "was" price is not taken', async () => {
    const g = await ctx.garage(2);
    const id = g.offerings[0]!.id;
    const url = `/api/v1/partner/garages/${g.garageId}/offerings`;
    const sedanModel = await modelOf('sedan');
    const sedan = async () => (await cartPrices(`ids=${id}&model=${sedanModel}`))[0]!;
    const seeded = (await sedan()).price;
    expect((await sedan()).strikePrice).toBeNull();
    const setSedan = async (price: number, typed?: object) =>
      expect((await ctx.request('PUT', url, admin.headers, { offerings: [{ id, prices: { sedan: { price, ...typed } } }] })).statusCode).toBe(200);

    await setSedan(seeded - 500, { strike_price: seeded * 2 });
    expect(await sedan()).toMatchObject({ price: seeded - 500, strikePrice: seeded });
    const offerings = (await ctx.request('GET', url, admin.headers)).json().data as { id: number; prices: Record<string, object> }[];
    expect(offerings.find((o) => o.id === id)!.prices.sedan).toEqual({ price: seeded - 500 });
    // Saving the same price again is no change: the earlier price stays struck.
    await setSedan(seeded - 500);
    expect((await sedan()).strikePrice).toBe(seeded);
    // Raised and then "cut" back: the cut is to no lower than a price of the last 30 days, so nothing is struck.
    await setSedan(seeded + 1000);
    expect((await sedan()).strikePrice).toBeNull();
    await setSedan(seeded);
    expect((await sedan()).strikePrice).toBeNull();

    // Prices older than 30 days do not count: ₹9,000 until 40 days ago, ₹8,000 until 10 days ago, ₹7,000 since.
    await ctx.db
      .delete(t.garageServicePriceChanges)
      .where(and(eq(t.garageServicePriceChanges.garageServiceId, id), eq(t.garageServicePriceChanges.segment, 'sedan')));
    await ctx.db.insert(t.garageServicePriceChanges).values(
      [
        [900_000, 60],
        [800_000, 40],
        [700_000, 10],
      ].map(([pricePaise, daysAgo]) => ({
        garageServiceId: id,
        segment: 'sedan',
        pricePaise: pricePaise!,
        changedAt: sql`now() - make_interval(days => ${daysAgo})`,
      })),
    );
    await ctx.db
      .update(t.garageServicePrices)
      .set({ pricePaise: 700_000 })
      .where(and(eq(t.garageServicePrices.garageServiceId, id), eq(t.garageServicePrices.segment, 'sedan')));
    await ctx.request('PUT', url, admin.headers, { offerings: [{ id, active: true }] }); // drops the listings memo
    expect(await sedan()).toMatchObject({ price: 7000, strikePrice: 8000 });
  });
});

describe('all-in prices', () => {
  it('every price a customer sees before the cart, GST included, is the one-item cart’s total, in every city, for no car and for each band', async () => {
    const cities = (await ctx.app.inject({ url: '/api/v1/cities' })).json().data as { latitude: number; longitude: number }[];
    const bandModels = await Promise.all(['hatchback', 'sedan', 'compact-suv', 'suv', 'luxury-suv'].map(modelOf));
    const seen = { gst: 0, noGst: 0 };
    for (const [i, city] of cities.entries()) {
      // Every city for no car (the "from" prices); one city for each band of car as well.
      for (const model of i === 0 ? [undefined, ...bandModels] : [undefined]) {
        const near = `latitude=${city.latitude}&longitude=${city.longitude}${model ? `&model=${model}` : ''}`;
        const shown = (await ctx.app.inject({ url: `/api/v1/services?${near}` })).json().data as Service[];
        for (const s of shown) {
          const quote = (await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services: [s.id], car_model: model })).json().data;
          expect({ id: s.id, total: quote.total }).toEqual({ id: s.id, total: rupeesInclGst(s.price, s.garage.charges_gst) });
          seen[s.garage.charges_gst ? 'gst' : 'noGst']++;
        }
      }
    }
    // Both kinds of garage were priced: GST-registered, and without a GSTIN (their price is the price itself).
    expect(seen.gst).toBeGreaterThan(100);
    expect(seen.noGst).toBeGreaterThan(0);
  });
});

describe.runIf(testDbKind === 'postgres')('a price change on one instance', { tags: ['postgres'] }, () => {
  it('reaches another instance’s listing at once (LISTEN/NOTIFY)', async () => {
    const shared = await createTestDatabase();
    if (shared.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const otherDb = fromPostgresUrl(shared.connection.url, 4);
    const apps: App[] = [];
    try {
      for (const database of [shared, otherDb]) {
        const app = await buildApp({ config: testConfig({ ADMIN_PHONES: '+919800000002' }), database });
        await app.ready();
        apps.push(app);
      }
      const [a, b] = apps as [App, App];
      const list = async (app: App) => (await app.inject({ url: `/api/v1/services?${GURUGRAM}` })).json().data as Service[];
      const first = (await list(b))[0]!;
      await list(a);
      // An admin changes the price through instance a's partner route.
      const phone = '9800000002';
      const otp = async () => ((await a.inject({ url: `/dev/outbox?to=%2B91${phone}` })).json().data as { body: string }[])[0]!.body.slice(0, 6);
      await a.inject({
        method: 'POST',
        url: '/api/v1/auth/otp/register',
        payload: { mobile_no: phone, name: 'Platform Admin', email: 'admin@example.in', username: 'platform_admin' },
      });
      await a.inject({ method: 'POST', url: '/api/v1/auth/otp/register/verify', payload: { mobile_no: phone, otp: await otp() } });
      const bearer = {
        authorization: `Bearer ${(await a.inject({ method: 'POST', url: '/api/v1/auth/otp/login/verify', payload: { mobile_no: phone, otp: await (async () => (await a.inject({ method: 'POST', url: '/api/v1/auth/otp/login', payload: { mobile_no: phone } }), otp()))() } })).json().data.token}`,
      };
      const changed = first.price + 100;
      const saved = await a.inject({
        method: 'PUT',
        url: `/api/v1/partner/garages/${first.garage.id}/offerings`,
        headers: bearer,
        payload: { offerings: [{ id: first.id, prices: { hatchback: { price: changed } } }] },
      });
      expect(saved.statusCode).toBe(200);
      let seen = 0;
      for (let i = 0; i < 20 && seen !== changed; i++) {
        seen = (await list(b)).find((s) => s.id === first.id)?.price ?? 0;
        if (seen !== changed) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe(changed);
    } finally {
      for (const app of apps) await app.close();
      await otherDb.close();
      await shared.close();
    }
  });
});
