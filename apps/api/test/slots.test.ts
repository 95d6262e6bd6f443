import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, bookingTestApp, TODAY, TOMORROW, type BookingTestApp } from './bookings-helpers';

let ctx: BookingTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await bookingTestApp();
  headers = (await ctx.customer()).headers;
});
afterAll(() => ctx.close());

const slotsUrl = (garage: number, date: string) => `/api/v1/booking/slots?date=${date}&garage=${garage}`;

describe('GET /booking/slots', () => {
  it('needs a session', async () => {
    const g = await ctx.garage();
    const res = await ctx.request('GET', slotsUrl(g.garageId, TODAY), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("lists the garage's seeded slots 09:00–19:00, today's started ones unavailable (IST)", async () => {
    const g = await ctx.garage();
    const res = await ctx.request('GET', slotsUrl(g.garageId, TODAY), headers);
    expect(res.statusCode).toBe(200);
    const slots = res.json().data as { start_time: string; end_time: string; available: boolean; remaining: number }[];
    expect(slots.map((s) => s.start_time)).toEqual(['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map((h) => `${h}:00:00`));
    expect(slots.at(-1)!.end_time).toBe('19:00:00');
    // The clock says 10:00 IST: 09:00 and 10:00 have started.
    expect(slots.map((s) => s.available)).toEqual([false, false, true, true, true, true, true, true, true, true]);
    expect(slots.every((s) => s.remaining >= 2 && s.remaining <= 4)).toBe(true);
  });

  it('counts a booking against the slot', async () => {
    const g = await ctx.garage();
    const before = (await ctx.request('GET', slotsUrl(g.garageId, TOMORROW), headers)).json().data[0].remaining as number;
    const booked = await ctx.request('POST', '/api/v1/bookings', headers, bookingPayload(g));
    expect(booked.statusCode).toBe(201);
    const after = (await ctx.request('GET', slotsUrl(g.garageId, TOMORROW), headers)).json().data[0];
    expect(after.remaining).toBe(before - 1);
  });

  it('refuses dates outside today + 7 days, malformed dates and unknown garages', async () => {
    const g = await ctx.garage();
    const past = await ctx.request('GET', slotsUrl(g.garageId, '2026-03-01'), headers);
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('DATE_OUT_OF_RANGE');
    expect((await ctx.request('GET', slotsUrl(g.garageId, '2026-03-09'), headers)).statusCode).toBe(200);
    expect((await ctx.request('GET', slotsUrl(g.garageId, '2026-03-10'), headers)).statusCode).toBe(422);
    expect((await ctx.request('GET', slotsUrl(g.garageId, '2026-02-30'), headers)).statusCode).toBe(400);
    expect((await ctx.request('GET', `/api/v1/booking/slots?date=${TODAY}`, headers)).statusCode).toBe(400);
    const unknown = await ctx.request('GET', slotsUrl(999_999, TODAY), headers);
    expect(unknown.statusCode).toBe(404);
  });
});
