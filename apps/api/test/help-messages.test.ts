import { formatOrderNumber } from '@carseva/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { type BookingTestApp, bookingPayload, bookingTestApp } from './bookings-helpers';

let ctx: BookingTestApp;
let customer: Awaited<ReturnType<BookingTestApp['customer']>>;
let trackingId: string;
let bookingId: number;
beforeAll(async () => {
  ctx = await bookingTestApp();
  customer = await ctx.customer();
  const placed = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(await ctx.garage()));
  if (placed.statusCode !== 201) throw new Error(`booking: ${placed.body}`);
  ({ tracking_id: trackingId, id: bookingId } = placed.json().data);
});
afterAll(() => ctx.close());

const message = { name: 'Ravi Kumar', phone: '9811122233', email: 'ravi@example.in', message: 'The garage has not called about my pickup yet.' };
const send = (headers: Record<string, string>, payload: object) => ctx.request('POST', '/api/v1/contact/message', headers, payload);
const latestMessage = async () => (await ctx.db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.id)).limit(1))[0];

describe('POST /api/v1/contact/message about an order', () => {
  it('stores the signed-in customer and their booking with the message', async () => {
    const res = await send(customer.headers, { ...message, booking: trackingId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: `Thanks! Our support team will get back to you about order ${formatOrderNumber(trackingId)}.` });
    expect(await latestMessage()).toMatchObject({ ...message, phone: '+919811122233', userId: customer.userId, bookingId });
  });

  it("answers 404 for another customer's order and for one that does not exist, storing nothing", async () => {
    const stranger = await ctx.customer();
    const before = await latestMessage();
    for (const booking of [trackingId, 'CSAAAAAAAAAAAAAAAA']) {
      const res = await send(stranger.headers, { ...message, booking });
      expect(res.statusCode, booking).toBe(404);
      expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    }
    expect((await latestMessage())?.id).toBe(before?.id);
  });

  it('asks a visitor who names an order to log in', async () => {
    const res = await send({}, { ...message, booking: trackingId });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a booking that is not a tracking id, with the field named', async () => {
    for (const booking of ['cs-123', '', 42, 'A'.repeat(40)]) {
      const res = await send(customer.headers, { ...message, booking });
      expect(res.statusCode, String(booking)).toBe(400);
      expect(res.json().errors.booking).toBeDefined();
    }
  });

  it('still takes the contact form from a visitor, and keeps who sent it when signed in', async () => {
    expect((await send({}, message)).statusCode).toBe(201);
    expect(await latestMessage()).toMatchObject({ userId: null, bookingId: null });
    expect((await send(customer.headers, message)).statusCode).toBe(201);
    expect(await latestMessage()).toMatchObject({ userId: customer.userId, bookingId: null });
  });
});
