import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, SUPPORT } from '@carseva/shared';
import { moneyOf } from '../src/modules/bookings/money';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { WALLET_JOBS } from '../src/modules/wallet';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * A booking's money is one ledger (ADR 27): every rupee received (online, cash, CarSeva Money) and
 * returned is a row of it, and cancelling, declining or refunding returns what was received by the
 * way it was received — or, once the garage holds cash for it, refuses with a reason.
 */
type Who = { headers: Record<string, string>; userId: number; phone: string };
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;
const ADMIN_MOBILE = '9800000047';
const gateway = sandboxGateway({ secret: 'booking-money-test-sandbox-secret' });

let ctx: BookingTestApp;
let admin: Who;
let owner: Who;
let g: Garage;
let seat = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, paymentProvider: gateway });
  admin = await ctx.customer(ADMIN_MOBILE);
  owner = await ctx.customer();
  g = await ctx.garage(0);
  for (const slot of g.slots) await ctx.setCapacity(slot.id, 10_000);
  expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: owner.phone, role: 'owner' })).statusCode).toBe(
    201,
  );
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const read = async (who: Who, trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, who.headers)).json().data;
const move = (trackingId: string, to: string, reason?: string) => ctx.garageMove(owner, trackingId, to, reason);
const runWorker = () => ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund, WALLET_JOBS.onStatusChanged);
const bookingRow = async (id: number) => (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, id)))[0]!;
const ledger = async (id: number) => moneyOf((await ctx.db.select().from(t.bookingMoney).where(eq(t.bookingMoney.bookingId, id))) as never);

/** A booking in a seat of its own (one seat per customer per slot and date; the 8-day window from tomorrow). */
async function book(who: Who, overrides: Record<string, unknown> = {}) {
  const index = seat++;
  const slot = g.slots[index % g.slots.length]!;
  const date = addDays(TOMORROW, Math.floor(index / g.slots.length) % 6);
  const res = await post(who, '/api/v1/bookings', bookingPayload(g, { booking_slot: slot.id, booking_date: date, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string; amount: number };
}

async function payOnline(who: Who, trackingId: string) {
  const res = await post(who, '/api/v1/payments/orders', { booking: trackingId });
  if (res.statusCode !== 200) return res.statusCode;
  const order = res.json().data as { id: string };
  return (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` })).statusCode;
}

describe('cash taken for a booking', () => {
  it('an online-paid booking with extra work paid in cash cannot be cancelled or declined: each refusal says why; nothing is lost', async () => {
    const asha = await ctx.customer();
    const b = await book(asha, { payment_mode: 'online' });
    expect(await payOnline(asha, b.tracking_id)).toBe(200);
    expect((await move(b.tracking_id, 'accepted')).statusCode).toBe(200);
    expect((await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Clutch plate', price: 5000 }] })).statusCode).toBe(200);
    const extra = (await read(asha, b.tracking_id)).extras[0];
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${extra.id}/approve`)).statusCode).toBe(200);
    expect((await move(b.tracking_id, 'cash')).statusCode).toBe(200);
    const page = await read(asha, b.tracking_id);
    expect(page.changes.can_cancel).toBe(false);
    expect(page.money).toEqual({ received: { online: b.amount, cash: page.amount - b.amount, wallet: 0 }, returned: { online: 0, cash: 0, wallet: 0 } });

    const byCustomer = await post(asha, `/api/v1/bookings/${b.tracking_id}/cancel`, { reason: 'Changed my mind' });
    expect(byCustomer.statusCode).toBe(409);
    expect(byCustomer.json()).toMatchObject({ code: 'PAID_IN_CASH' });
    expect(byCustomer.json().message).toContain(SUPPORT.helpline);
    const byAdmin = await post(admin, `/api/v1/admin/bookings/${b.tracking_id}/status`, { to: 'cancelled', reason: 'Customer asked' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toMatch(/^₹[\d,]+ has been paid in cash at the garage for this booking/);
    await runWorker();
    expect(await bookingRow(b.id)).toMatchObject({ serviceStatus: 'accepted', paymentStatus: 'paid' });
    expect((await ledger(b.id)).heldPaise).toBe(page.amount * 100);
  });

  it('a cancelled booking gives back what it received online and in CarSeva Money, each its own way, and the ledger shows it', async () => {
    const ravi = await ctx.customer();
    await ctx.db.insert(t.walletEntries).values({
      userId: ravi.userId,
      amountPaise: 20_000,
      kind: 'referral',
      entryKey: `test-credit:${ravi.userId}`,
      note: 'Test credit',
      createdAt: new Date(ctx.clock.now()),
    });
    const b = await book(ravi, { payment_mode: 'online', use_wallet: true });
    expect(await payOnline(ravi, b.tracking_id)).toBe(200);
    expect((await post(ravi, `/api/v1/bookings/${b.tracking_id}/cancel`, { reason: 'Travelling' })).statusCode).toBe(200);
    await runWorker();
    await runWorker();
    const page = await read(ravi, b.tracking_id);
    expect(page.money).toEqual({ received: { online: b.amount - 200, cash: 0, wallet: 200 }, returned: { online: b.amount - 200, cash: 0, wallet: 200 } });
    expect(page).toMatchObject({ payment_status: 'refunded', refund: { status: 'processed', amount: b.amount - 200 } });
    expect((await ctx.request('GET', '/api/v1/me/wallet', ravi.headers)).json().data.balance).toBe(200);
  });
});

describe('a ₹0 order', () => {
  it('fully covered by a coupon is confirmed without the gateway, accepted, and completes as paid (online and cash alike)', async () => {
    const coupon = await post(admin, '/api/v1/admin/coupons', { code: 'ALLFREE', kind: 'percent', value: 100 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const meena = await ctx.customer();
    for (const mode of ['online', 'cod']) {
      const b = await book(meena, { payment_mode: mode, coupon: 'ALLFREE' });
      expect(b.amount).toBe(0);
      const placed = await read(meena, b.tracking_id);
      expect(placed).toMatchObject({ payment_status: 'paid', amount_pending: 0, hold_expires_at: null });
      const order = await post(meena, '/api/v1/payments/orders', { booking: b.tracking_id });
      expect(order.statusCode).toBe(409);
      expect(order.json().message).toBe('This booking does not need an online payment.');
      for (const to of ['accepted', 'processing', 'completed']) expect((await move(b.tracking_id, to)).statusCode).toBe(200);
      expect(await read(meena, b.tracking_id)).toMatchObject({ service_status: 'completed', payment_status: 'paid', amount_pending: 0 });
    }
  });
});

type Step =
  | { kind: 'pay' }
  | { kind: 'accept' }
  | { kind: 'start' }
  | { kind: 'complete' }
  | { kind: 'decline' }
  | { kind: 'extra'; price: number }
  | { kind: 'approve' }
  | { kind: 'declineExtra' }
  | { kind: 'cash' }
  | { kind: 'cancel' }
  | { kind: 'adminCancel' }
  | { kind: 'worker' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'pay' } as const),
  fc.constant({ kind: 'accept' } as const),
  fc.constant({ kind: 'start' } as const),
  fc.constant({ kind: 'complete' } as const),
  fc.constant({ kind: 'decline' } as const),
  fc.integer({ min: 1, max: 5000 }).map((price) => ({ kind: 'extra', price }) as const),
  fc.constant({ kind: 'approve' } as const),
  fc.constant({ kind: 'declineExtra' } as const),
  fc.constant({ kind: 'cash' } as const),
  fc.constant({ kind: 'cancel' } as const),
  fc.constant({ kind: 'adminCancel' } as const),
  fc.constant({ kind: 'worker' } as const),
);

/** How many sequences the property runs (set LEDGER_RUNS for a longer soak). */
const RUNS = Number(process.env.LEDGER_RUNS ?? 250);

describe('the ledger, over random sequences of payments, extras, cash, cancels and refunds', () => {
  it(`received minus returned is what the customer owes, never negative, in every state (${RUNS} sequences)`, { timeout: 1_800_000 }, async () => {
    const customers: Who[] = [];
    for (let i = 0; i < 6; i++) {
      const who = await ctx.customer();
      await ctx.db.insert(t.walletEntries).values({
        userId: who.userId,
        amountPaise: 100_000_000,
        kind: 'referral',
        entryKey: `test-credit:${who.userId}`,
        note: 'Test credit',
        createdAt: new Date(ctx.clock.now()),
      });
      customers.push(who);
    }
    let run = 0;
    const failures: string[] = [];

    /** The invariant, checked after every step. */
    async function check(id: number, settled: boolean) {
      const row = await bookingRow(id);
      const money = await ledger(id);
      for (const method of ['online', 'cash', 'wallet'] as const) expect(money.held[method], `held ${method}`).toBeGreaterThanOrEqual(0);
      expect(money.heldPaise).toBeLessThanOrEqual(row.totalPaise);
      if (row.serviceStatus === 'cancelled' || row.serviceStatus === 'rejected') {
        // Cash is never left with an ended booking; CarSeva Money goes back as it ends; online money once the refund ran.
        expect(money.held.cash).toBe(0);
        expect(money.held.wallet).toBe(0);
        if (settled) expect(money.heldPaise, 'an ended booking owes nothing and holds nothing').toBe(0);
      } else {
        // A live or completed booking: what it holds is what the customer has paid towards what it costs.
        expect(money.returned).toEqual({ online: 0, cash: 0, wallet: 0 });
        expect(money.heldPaise).toBe(row.paidPaise);
        expect(row.paymentStatus === 'paid').toBe(money.heldPaise === row.totalPaise);
      }
    }

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'online' | 'cod'>('online', 'cod'),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (mode, wallet, steps) => {
          const who = customers[run % customers.length]!;
          const index = Math.floor(run / customers.length);
          run++;
          const slot = g.slots[index % g.slots.length]!;
          const date = addDays(TOMORROW, 1 + (Math.floor(index / g.slots.length) % 5));
          // A small order, so CarSeva Money (capped per order) sometimes covers it all and sometimes part.
          const res = await post(
            who,
            '/api/v1/bookings',
            bookingPayload(g, { booking_slot: slot.id, booking_date: date, payment_mode: mode, use_wallet: wallet }),
          );
          if (res.statusCode !== 201) throw new Error(`booking: ${res.body}`);
          const b = res.json().data as { id: number; tracking_id: string };
          const url = (path: string) => `/api/v1/partner/bookings/${b.tracking_id}/${path}`;
          for (const s of steps) {
            let status = 0;
            const extras = async () => (await read(who, b.tracking_id)).extras.filter((e: { status: string }) => e.status === 'proposed') as { id: number }[];
            switch (s.kind) {
              case 'pay':
                status = await payOnline(who, b.tracking_id);
                break;
              case 'accept':
              case 'start':
              case 'complete':
              case 'decline': {
                const to = { accept: 'accepted', start: 'processing', complete: 'completed', decline: 'rejected' }[s.kind];
                status = (await move(b.tracking_id, to, s.kind === 'decline' ? 'Test' : undefined)).statusCode;
                break;
              }
              case 'adminCancel':
                status = (await post(admin, `/api/v1/admin/bookings/${b.tracking_id}/status`, { to: 'cancelled', reason: 'Support cancelled it' })).statusCode;
                break;
              case 'extra':
                status = (await post(owner, url('extras'), { items: [{ name: 'Extra part', price: s.price }] })).statusCode;
                break;
              case 'approve':
              case 'declineExtra': {
                const [extra] = await extras();
                if (extra)
                  status = (await post(who, `/api/v1/bookings/${b.tracking_id}/extras/${extra.id}/${s.kind === 'approve' ? 'approve' : 'decline'}`)).statusCode;
                break;
              }
              case 'cash':
                status = (await post(owner, url('cash'))).statusCode;
                break;
              case 'cancel':
                status = (await post(who, `/api/v1/bookings/${b.tracking_id}/cancel`, { reason: 'Test' })).statusCode;
                break;
              case 'worker':
                await runWorker();
                break;
            }
            if (status >= 500) failures.push(`${s.kind} answered ${status}`);
            expect(status).toBeLessThan(500);
            await check(b.id, false);
          }
          await runWorker();
          await runWorker();
          await check(b.id, true);
          // Settle the seat for the next run in it: an ended booking frees it; a live one is finished or left.
          const row = await bookingRow(b.id);
          if (['pending', 'accepted', 'processing'].includes(row.serviceStatus))
            await ctx.db.update(t.bookings).set({ serviceStatus: 'completed' }).where(eq(t.bookings.id, b.id));
        },
      ),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
    expect(run).toBeGreaterThanOrEqual(RUNS);
  });
});
