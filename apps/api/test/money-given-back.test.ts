import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '@carseva/shared';
import { EXPIRE_HOLDS_JOB } from '../src/modules/bookings';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { PROMISE_JOBS } from '../src/modules/promises';
import { WALLET_JOBS } from '../src/modules/wallet';
import { LOCAL_STORAGE_PATH } from '../src/providers/storage';
import { localStorage } from '../src/providers/storage/local';
import * as t from '../src/schema';
import { bookingTestApp, MINUTE, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { readyPhoto } from './photos';

/**
 * Money given back on an order never passes what the customer paid for it (ADR 44): refunds of a cancelled
 * order, warranty claim refunds, damage compensation and late credits together, each checked under the
 * booking's lock as it is written; a late credit waits for the order to be paid; a payment that came after
 * its hold ran out is in the order's money like any payment, so the customer's and the admin's views agree.
 */
const ADMIN_MOBILE = '9800000044';
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-given-back-'));
let ctx: BookingTestApp;
let admin: Who;
let orders: ReturnType<typeof completedBookings>;
let garage: Garage;
let photo: Buffer;
let slot = 0;

beforeAll(async () => {
  const storage = localStorage({
    root: path.join(dataDir, 'media'),
    secret: 'given-back-test-secret',
    basePath: LOCAL_STORAGE_PATH,
    now: () => ctx.clock.now(),
  });
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, storage });
  admin = await ctx.customer(ADMIN_MOBILE);
  orders = completedBookings(ctx, admin);
  garage = await ctx.garage(0);
  for (const s of garage.slots) await ctx.setCapacity(s.id, 10_000);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  // The most a late car may cost (a quarter of the order), from the first minute late.
  const rule = await ctx.request('PUT', '/api/v1/admin/late-credit-rule', admin.headers, { per_hour: 10_000, cap_percent: 25, grace_minutes: 0 });
  expect(rule.statusCode, rule.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const runWorker = () =>
  ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund, WALLET_JOBS.onStatusChanged, PROMISE_JOBS.creditLate, PROMISE_JOBS.creditLate);

/** A customer with CarSeva Money to spend. */
async function customerWithMoney(): Promise<Who> {
  const who = await ctx.customer();
  await ctx.db.insert(t.walletEntries).values({
    userId: who.userId,
    amountPaise: 100_000,
    kind: 'referral',
    entryKey: `test-credit:${who.userId}`,
    note: 'Test credit',
    createdAt: new Date(ctx.clock.now()),
  });
  return who;
}

async function payOnline(who: Who, trackingId: string): Promise<number> {
  const res = await post(who, '/api/v1/payments/orders', { booking: trackingId });
  if (res.statusCode !== 200) return res.statusCode;
  return (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${res.json().data.id}/pay` })).statusCode;
}

/** A gateway order opened while the hold lasts, paid only after the hold ran out and the booking was cancelled for it. */
async function payAfterHold(who: Who, trackingId: string): Promise<number> {
  const res = await post(who, '/api/v1/payments/orders', { booking: trackingId });
  if (res.statusCode !== 200) return res.statusCode;
  ctx.clock.advance(16 * MINUTE);
  await ctx.runJob(EXPIRE_HOLDS_JOB);
  return (await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${res.json().data.id}/pay` })).statusCode;
}

/** A claim on the order's first service, declined by the garage, escalated, and decided by an admin as a refund. */
async function claimRefund(who: Who, trackingId: string, to: 'wallet' | 'original', amount: number | undefined): Promise<number> {
  const opened = await post(who, `/api/v1/bookings/${trackingId}/claims`, {
    items: [garage.offerings[0]!.id],
    description: 'Brakes squeal again after the service',
  });
  if (opened.statusCode !== 201) return opened.statusCode;
  const claim = opened.json().data as WarrantyClaim;
  await post(admin, `/api/v1/partner/bookings/${trackingId}/claims/${claim.id}/decline`, { reason: 'The noise is from the tyres, not the brakes' });
  await post(who, `/api/v1/bookings/${trackingId}/claims/${claim.id}/escalate`);
  const decided = await post(admin, `/api/v1/admin/claims/${claim.id}/decision`, {
    decision: 'refund',
    refund_to: to,
    amount,
    note: 'The brake job was not right',
  });
  if (decided.statusCode !== 200) await post(admin, `/api/v1/admin/claims/${claim.id}/decision`, { decision: 'reject', note: 'Nothing left to refund' });
  return decided.statusCode;
}

/** A damage report with a photo, compensated by an admin (or, when that cannot be, rejected, so the next one may be reported). */
async function damage(who: Who, trackingId: string, to: 'wallet' | 'original', amount: number): Promise<number> {
  const photoId = await readyPhoto(ctx, who, trackingId, 'dispute', photo);
  const reported = await post(who, `/api/v1/bookings/${trackingId}/damage`, { description: 'A new dent on the rear door', photos: [photoId] });
  if (reported.statusCode !== 201) return reported.statusCode;
  const decision = `/api/v1/admin/damage/${reported.json().data.id}/decision`;
  const decided = await post(admin, decision, { decision: 'compensate', pay_to: to, amount, note: 'Dent confirmed' });
  if (decided.statusCode !== 200) await post(admin, decision, { decision: 'reject', note: 'Nothing left to compensate' });
  return decided.statusCode;
}

/**
 * What the customer paid for an order and what was given back on it, from each module's own records (not the
 * ledger the fix writes): captured payments, cash taken and CarSeva Money spent; refunds asked of the gateway
 * and CarSeva Money returned or credited for it.
 */
async function paidAndGivenBack(bookingId: number): Promise<{ paid: number; givenBack: number }> {
  const payments = await ctx.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.bookingId, bookingId), inArray(t.payments.status, ['paid', 'unmatched', 'refunded'])));
  const refunds =
    payments.length === 0
      ? []
      : await ctx.db
          .select()
          .from(t.refunds)
          .where(
            inArray(
              t.refunds.paymentId,
              payments.map((p) => p.id),
            ),
          );
  const cash = await ctx.db
    .select()
    .from(t.bookingMoney)
    .where(and(eq(t.bookingMoney.bookingId, bookingId), eq(t.bookingMoney.method, 'cash'), eq(t.bookingMoney.direction, 'received')));
  const wallet = await ctx.db.select().from(t.walletEntries).where(eq(t.walletEntries.bookingId, bookingId));
  const sum = (xs: { amountPaise: number }[]) => xs.reduce((total, x) => total + x.amountPaise, 0);
  return {
    paid: sum(payments) + sum(cash) - sum(wallet.filter((w) => w.kind === 'spend')),
    givenBack: sum(refunds) + sum(wallet.filter((w) => ['return', 'claim', 'damage', 'late'].includes(w.kind))),
  };
}

/** The order as its customer sees it (the order page and Transaction History) and as an admin does agree on its money. */
async function expectViewsAgree(who: Who, trackingId: string): Promise<void> {
  const mine = (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, who.headers)).json().data;
  const admins = (await ctx.request('GET', `/api/v1/admin/bookings/${trackingId}`, admin.headers)).json().data;
  const pick = (b: Record<string, unknown>) => ({ money: b.money, amount_paid: b.amount_paid, payment_status: b.payment_status, refund: b.refund });
  expect(pick(mine), 'the order page and the admin’s booking').toEqual(pick(admins));
  const lines = (
    (await ctx.request('GET', '/api/v1/me/transactions', who.headers)).json().data as { kind: string; amount: number; booking: string | null }[]
  ).filter((line) => line.booking === trackingId);
  const total = (kind: string) => Math.abs(lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0));
  const { received, returned } = admins.money as Record<'received' | 'returned', Record<'online' | 'cash' | 'wallet', number>>;
  expect({ paid: total('payment'), refunded: total('refund') }, 'Transaction History and the admin’s booking').toEqual({
    paid: received.online + received.cash,
    refunded: returned.online + returned.cash,
  });
}

async function expectWithinPaid(bookingId: number): Promise<void> {
  const { paid, givenBack } = await paidAndGivenBack(bookingId);
  expect(givenBack, `given back ${givenBack} of ${paid} paid`).toBeLessThanOrEqual(paid);
}

describe('money given back on an order', () => {
  it('late credit, claim refund and damage compensation together stop at what was paid for the order', async () => {
    const who = await ctx.customer();
    const b = await orders.book(who, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id, payment_mode: 'online', handover: 'walk_in' });
    expect(await payOnline(who, b.tracking_id)).toBe(200);
    expect((await ctx.garageMove(admin, b.tracking_id, 'accepted')).statusCode).toBe(200);
    const promised = await ctx.request('PUT', `/api/v1/partner/bookings/${b.tracking_id}/promise`, admin.headers, {
      ready_by: new Date(ctx.clock.now() + MINUTE).toISOString(),
    });
    expect(promised.statusCode, promised.body).toBe(200);
    for (const to of ['processing', 'completed']) expect((await ctx.garageMove(admin, b.tracking_id, to)).statusCode).toBe(200);
    await runWorker();
    const paidPaise = Math.round(b.amount * 100);
    const latePaise = Math.floor(paidPaise / 4);
    expect((await paidAndGivenBack(b.id)).givenBack).toBe(latePaise);
    // The whole order back as a claim refund would pass what was paid, with the late credit.
    expect(await claimRefund(who, b.tracking_id, 'wallet', b.amount)).toBe(409);
    const leftRupees = Math.floor((paidPaise - latePaise) / 100);
    expect(await claimRefund(who, b.tracking_id, 'wallet', leftRupees)).toBe(200);
    // Less than a rupee is left: no compensation fits.
    expect(await damage(who, b.tracking_id, 'wallet', 1)).toBe(409);
    await runWorker();
    expect(await paidAndGivenBack(b.id)).toEqual({ paid: paidPaise, givenBack: latePaise + leftRupees * 100 });
    await expectViewsAgree(who, b.tracking_id);
  });

  it('a payment that arrives after its hold ran out is in the order’s money with its refund, as the customer and the admin see it', async () => {
    const who = await ctx.customer();
    const b = await orders.book(who, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id, payment_mode: 'online' });
    expect(await payAfterHold(who, b.tracking_id)).toBe(200);
    await runWorker();
    const paise = Math.round(b.amount * 100);
    const money = (await ctx.request('GET', `/api/v1/admin/bookings/${b.tracking_id}`, admin.headers)).json().data.money;
    expect(money).toEqual({ received: { online: b.amount, cash: 0, wallet: 0 }, returned: { online: b.amount, cash: 0, wallet: 0 } });
    expect(await paidAndGivenBack(b.id)).toEqual({ paid: paise, givenBack: paise });
    await expectViewsAgree(who, b.tracking_id);
  });
});

type Step =
  | { kind: 'pay' | 'payAfterHold' | 'complete' | 'cash' | 'cancel' | 'worker' }
  | { kind: 'claim'; to: 'wallet' | 'original'; amount: number | undefined }
  | { kind: 'damage'; to: 'wallet' | 'original'; amount: number };

const payout = (kind: 'claim' | 'damage') =>
  fc.record({
    kind: fc.constant(kind),
    to: fc.constantFrom<'wallet' | 'original'>('wallet', 'original'),
    amount: kind === 'claim' ? fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }) : fc.integer({ min: 1, max: 1000 }),
  });
// Weighted so that most orders get done and then see claims, damage and late credits, while some end before.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constantFrom<Step>({ kind: 'pay' }, { kind: 'payAfterHold' }, { kind: 'cash' }, { kind: 'cancel' }, { kind: 'worker' }), weight: 3 },
  { arbitrary: fc.constant<Step>({ kind: 'complete' }), weight: 2 },
  { arbitrary: payout('claim') as fc.Arbitrary<Step>, weight: 2 },
  { arbitrary: payout('damage') as fc.Arbitrary<Step>, weight: 2 },
);

/** How many sequences the property runs (GIVEN_BACK_RUNS for a longer soak; each moves the clock up to a day). */
const RUNS = Number(process.env.GIVEN_BACK_RUNS ?? 25);

describe('over random sequences of payments, cash, cancels, refunds, claims, damage, late credits and CarSeva Money', () => {
  it(`never gives back more than was paid, and the customer’s and admin’s views agree after every step (${RUNS} sequences)`, { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'online' | 'cod'>('online', 'cod'),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 7 }),
        async (mode, useWallet, steps) => {
          const who = await customerWithMoney();
          const b = await orders.book(who, garage, {
            booking_slot: garage.slots[slot++ % garage.slots.length]!.id,
            payment_mode: mode,
            use_wallet: useWallet,
            handover: 'walk_in',
          });
          for (const s of steps) {
            let status = 0;
            switch (s.kind) {
              case 'pay':
                status = await payOnline(who, b.tracking_id);
                break;
              case 'payAfterHold':
                status = await payAfterHold(who, b.tracking_id);
                break;
              case 'complete':
                // Paid online if it is due, accepted and promised a minute from now (the car is late by the time it is done), started,
                // completed: as far as it goes.
                if (mode === 'online') await payOnline(who, b.tracking_id);
                status = (await ctx.garageMove(admin, b.tracking_id, 'accepted')).statusCode;
                if (status === 200) {
                  await ctx.request('PUT', `/api/v1/partner/bookings/${b.tracking_id}/promise`, admin.headers, {
                    ready_by: new Date(ctx.clock.now() + MINUTE).toISOString(),
                  });
                  ctx.clock.advance(2 * MINUTE);
                }
                for (const to of ['processing', 'completed']) if (status < 500) status = (await ctx.garageMove(admin, b.tracking_id, to)).statusCode;
                break;
              case 'cash':
                status = (await ctx.garageMove(admin, b.tracking_id, 'cash')).statusCode;
                break;
              case 'cancel':
                status = (await post(who, `/api/v1/bookings/${b.tracking_id}/cancel`, { reason: 'Test' })).statusCode;
                break;
              case 'claim':
                status = await claimRefund(who, b.tracking_id, s.to, s.amount);
                break;
              case 'damage':
                status = await damage(who, b.tracking_id, s.to, s.amount);
                break;
              case 'worker':
                await runWorker();
                break;
            }
            if (status >= 500) failures.push(`${s.kind} answered ${status}`);
            await expectWithinPaid(b.id);
            await expectViewsAgree(who, b.tracking_id);
          }
          await runWorker();
          await expectWithinPaid(b.id);
          await expectViewsAgree(who, b.tracking_id);
        },
      ),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  });
});
