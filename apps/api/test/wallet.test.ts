import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, REFERRAL_REWARD_RUPEES, WALLET_MAX_PER_ORDER_RUPEES } from '@carseva/shared';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { WALLET_JOBS } from '../src/modules/wallet';
import * as t from '../src/schema';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';
import { testDbKind } from './database';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000002';
const gateway = sandboxGateway({ secret: 'wallet-test-sandbox-secret' });

let ctx: BookingTestApp;
let admin: Who;
let staff: Who;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, paymentProvider: gateway });
  admin = await ctx.customer(ADMIN_MOBILE);
  staff = await ctx.customer();
  garage = await ctx.garage(0);
  const added = await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: staff.phone, role: 'staff' });
  expect(added.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const get = (who: Who, url: string) => ctx.request('GET', url, who.headers);
const wallet = async (who: Who) => (await get(who, '/api/v1/me/wallet')).json().data;
const codeOf = async (who: Who) => (await get(who, '/api/v1/auth/me')).json().data.referral_code as string;
const runWalletJobs = () => ctx.runJob(WALLET_JOBS.onStatusChanged, WALLET_JOBS.onSettled, PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);

/** A booking in a slot of its own at the garage (one seat per customer per slot). */
async function book(who: Who, overrides: Record<string, unknown> = {}) {
  const index = slotIndex++;
  const date = addDays(TOMORROW, Math.floor(index / garage.slots.length));
  return post(
    who,
    '/api/v1/bookings',
    bookingPayload(garage, { booking_slot: garage.slots[index % garage.slots.length]!.id, booking_date: date, ...overrides }),
  );
}

const move = (trackingId: string, to: string, reason?: string) => ctx.garageMove(staff, trackingId, to, reason);
const collectCash = (trackingId: string) => move(trackingId, 'cash');
/** Accepted, cash collected, in service, completed: a cash order that was actually paid. */
async function complete(trackingId: string) {
  expect((await move(trackingId, 'accepted')).statusCode).toBe(200);
  expect((await collectCash(trackingId)).statusCode).toBe(200);
  for (const to of ['processing', 'completed']) expect((await move(trackingId, to)).statusCode).toBe(200);
}

/** A referrer, and a friend who signed up with the referrer's code and completed a first order. */
async function rewardedPair() {
  const referrer = await ctx.customer();
  const friend = await ctx.customer(undefined, { referral_code: (await codeOf(referrer)).toLowerCase() });
  const first = (await book(friend)).json().data;
  await complete(first.tracking_id);
  await runWalletJobs();
  return { referrer, friend, first };
}

describe('referral codes', () => {
  it('every customer has one code of 8 letters and digits, the same on every call, in /auth/me and the wallet', async () => {
    const asha = await ctx.customer();
    const code = await codeOf(asha);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await codeOf(asha)).toBe(code);
    expect((await wallet(asha)).referral).toEqual({ code, reward: REFERRAL_REWARD_RUPEES, friends_joined: 0, friends_rewarded: 0 });
  });

  it('sign-up refuses an unknown code before sending an OTP, naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/register',
      payload: { mobile_no: '9123400001', name: 'Meena Rao', email: 'meena@example.in', username: 'meena_r', referral_code: 'ZZZZ2222' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_REFERRAL_CODE', errors: { referral_code: [expect.stringContaining('not valid')] } });
    const outbox = await ctx.app.inject({ url: '/dev/outbox?to=%2B919123400001' });
    expect(outbox.json().data).toEqual([]);
  });
});

describe('referral rewards', () => {
  it('credit both sides once, when the friend’s first order completes, through a job', async () => {
    const referrer = await ctx.customer();
    const friend = await ctx.customer(undefined, { referral_code: await codeOf(referrer) });
    expect((await wallet(referrer)).referral).toMatchObject({ friends_joined: 1, friends_rewarded: 0 });
    const first = (await book(friend)).json().data;
    await move(first.tracking_id, 'accepted');
    await runWalletJobs();
    expect((await wallet(friend)).balance).toBe(0);

    await move(first.tracking_id, 'processing');
    await move(first.tracking_id, 'completed');
    await runWalletJobs();
    // Completed, but nothing collected yet: no reward for an unpaid order.
    expect((await wallet(friend)).balance).toBe(0);
    expect((await collectCash(first.tracking_id)).statusCode).toBe(200);
    await runWalletJobs();
    await runWalletJobs();
    const second = (await book(friend)).json().data;
    await complete(second.tracking_id);
    await runWalletJobs();

    const [mine, theirs] = [await wallet(referrer), await wallet(friend)];
    expect(mine.balance).toBe(REFERRAL_REWARD_RUPEES);
    expect(theirs.balance).toBe(REFERRAL_REWARD_RUPEES);
    expect(mine.referral).toMatchObject({ friends_joined: 1, friends_rewarded: 1 });
    // The referrer's entry does not name the friend's order; the friend's does.
    expect(mine.entries).toEqual([expect.objectContaining({ kind: 'referral', amount: REFERRAL_REWARD_RUPEES, booking: null })]);
    expect(theirs.entries).toEqual([expect.objectContaining({ kind: 'referral', amount: REFERRAL_REWARD_RUPEES, booking: first.tracking_id })]);
  });

  it('a cash order completed with no cash collected pays no reward to either side, however often the jobs run', async () => {
    const referrer = await ctx.customer();
    const friend = await ctx.customer(undefined, { referral_code: await codeOf(referrer) });
    const order = (await book(friend)).json().data;
    for (const to of ['accepted', 'processing', 'completed']) expect((await move(order.tracking_id, to)).statusCode).toBe(200);
    await runWalletJobs();
    await runWalletJobs();
    expect([(await wallet(referrer)).balance, (await wallet(friend)).balance]).toEqual([0, 0]);
    expect((await wallet(referrer)).referral).toMatchObject({ friends_joined: 1, friends_rewarded: 0 });
  });

  it('the job credits once even when it runs twice for the same event', async () => {
    const { referrer } = await rewardedPair();
    const rows = await ctx.db.select().from(t.walletEntries).where(eq(t.walletEntries.userId, referrer.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('CarSeva Money at checkout', () => {
  it('pays up to the per-order limit, lowers what is due, and is returned when the garage declines', async () => {
    const { referrer } = await rewardedPair();
    const res = await book(referrer, { use_wallet: true, services: garage.offerings.slice(0, 4).map((o) => o.id), service: undefined });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const used = Math.min(WALLET_MAX_PER_ORDER_RUPEES, order.amount);
    expect(order).toMatchObject({ wallet_used: used, amount_paid: used, amount_pending: order.amount - used, payment_status: 'pending' });
    const after = await wallet(referrer);
    expect(after.balance).toBe(REFERRAL_REWARD_RUPEES - used);
    expect(after.entries[0]).toMatchObject({ kind: 'spend', amount: -used, booking: order.tracking_id });

    expect((await move(order.tracking_id, 'rejected', 'Bay closed')).statusCode).toBe(200);
    await runWalletJobs();
    await runWalletJobs();
    const back = await wallet(referrer);
    expect(back.balance).toBe(REFERRAL_REWARD_RUPEES);
    expect(back.entries[0]).toMatchObject({ kind: 'return', amount: used, booking: order.tracking_id });
  });

  it('is not used unless asked, and an empty wallet changes nothing', async () => {
    const { referrer } = await rewardedPair();
    const plain = (await book(referrer)).json().data;
    expect(plain.wallet_used).toBe(0);
    const nobody = await ctx.customer();
    const res = await book(nobody, { use_wallet: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ wallet_used: 0, amount_paid: 0 });
  });

  it('an online order the wallet covers in full needs no gateway payment and can be accepted', async () => {
    const { referrer } = await rewardedPair();
    const cheapest = [...garage.offerings].sort((a, b) => a.pricePaise - b.pricePaise)[0]!;
    const order = (await book(referrer, { use_wallet: true, payment_mode: 'online', service: cheapest.id })).json().data;
    if (order.amount > WALLET_MAX_PER_ORDER_RUPEES) return expect(order.payment_status).toBe('pending');
    expect(order).toMatchObject({ payment_status: 'paid', amount_pending: 0, wallet_used: order.amount });
    expect((await post(referrer, '/api/v1/payments/orders', { booking: order.tracking_id })).statusCode).toBe(409);
    expect((await move(order.tracking_id, 'accepted')).statusCode).toBe(200);
  });

  it.runIf(testDbKind === 'postgres')('two checkouts at once never spend more than the balance', { tags: ['postgres'] }, async () => {
    const { referrer } = await rewardedPair();
    const results = await Promise.all(Array.from({ length: 4 }, () => book(referrer, { use_wallet: true })));
    const used = results.map((r) => r.json().data.wallet_used as number);
    expect(used.reduce((a, b) => a + b, 0)).toBe(
      Math.min(
        REFERRAL_REWARD_RUPEES,
        results.reduce((sum, r) => sum + (r.json().data.amount as number), 0),
      ),
    );
    expect((await wallet(referrer)).balance).toBeGreaterThanOrEqual(0);
  });
});

describe('transaction history', () => {
  it('lists payments, refunds with their state and wallet entries, newest first, with their orders', async () => {
    const { referrer } = await rewardedPair();
    ctx.clock.advance(60_000);
    const order = (await book(referrer, { payment_mode: 'online' })).json().data;
    const gatewayOrder = (await post(referrer, '/api/v1/payments/orders', { booking: order.tracking_id })).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${gatewayOrder.id}/pay` });
    ctx.clock.advance(60_000);
    await move(order.tracking_id, 'rejected', 'Mechanic on leave');
    await runWalletJobs();
    await runWalletJobs();

    const lines = (await get(referrer, '/api/v1/me/transactions')).json().data;
    expect(lines.map((line: { kind: string }) => line.kind)).toEqual(['refund', 'payment', 'wallet']);
    expect(lines[0]).toMatchObject({ amount: order.amount, status: 'processed', booking: order.tracking_id, label: 'Refund to the original payment method' });
    expect(lines[1]).toMatchObject({ amount: -order.amount, status: 'paid', booking: order.tracking_id });
    expect(lines[2]).toMatchObject({ amount: REFERRAL_REWARD_RUPEES, booking: null });
  });

  it('shows nobody else’s money and asks for a sign-in', async () => {
    const stranger = await ctx.customer();
    expect((await get(stranger, '/api/v1/me/transactions')).json().data).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v1/me/transactions' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/me/wallet' })).statusCode).toBe(401);
  });
});
