import { MAX_ADDRESSES_PER_ACCOUNT, type SavedAddress } from '@carseva/shared';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { type BookingTestApp, bookingPayload, bookingTestApp, MINUTE } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;

let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp();
});
afterAll(() => ctx.close());

const call = (who: Customer | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const home = { label: 'home', address: 'Flat 402, Tower B, Sector 15', pincode: '122001' };
const addAddress = (who: Customer, overrides: object = {}) => call(who, 'POST', '/api/v1/me/addresses', { ...home, ...overrides });
/** The addresses here are in Gurugram: booked at a Gurugram garage, which picks up from them. */
const gurugramGarage = () => ctx.garage(0, 'gurugram');
const bookingAtHome = (g: Awaited<ReturnType<typeof gurugramGarage>>, overrides: object = {}) => bookingPayload(g, { pincode: home.pincode, ...overrides });
const addressesOf = async (who: Customer): Promise<SavedAddress[]> => (await call(who, 'GET', '/api/v1/me/addresses')).json().data;

describe('My Addresses: adding', () => {
  it('saves a labelled address with its pincode and map pin', async () => {
    const asha = await ctx.customer();
    const res = await addAddress(asha, { address: '  12, MG Road, Indiranagar ', pincode: '560038', latitude: 12.9719, longitude: 77.6412 });
    expect(res.statusCode).toBe(201);
    const saved = res.json().data as SavedAddress;
    expect(saved).toMatchObject({
      label: 'home',
      address: '12, MG Road, Indiranagar',
      pincode: '560038',
      latitude: 12.9719,
      longitude: 77.6412,
      last_used_at: null,
    });
    expect(await addressesOf(asha)).toEqual([saved]);
  });

  it('refuses an unknown label, a short address and a pincode that is not 6 digits starting 1-9, naming the field', async () => {
    const ravi = await ctx.customer();
    const cases: [object, string][] = [
      [{ label: 'office' }, 'label'],
      [{ address: 'abc' }, 'address'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ pincode: '012345' }, 'pincode'],
      [{ pincode: '12345' }, 'pincode'],
      [{ pincode: '1234567' }, 'pincode'],
      [{ pincode: 122001 }, 'pincode'],
      [{ latitude: 12.97 }, 'latitude'],
      [{ latitude: 95, longitude: 77 }, 'latitude'],
    ];
    for (const [change, field] of cases) {
      const res = await addAddress(ravi, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(change)).toBeDefined();
    }
    expect(await addressesOf(ravi)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_ACCOUNT} addresses per account, also when added at once`, async () => {
    const busy = await ctx.customer();
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_ACCOUNT + 2 }, (_, i) => addAddress(busy, { address: `House ${i + 1}, Sector 15` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES_PER_ACCOUNT);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [409, 'TOO_MANY_ADDRESSES'],
      [409, 'TOO_MANY_ADDRESSES'],
    ]);
    expect(await addressesOf(busy)).toHaveLength(MAX_ADDRESSES_PER_ACCOUNT);
  });

  it('asks a visitor to log in', async () => {
    expect((await call(null, 'GET', '/api/v1/me/addresses')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/v1/me/addresses', home)).statusCode).toBe(401);
  });
});

describe('My Addresses: changing and removing', () => {
  it('changes the label and pincode, and clears the map pin with nulls', async () => {
    const asha = await ctx.customer();
    const saved = (await addAddress(asha, { latitude: 28.46, longitude: 77.03 })).json().data as SavedAddress;
    const res = await call(asha, 'PATCH', `/api/v1/me/addresses/${saved.id}`, { label: 'work', pincode: '122002', latitude: null, longitude: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: saved.id, label: 'work', address: home.address, pincode: '122002', latitude: null, longitude: null });
  });

  it('refuses an empty change, one coordinate alone and a bad pincode', async () => {
    const asha = await ctx.customer();
    const saved = (await addAddress(asha)).json().data as SavedAddress;
    for (const change of [{}, { latitude: 28.46 }, { pincode: '000001' }]) {
      expect((await call(asha, 'PATCH', `/api/v1/me/addresses/${saved.id}`, change)).statusCode, JSON.stringify(change)).toBe(400);
    }
  });

  it('removes an address', async () => {
    const asha = await ctx.customer();
    const saved = (await addAddress(asha)).json().data as SavedAddress;
    expect((await call(asha, 'DELETE', `/api/v1/me/addresses/${saved.id}`)).statusCode).toBe(200);
    expect(await addressesOf(asha)).toEqual([]);
  });
});

describe('My Addresses: owner only', () => {
  it("answers another customer's address id exactly like a missing one (404), changing nothing", async () => {
    const [asha, vikram] = [await ctx.customer(), await ctx.customer()];
    const saved = (await addAddress(asha)).json().data as SavedAddress;
    for (const id of [saved.id, 999_999]) {
      for (const res of [
        await call(vikram, 'PATCH', `/api/v1/me/addresses/${id}`, { label: 'work' }),
        await call(vikram, 'DELETE', `/api/v1/me/addresses/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'ADDRESS_NOT_FOUND' });
      }
    }
    expect(await addressesOf(vikram)).toEqual([]);
    expect(await addressesOf(asha)).toEqual([saved]);
  });
});

describe('My Addresses: the last used first', () => {
  it('lists the address a booking was placed with first, as soon as the booking exists, with the newest booking’s time', async () => {
    const asha = await ctx.customer();
    const g = await gurugramGarage();
    const office = (await addAddress(asha, { label: 'work', address: 'Plot 7, Udyog Vihar Phase 4', pincode: '122015' })).json().data as SavedAddress;
    ctx.clock.advance(MINUTE);
    const house = (await addAddress(asha)).json().data as SavedAddress;
    expect((await addressesOf(asha)).map((a) => a.id)).toEqual([house.id, office.id]);

    const book = (slot: number) =>
      ctx.request(
        'POST',
        '/api/v1/bookings',
        asha.headers,
        bookingAtHome(g, { address: office.address, pincode: office.pincode, booking_slot: g.slots[slot]!.id }),
      );
    expect((await book(0)).statusCode).toBe(201);
    ctx.clock.advance(MINUTE);
    const later = await book(1);
    expect(later.statusCode).toBe(201);
    const listed = await addressesOf(asha);
    expect(listed.map((a) => a.id)).toEqual([office.id, house.id]);
    expect(listed[0]!.last_used_at).toBe(later.json().data.created_at);
    expect(listed[1]!.last_used_at).toBeNull();
    // A booking cancelled afterwards was still placed there.
    expect((await ctx.request('POST', `/api/v1/bookings/${later.json().data.tracking_id}/cancel`, asha.headers, { reason: 'Plans changed' })).statusCode).toBe(
      200,
    );
    expect((await addressesOf(asha))[0]!.last_used_at).toBe(later.json().data.created_at);
  });

  it('an address saved or edited to a place already booked shows that use at once', async () => {
    const asha = await ctx.customer();
    const g = await gurugramGarage();
    const placed = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingAtHome(g));
    expect(placed.statusCode).toBe(201);
    const saved = await addAddress(asha, { label: 'other', address: 'Plot 9, Sector 18', pincode: '122015' });
    expect(saved.json().data.last_used_at).toBeNull();
    const edited = await call(asha, 'PATCH', `/api/v1/me/addresses/${saved.json().data.id}`, { address: home.address, pincode: home.pincode });
    expect(edited.json().data.last_used_at).toBe(placed.json().data.created_at);
    expect((await addAddress(asha)).json().data.last_used_at).toBe(placed.json().data.created_at);
  });

  it("marks nothing for an address typed at checkout, the same text in another pincode, nor another customer's address with the same text", async () => {
    const [asha, vikram] = [await ctx.customer(), await ctx.customer()];
    const saved = (await addAddress(asha)).json().data as SavedAddress;
    const g = await gurugramGarage();
    expect(
      (
        await ctx.request(
          'POST',
          '/api/v1/bookings',
          asha.headers,
          bookingAtHome(g, { address: `${home.address}, near the park`, booking_slot: g.slots[1]!.id }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingAtHome(g, { pincode: '122015', booking_slot: g.slots[3]!.id }))).statusCode,
    ).toBe(201);
    expect((await ctx.request('POST', '/api/v1/bookings', vikram.headers, bookingAtHome(g, { booking_slot: g.slots[2]!.id }))).statusCode).toBe(201);
    expect(await addressesOf(asha)).toEqual([saved]);
  });
});

describe('GET /api/v1/pincodes/:pincode/localities', () => {
  it('names the seeded localities with a pincode, and none for an unknown one', async () => {
    const [known] = await ctx.db.select({ pincode: t.localities.pincode, name: t.localities.name }).from(t.localities).orderBy(asc(t.localities.id)).limit(1);
    const res = await ctx.app.inject({ url: `/api/v1/pincodes/${known!.pincode}/localities` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(expect.objectContaining({ name: known!.name }));
    expect((await ctx.app.inject({ url: '/api/v1/pincodes/999999/localities' })).json().data).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v1/pincodes/012345/localities' })).statusCode).toBe(400);
  });
});
