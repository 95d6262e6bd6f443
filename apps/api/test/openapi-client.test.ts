import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarSevaClient, createCarSevaClient } from '@carseva/api-client';
import { bookingTestApp, type BookingTestApp, TOMORROW } from './bookings-helpers';

/**
 * The typed client generated from the checked-in contract (packages/api-client) works against the app:
 * what a mobile team would start from, here sending its requests through app.inject.
 */
let ctx: BookingTestApp;
let client: CarSevaClient;

/** fetch over app.inject: the client's requests reach the app without a listening server. */
function injectFetch(app: BookingTestApp['app']) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

async function latestOtp(mobileNo: string): Promise<string> {
  // The SMS outbox is a development route, outside the contract.
  const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(`+91${mobileNo}`)}` });
  const otp = (res.json().data as { body: string }[])[0]?.body.match(/^(\d{6}) /)?.[1];
  if (!otp) throw new Error(`no OTP for ${mobileNo}`);
  return otp;
}

beforeAll(async () => {
  ctx = await bookingTestApp();
  client = createCarSevaClient({ baseUrl: 'http://carseva.test', fetch: injectFetch(ctx.app) });
});
afterAll(() => ctx.close());

describe('the generated API client', () => {
  it('lists cities and categories, typed by the contract', async () => {
    const cities = await client.GET('/api/v1/cities');
    expect(cities.response.status).toBe(200);
    expect(cities.data?.data.map((city) => city.name)).toContain('Delhi');
    const categories = await client.GET('/api/v1/categories');
    expect(categories.data?.data.length).toBeGreaterThan(0);
  });

  it('signs up and in with OTPs, then books and fetches the booking with the bearer token', async () => {
    const mobile_no = '9812345670';
    const registered = await client.POST('/api/v1/auth/otp/register', {
      body: { mobile_no, name: 'Asha Rao', email: 'asha@example.in', username: 'asha_rao' },
    });
    expect(registered.response.status).toBe(200);
    const created = await client.POST('/api/v1/auth/otp/register/verify', { body: { mobile_no, otp: await latestOtp(mobile_no) } });
    expect(created.response.status).toBe(201);
    ctx.clock.advance(31_000);
    await client.POST('/api/v1/auth/otp/login', { body: { mobile_no } });
    const login = await client.POST('/api/v1/auth/otp/login/verify', { body: { mobile_no, otp: await latestOtp(mobile_no) } });
    const token = login.data?.data.token;
    expect(token).toEqual(expect.any(String));
    const authorization = `Bearer ${token}`;

    const me = await client.GET('/api/v1/auth/me', { headers: { authorization } });
    expect(me.data?.data.mobile_no).toContain(mobile_no);

    const g = await ctx.garage(0);
    const booked = await client.POST('/api/v1/bookings', {
      headers: { authorization },
      body: {
        service: g.offerings[0]!.id,
        booking_date: TOMORROW,
        booking_slot: g.slots[0]!.id,
        address: 'Flat 402, Tower B, Sector 15',
        pincode: g.pincode,
        car_model: g.carModel,
        payment_mode: 'cod',
      },
    });
    expect(booked.response.status, JSON.stringify(booked.error)).toBe(201);
    const trackingId = booked.data!.data.tracking_id;
    const fetched = await client.GET('/api/v1/bookings/{trackingId}', { params: { path: { trackingId } }, headers: { authorization } });
    expect(fetched.data?.data).toMatchObject({ tracking_id: trackingId, booking_date: TOMORROW, payment_mode: 'cod' });
  });

  it('gets the documented error without the token', async () => {
    const me = await client.GET('/api/v1/auth/me');
    expect(me.response.status).toBe(401);
    expect(me.error).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});
