import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@carseva/shared';
import type { Database } from '../src/db/client';
import * as t from '../src/schema';
import { createTestDatabase, testDbKind } from './database';
import { call, freePort, procfile, signUp, start, stop, type Started } from './processes';

const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = '9800000077';

/**
 * Two API processes and one worker from deploy/Procfile on one PostgreSQL and one Redis: one truth.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both); without them it is skipped.
 */
describe.runIf(testDbKind === 'postgres' && redisUrl)('several instances', { tags: ['postgres', 'redis'] }, () => {
  let database: Database;
  const running: Started[] = [];
  let a: string;
  let b: string;
  let admin: { headers: Record<string, string> };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    // A Redis database of its own, emptied, so counters from other runs do not count here.
    const redis = new URL(redisUrl!);
    redis.pathname = '/13';
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.toString());
    await client.flushdb();
    await client.quit();
    const env = {
      DATABASE_URL: database.connection.url,
      REDIS_URL: redis.toString(),
      SESSION_SECRET: 'instances-test-session-secret-0123456789',
      ADMIN_PHONES: `+91${ADMIN}`,
      TRUST_PROXY: '127.0.0.1',
      OTP_SENDS_PER_IP_HOUR: '10000',
      OTP_SENDS_PER_IP_DAY: '10000',
      MAX_OPEN_BOOKINGS: '50',
      BOOKINGS_PER_USER_HOUR: '12',
      BOOKINGS_PER_ADDRESS_HOUR: '100000',
    };
    const lines = procfile();
    const [portA, portB] = [await freePort(), await freePort()];
    running.push(await start(lines.api!, env, { port: portA }), await start(lines.api!, env, { port: portB }), await start(lines.worker!, env));
    [a, b] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    admin = await signUp(a, ADMIN);
  }, 180_000);

  afterAll(async () => {
    for (const process of running) await stop(process);
    await database?.close();
  }, 60_000);

  it('a session made on one instance works on the other', async () => {
    const customer = await signUp(a);
    const me = await call(b, 'GET', '/api/v1/auth/me', undefined, customer.headers);
    expect(me.status).toBe(200);
    expect(me.json().data.mobile_no).toBe(customer.phone);
    await call(a, 'POST', '/api/v1/auth/logout', {}, customer.headers);
    expect((await call(b, 'GET', '/api/v1/auth/me', undefined, customer.headers)).status).toBe(401);
  });

  it('shares rate limits: booking attempts through both count against one allowance', async () => {
    const customer = await signUp(b);
    // A well-formed booking for a slot that does not exist: counted, then refused (422).
    const attempt = {
      service: 1,
      booking_slot: 99_999_999,
      booking_date: addDays(istDate(new Date()), 1),
      address: 'Flat 1, Tower A',
      pincode: '122001',
      payment_mode: 'cod',
      car_model: 1,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await call(i % 2 === 0 ? a : b, 'POST', '/api/v1/bookings', attempt, customer.headers)).status);
    expect(statuses.slice(0, 12).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('sees a price or slot change made through one instance at once on the other', async () => {
    const [garage] = await database.db
      .select({ id: t.garages.id, lat: t.garages.latitude, lng: t.garages.longitude })
      .from(t.garages)
      .orderBy(asc(t.garages.id))
      .limit(1);
    const near = `/api/v1/services?latitude=${garage!.lat}&longitude=${garage!.lng}`;
    const listed = ((await call(b, 'GET', near)).json().data as { id: number; price: number; garage: { id: number } }[]).find(
      (s) => s.garage.id === garage!.id,
    )!;
    const price = listed.price + 111;
    const saved = await call(
      a,
      'PUT',
      `/api/v1/partner/garages/${garage!.id}/offerings`,
      { offerings: [{ id: listed.id, prices: { hatchback: { price } } }] },
      admin.headers,
    );
    expect(saved.status).toBe(200);
    let seen = 0;
    for (let i = 0; i < 20 && seen !== price; i++) {
      seen = ((await call(b, 'GET', near)).json().data as { id: number; price: number }[]).find((s) => s.id === listed.id)!.price;
      if (seen !== price) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(price);

    const tomorrow = addDays(istDate(new Date()), 1);
    const grid = async () =>
      (await call(b, 'GET', `/api/v1/booking/slots?date=${tomorrow}&garage=${garage!.id}`, undefined, admin.headers)).json().data as {
        id: number;
        available: boolean;
      }[];
    const slot = (await grid())[3]!;
    expect((await call(a, 'POST', `/api/v1/partner/garages/${garage!.id}/closures`, { date: tomorrow, slot: slot.id }, admin.headers)).status).toBe(200);
    expect((await grid()).find((s) => s.id === slot.id)!.available).toBe(false);
  });

  it('200 simultaneous bookings through both instances never overbook', async () => {
    const [garage] = await database.db.select({ id: t.garages.id, pincode: t.garages.pincode }).from(t.garages).orderBy(asc(t.garages.id)).offset(1).limit(1);
    const schedule = (await call(a, 'GET', `/api/v1/partner/garages/${garage!.id}/slots`, undefined, admin.headers)).json().data as {
      slots: { id: number; start_time: string; end_time: string }[];
    };
    const slots = schedule.slots.slice(0, 10);
    const capacity = 4;
    expect((await call(b, 'PUT', `/api/v1/partner/garages/${garage!.id}/slots`, { slots: slots.map((s) => ({ ...s, capacity })) }, admin.headers)).status).toBe(
      200,
    );
    const [offering] = await database.db
      .select({ id: t.garageServices.id })
      .from(t.garageServices)
      .where(and(eq(t.garageServices.garageId, garage!.id), eq(t.garageServices.active, true)))
      .limit(1);
    const [car] = await database.db.select({ id: t.carModels.id }).from(t.carModels).limit(1);
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(i % 2 === 0 ? a : b)));
    const tomorrow = addDays(istDate(new Date()), 1);
    const attempts = customers.flatMap((customer, c) =>
      slots.map((slot, s) =>
        call(
          (c + s) % 2 === 0 ? a : b,
          'POST',
          '/api/v1/bookings',
          {
            service: offering!.id,
            booking_slot: slot.id,
            booking_date: tomorrow,
            address: 'Flat 12, Palm Grove',
            pincode: garage!.pincode,
            payment_mode: 'cod',
            car_model: car!.id,
          },
          customer.headers,
        ),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results).toHaveLength(200);
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(slots.length * capacity);
    expect(results.filter((r) => r.status === 409)).toHaveLength(200 - slots.length * capacity);
    const usage = await database.db
      .select()
      .from(t.slotUsage)
      .where(
        and(
          sql`${t.slotUsage.slotTemplateId} in (${sql.join(
            slots.map((s) => sql`${s.id}`),
            sql`, `,
          )})`,
          eq(t.slotUsage.date, tomorrow),
        ),
      );
    expect(usage.map((u) => u.booked)).toEqual(slots.map(() => capacity));
    const stored = await database.db
      .select({ id: t.bookings.id })
      .from(t.bookings)
      .where(and(eq(t.bookings.garageId, garage!.id), eq(t.bookings.bookingDate, tomorrow)));
    expect(stored).toHaveLength(slots.length * capacity);

    // The worker process sends each booking's SMS (customer and garage) exactly once.
    const ids = stored.map((b) => b.id);
    const sent = async () =>
      database.db
        .select({ status: t.notifications.status, attempts: t.notifications.attempts, kind: t.notifications.kind })
        .from(t.notifications)
        .where(
          sql`${t.notifications.bookingId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
    let rows = await sent();
    for (let i = 0; i < 150 && (rows.length < ids.length * 2 || rows.some((r) => r.status !== 'sent')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await sent();
    }
    expect(rows.filter((r) => r.kind === 'booking_placed')).toHaveLength(ids.length);
    expect(rows.filter((r) => r.kind === 'garage_new_booking')).toHaveLength(ids.length);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  }, 120_000);
});
