import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountUser, bookingBody } from '@carseva/shared';
import * as t from '../src/schema';
import { bookingsService } from '../src/modules/bookings';
import { idempotencyService, type KeyedRequest } from '../src/modules/idempotency';
import { requestHash } from '../src/modules/idempotency/service';
import { catalogService } from '../src/modules/catalog/service';
import { memoryCounters } from '../src/lib/rate-limit';
import { slotsService } from '../src/modules/slots/service';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * Simultaneous bookings are placed together, several in one transaction (ADR 25): each must come out
 * exactly as it would alone, refusals included, and a refused booking must leave no seat taken.
 */
let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp({ env: { MAX_OPEN_BOOKINGS: '2' } });
});
afterAll(() => ctx.close());

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;
const book = (who: Customer, payload: object) => ctx.request('POST', '/api/v1/bookings', who.headers, payload);
const seatsTaken = async (slotId: number) => (await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, slotId)))[0]?.booked ?? 0;
/** The transactions that wrote these bookings (a row's xmin is the id of the transaction that inserted it). */
async function transactionsOf(trackingIds: string[]): Promise<number> {
  const rows = await ctx.db
    .select({ tx: sql<string>`${t.bookings}.xmin::text` })
    .from(t.bookings)
    .where(inArray(t.bookings.trackingId, trackingIds));
  return new Set(rows.map((row) => row.tx)).size;
}

/**
 * The bookings service on the test database, as the app builds it, with its slots and catalog (to
 * fill their memos) and what it logs; its batches' seats fail with `failure` when given (the first
 * batch's only, or every batch's).
 */
function ownService(options: { maxOpen?: number; failure?: Error; failEvery?: boolean } = {}) {
  const catalog = catalogService(ctx.db, { radiusKm: 10 });
  const slots = slotsService(ctx.db, { now: ctx.clock.now, catalog });
  let failed = false;
  // The failure strikes a batch of several bookings (a booking placed alone is never retried).
  const takeSeats: typeof slots.takeSeats = async (seats, tx) => {
    if (options.failure && (options.failEvery || (!failed && seats.length > 1))) {
      failed = true;
      throw options.failure;
    }
    return slots.takeSeats(seats, tx);
  };
  const logged: string[] = [];
  const service = bookingsService(ctx.db, {
    now: ctx.clock.now,
    holdMinutes: 15,
    pickupRadiusKm: 15,
    pickupRadiusCapKm: 25,
    limits: { maxOpen: options.maxOpen ?? 10, perUserHour: 100, perAddressHour: 100 },
    counters: memoryCounters(),
    jobs: { publish: async () => {}, publishAll: async () => {} },
    catalog,
    slots: { ...slots, takeSeats },
    auth: { usersByIds: async () => [] },
    wallet: { spend: async () => 0 },
    idempotency: idempotencyService(ctx.db, { now: ctx.clock.now }),
    log: (_fields, message) => logged.push(message),
  });
  service.connect({ refunds: async () => [], invoiceIssued: async () => false, photoLinks: async () => new Map() });
  /** What the route does: a booking for `who`, its answer's body (the booking as JSON) as the route writes it out. */
  const create = (who: Customer, payload: object, key: KeyedRequest | null = null, signedIn: Promise<unknown> = Promise.resolve()) =>
    service.create(
      signedIn.then(() => accountOf(who)),
      bookingBody.parse(payload),
      '127.0.0.1',
      () => ({
        key,
        respond: (booking) => ({ status: 201, response: JSON.stringify(booking) }),
      }),
    );
  /** create's booking, or its error. */
  const booked = async (who: Customer, payload: object, signedIn?: Promise<unknown>) =>
    JSON.parse((await create(who, payload, null, signedIn)).response) as { tracking_id: string; slot: { id: number } };
  return { service, slots, catalog, logged, create, booked };
}
const accountOf = (who: Customer): AccountUser => ({
  id: who.userId,
  name: 'Test',
  email: '',
  mobile_no: who.phone,
  username: 'test',
  sms_updates: true,
  whatsapp_opt_in_at: null,
  language: 'en',
});
/** What a booking request asked of the service ended as: placed, or the code it was refused with. */
const endOf = (result: PromiseSettledResult<{ tracking_id: string }>) => (result.status === 'fulfilled' ? 'placed' : (result.reason as { code: string }).code);

describe('bookings placed together', () => {
  it('places simultaneous bookings of different customers each whole: its items, entry, seat and job, and the answer GET gives', async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => ctx.customer()));
    const g = await ctx.garage(1);
    const results = await Promise.all(customers.map((who, i) => book(who, bookingPayload(g, { booking_slot: g.slots[i]!.id }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const placed = results.map((r) => r.json().data);
    for (const [i, booking] of placed.entries()) {
      expect(booking).toMatchObject({ slot: { id: g.slots[i]!.id }, booking_date: TOMORROW, service_status: 'pending' });
      const [row] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.trackingId, booking.tracking_id));
      expect(row).toMatchObject({ userId: customers[i]!.userId, slotTemplateId: g.slots[i]!.id, garageId: g.garageId });
      expect(await seatsTaken(g.slots[i]!.id)).toBe(1);
      // What the answer said is what was written: GET gives the same booking.
      expect((await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customers[i]!.headers)).json().data).toEqual(booking);
    }
    const entries = await ctx.db
      .select()
      .from(t.bookingEvents)
      .where(
        inArray(
          t.bookingEvents.bookingId,
          placed.map((b) => b.id),
        ),
      );
    expect(entries.map((e) => [e.bookingId, e.kind, e.actorKind, e.actorId]).sort()).toEqual(
      placed.map((b, i) => [b.id, 'placed', 'customer', customers[i]!.userId]).sort(),
    );
    const jobs = (await ctx.db.execute(sql`select data->>'eventId' as event from pgboss.job where name = 'notifications.booking-event'`)) as unknown as {
      rows: { event: string }[];
    };
    const announced = new Set(jobs.rows.map((row) => Number(row.event)));
    for (const entry of entries) expect(announced.has(entry.id)).toBe(true);
  });

  it('refuses in a batch what it refuses alone, gives a refused booking’s seat back, and places the rest', async () => {
    const [capped, holder, late, first, second] = await Promise.all(Array.from({ length: 5 }, () => ctx.customer()));
    const g = await ctx.garage(2);
    const slot = (i: number) => g.slots[i]!.id;
    // capped already has the two open bookings allowed; holder already holds slot 2; slot 3 is full.
    for (const i of [0, 1]) expect((await book(capped!, bookingPayload(g, { booking_slot: slot(i) }))).statusCode).toBe(201);
    expect((await book(holder!, bookingPayload(g, { booking_slot: slot(2) }))).statusCode).toBe(201);
    await ctx.setCapacity(slot(3), 1);
    expect((await book(first!, bookingPayload(g, { booking_slot: slot(3) }))).statusCode).toBe(201);

    // Called in one turn with the slot templates and the car model already in memory, the five reach
    // the batch in one turn too: one batch, whatever the machine's load.
    const { booked, slots, catalog } = ownService({ maxOpen: 2 });
    await Promise.all([slots.templatesByIds(g.slots.map((s) => s.id)), catalog.carModelsByIds([g.carModel])]);
    const asks: [Customer, number][] = [
      [capped!, 4],
      [holder!, 2],
      [late!, 3],
      [first!, 5],
      [second!, 6],
    ];
    const results = await Promise.allSettled(asks.map(([who, i]) => booked(who, bookingPayload(g, { booking_slot: slot(i) }))));
    expect(results.map(endOf)).toEqual(['TOO_MANY_OPEN_BOOKINGS', 'ALREADY_BOOKED_SLOT', 'SLOT_FULL', 'placed', 'placed']);
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.tracking_id] : []));
    expect(await transactionsOf(placed)).toBe(1);
    expect([await seatsTaken(slot(4)), await seatsTaken(slot(2)), await seatsTaken(slot(3)), await seatsTaken(slot(5)), await seatsTaken(slot(6))]).toEqual([
      0, 1, 1, 1, 1,
    ]);
    expect(await ctx.db.select().from(t.bookings).where(eq(t.bookings.userId, capped!.userId))).toHaveLength(2);
  });

  it('checks and stores Idempotency-Keys in the batch’s transaction: a retry gets its first answer, a refusal leaves its key free', async () => {
    const [again, fresh, late, reuser, other] = await Promise.all(Array.from({ length: 5 }, () => ctx.customer()));
    const g = await ctx.garage(6);
    const slot = (i: number) => g.slots[i]!.id;
    const { create, slots, catalog } = ownService();
    const scope = 'POST /api/v1/bookings';
    const keyed = (who: Customer, key: string, payload: object): KeyedRequest => ({
      id: { userId: who.userId, scope, key },
      requestHash: requestHash('POST', '/api/v1/bookings', payload),
    });
    const ask = (who: Customer, key: string, i: number) => {
      const payload = bookingPayload(g, { booking_slot: slot(i) });
      return create(who, payload, keyed(who, key, payload));
    };
    const first = await ask(again!, 'batch-key-again', 0);
    await ask(reuser!, 'batch-key-reuse', 1);
    await ctx.setCapacity(slot(3), 1);
    const taken = JSON.parse((await ask(other!, 'batch-key-other', 3)).response) as { tracking_id: string };

    await Promise.all([slots.templatesByIds(g.slots.map((s) => s.id)), catalog.carModelsByIds([g.carModel])]);
    const results = await Promise.allSettled([
      ask(again!, 'batch-key-again', 0),
      ask(fresh!, 'batch-key-fresh', 2),
      ask(late!, 'batch-key-late', 3),
      ask(reuser!, 'batch-key-reuse', 4),
      ask(other!, 'batch-key-other2', 5),
    ]);
    const ends = results.map((r) => (r.status === 'fulfilled' ? (r.value.replayed ? 'replayed' : 'placed') : (r.reason as { code: string }).code));
    expect(ends).toEqual(['replayed', 'placed', 'SLOT_FULL', 'IDEMPOTENCY_KEY_REUSED', 'placed']);
    expect((results[0] as PromiseFulfilledResult<{ response: string }>).value.response).toBe(first.response);
    expect([await seatsTaken(slot(0)), await seatsTaken(slot(3)), await seatsTaken(slot(4))]).toEqual([1, 1, 0]);

    // The placed bookings' keys hold their answers, written by the bookings' own transaction.
    const keys = await ctx.db
      .select({
        key: t.idempotencyKeys.key,
        status: t.idempotencyKeys.status,
        response: t.idempotencyKeys.response,
        tx: sql<string>`${t.idempotencyKeys}.xmin::text`,
      })
      .from(t.idempotencyKeys)
      .where(inArray(t.idempotencyKeys.key, ['batch-key-fresh', 'batch-key-other2', 'batch-key-late']));
    const placed = [results[1], results[4]].map((r) => (r as PromiseFulfilledResult<{ response: string }>).value.response);
    expect(keys.map((k) => [k.key, k.status, k.response]).sort()).toEqual([
      ['batch-key-fresh', 201, placed[0]],
      ['batch-key-other2', 201, placed[1]],
    ]);
    const trackingIds = placed.map((response) => (JSON.parse(response) as { tracking_id: string }).tracking_id);
    expect(await transactionsOf(trackingIds)).toBe(1);
    const [booking] = await ctx.db
      .select({ tx: sql<string>`${t.bookings}.xmin::text` })
      .from(t.bookings)
      .where(eq(t.bookings.trackingId, trackingIds[0]!));
    expect(new Set(keys.map((k) => k.tx))).toEqual(new Set([booking!.tx]));

    // The refused request's key is free: once the seat comes free, its retry runs afresh and is placed.
    expect((await ctx.request('POST', `/api/v1/bookings/${taken.tracking_id}/cancel`, other!.headers, { reason: 'Plans changed' })).statusCode).toBe(200);
    expect((await ask(late!, 'batch-key-late', 3)).replayed).toBe(false);
    expect(await seatsTaken(slot(3))).toBe(1);
  });

  it('places a customer’s simultaneous bookings of different slots, and gives the last seat of a slot wanted twice to one', async () => {
    const [busy, rival, third] = await Promise.all([ctx.customer(), ctx.customer(), ctx.customer()]);
    const g = await ctx.garage(3);
    const contested = g.slots[2]!.id;
    await ctx.setCapacity(contested, 1);
    const [a, b, c, d] = await Promise.all([
      book(busy!, bookingPayload(g, { booking_slot: g.slots[0]!.id })),
      book(busy!, bookingPayload(g, { booking_slot: g.slots[1]!.id })),
      book(rival!, bookingPayload(g, { booking_slot: contested })),
      book(third!, bookingPayload(g, { booking_slot: contested })),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect([c!.statusCode, d!.statusCode].sort()).toEqual([201, 409]);
    expect([c!, d!].find((r) => r.statusCode === 409)!.json().code).toBe('SLOT_FULL');
    expect(await seatsTaken(contested)).toBe(1);
  });

  describe('a batch that fails as a whole', () => {
    it('places its bookings one by one when the database refused one of its statements (the transaction rolled back)', async () => {
      const customers = await Promise.all(Array.from({ length: 3 }, () => ctx.customer()));
      const g = await ctx.garage(4);
      const { booked, logged } = ownService({ failure: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
      // The three are let through together, once their checks have had time to finish, so they are placed as one batch.
      const signedIn = new Promise((resolve) => setTimeout(resolve, 500));
      const placed = await Promise.all(customers.map((who, i) => booked(who, bookingPayload(g, { booking_slot: g.slots[i]!.id }), signedIn)));
      expect(placed.map((b) => b.slot.id)).toEqual([0, 1, 2].map((i) => g.slots[i]!.id));
      expect(logged).toEqual(['a batch of bookings was refused as a whole; placing them one by one']);
      for (const i of [0, 1, 2]) expect(await seatsTaken(g.slots[i]!.id)).toBe(1);
    });

    it('gives its bookings the error, and places none again, when the connection was lost (a commit may have happened)', async () => {
      const customers = await Promise.all(Array.from({ length: 3 }, () => ctx.customer()));
      const g = await ctx.garage(5);
      const { booked, logged } = ownService({
        failure: Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
        failEvery: true,
      });
      const results = await Promise.allSettled(customers.map((who, i) => booked(who, bookingPayload(g, { booking_slot: g.slots[i]!.id }))));
      expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(Array(3).fill('Connection terminated unexpectedly'));
      expect(logged).toEqual([]);
      for (const i of [0, 1, 2]) expect(await seatsTaken(g.slots[i]!.id)).toBe(0);
    });
  });
});
