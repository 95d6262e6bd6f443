import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatOrderNumber } from '@carseva/shared';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { WALLET_JOBS } from '../src/modules/wallet';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';
import { pdfText } from './pdf-text';

/**
 * Transaction History and the tax invoice read a booking's money ledger (ADR 27): every rupee that came
 * in (online, in cash at the garage, as CarSeva Money) and every rupee that went back, each once.
 */
type Who = { headers: Record<string, string>; userId: number; phone: string };
type Line = { id: string; kind: string; label: string; amount: number; status: string | null; booking: string | null; at: string };
const ADMIN_MOBILE = '9800000075';

let ctx: BookingTestApp;
let admin: Who;
let owner: Who;
let g: Awaited<ReturnType<BookingTestApp['garage']>>;
let seat = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, paymentProvider: sandboxGateway({ secret: 'money-history-test-sandbox-secret' }) });
  admin = await ctx.customer(ADMIN_MOBILE);
  owner = await ctx.customer();
  g = await ctx.garage(0);
  expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: owner.phone, role: 'owner' })).statusCode).toBe(
    201,
  );
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const read = async (who: Who, trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, who.headers)).json().data;
const history = async (who: Who) => (await ctx.request('GET', '/api/v1/me/transactions', who.headers)).json().data as Line[];
/** Each step a minute after the last, so newest first is an order the test can state. */
const later = () => ctx.clock.advance(MINUTE);

async function move(trackingId: string, ...to: string[]) {
  for (const status of to) {
    later();
    expect((await ctx.garageMove(owner, trackingId, status)).statusCode).toBe(200);
  }
}

async function book(who: Who, overrides: Record<string, unknown>) {
  const index = seat++;
  const res = await post(
    who,
    '/api/v1/bookings',
    bookingPayload(g, { booking_slot: g.slots[index % g.slots.length]!.id, booking_date: addDays(TOMORROW, Math.floor(index / g.slots.length)), ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string; amount: number };
}

async function payOnline(who: Who, trackingId: string) {
  later();
  const order = await post(who, '/api/v1/payments/orders', { booking: trackingId });
  expect(order.statusCode, order.body).toBe(200);
  expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.json().data.id}/pay` })).statusCode).toBe(200);
}

async function collectCash(trackingId: string) {
  later();
  expect((await ctx.garageMove(owner, trackingId, 'cash')).statusCode).toBe(200);
}

/** Extra work of `price` rupees proposed by the garage and approved by the customer. */
async function approvedExtra(who: Who, trackingId: string, price: number) {
  expect((await post(owner, `/api/v1/partner/bookings/${trackingId}/extras`, { items: [{ name: 'Brake pads (front pair)', price }] })).statusCode).toBe(200);
  const extra = (await read(who, trackingId)).extras.at(-1);
  expect((await post(who, `/api/v1/bookings/${trackingId}/extras/${extra.id}/approve`)).statusCode).toBe(200);
}

async function creditWallet(who: Who, rupees: number) {
  later();
  await ctx.db.insert(t.walletEntries).values({
    userId: who.userId,
    amountPaise: rupees * 100,
    kind: 'referral',
    entryKey: `test-credit:${who.userId}`,
    note: 'Referral reward',
    createdAt: new Date(ctx.clock.now()),
  });
}

const shape = (lines: Line[]) => lines.map(({ kind, label, amount, status, booking }) => ({ kind, label, amount, status, booking }));

describe('Transaction History', () => {
  it('shows cash paid at the garage for a cash-on-delivery order, with its order number', async () => {
    const asha = await ctx.customer();
    const b = await book(asha, { payment_mode: 'cod' });
    await move(b.tracking_id, 'accepted', 'processing');
    await collectCash(b.tracking_id);
    await move(b.tracking_id, 'completed');
    expect(shape(await history(asha))).toEqual([
      { kind: 'payment', label: 'Paid in cash at the garage', amount: -b.amount, status: 'paid', booking: b.tracking_id },
    ]);
  });

  it('lists the online payment and the extra work paid in cash, newest first', async () => {
    const ravi = await ctx.customer();
    const b = await book(ravi, { payment_mode: 'online' });
    await payOnline(ravi, b.tracking_id);
    await move(b.tracking_id, 'accepted');
    await approvedExtra(ravi, b.tracking_id, 5900);
    await collectCash(b.tracking_id);
    await move(b.tracking_id, 'processing', 'completed');
    const total = (await read(ravi, b.tracking_id)).amount;
    expect(shape(await history(ravi))).toEqual([
      { kind: 'payment', label: 'Paid in cash at the garage', amount: -(total - b.amount), status: 'paid', booking: b.tracking_id },
      { kind: 'payment', label: 'Online payment', amount: -b.amount, status: 'paid', booking: b.tracking_id },
    ]);
  });

  it('a cancelled order paid online and with CarSeva Money: each rupee in and back once, the refund with its state, and the credit that paid it', async () => {
    const meena = await ctx.customer();
    await creditWallet(meena, 200);
    later();
    const b = await book(meena, { payment_mode: 'online', use_wallet: true });
    await payOnline(meena, b.tracking_id);
    later();
    expect((await post(meena, `/api/v1/bookings/${b.tracking_id}/cancel`, { reason: 'Travelling' })).statusCode).toBe(200);
    later();
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund, WALLET_JOBS.onStatusChanged);
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund, WALLET_JOBS.onStatusChanged);
    const lines = await history(meena);
    expect(shape(lines)).toEqual([
      { kind: 'refund', label: 'Refund to the original payment method', amount: b.amount - 200, status: 'processed', booking: b.tracking_id },
      { kind: 'wallet', label: 'CarSeva Money returned', amount: 200, status: null, booking: b.tracking_id },
      { kind: 'payment', label: 'Online payment', amount: -(b.amount - 200), status: 'paid', booking: b.tracking_id },
      { kind: 'wallet', label: 'CarSeva Money used', amount: -200, status: null, booking: b.tracking_id },
      { kind: 'wallet', label: 'CarSeva Money: referral reward', amount: 200, status: null, booking: null },
    ]);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    expect(lines.map((line) => line.at)).toEqual(
      lines
        .map((line) => line.at)
        .sort()
        .reverse(),
    );
    expect((await ctx.request('GET', '/api/v1/me/wallet', meena.headers)).json().data.balance).toBe(200);
  });
});

describe('the tax invoice', () => {
  it('says what was paid and how, as the ledger has it: online, in cash at the garage and as CarSeva Money', async () => {
    const kiran = await ctx.customer();
    await creditWallet(kiran, 300);
    const b = await book(kiran, { payment_mode: 'online', use_wallet: true });
    await payOnline(kiran, b.tracking_id);
    await move(b.tracking_id, 'accepted');
    await approvedExtra(kiran, b.tracking_id, 4500);
    await collectCash(b.tracking_id);
    await move(b.tracking_id, 'processing', 'completed');
    const { money, amount } = await read(kiran, b.tracking_id);
    expect(money.received).toEqual({ online: b.amount - 300, cash: amount - b.amount, wallet: 300 });

    const pdf = await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}/invoice.pdf`, kiran.headers);
    expect(pdf.statusCode).toBe(200);
    const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(n)}`;
    const text = pdfText(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      `Paid ${rupees(money.received.online)} online, ${rupees(money.received.cash)} in cash at the garage and ${rupees(300)} as CarSeva Money. Paid in full. Thank you.`,
    );
    // The order number as the app and the SMS show it, so it can be read out to support.
    expect(text).toContain(formatOrderNumber(b.tracking_id));
    expect(text).not.toContain(b.tracking_id);
  });
});
