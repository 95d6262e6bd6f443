import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_STATE_CODES, isValidGstin } from '@carseva/shared';
import { seedCatalog } from '../src/modules/catalog/seed';
import { INVOICE_MESSAGES } from '../src/modules/invoices';
import * as t from '../src/schema';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { pdfText } from './pdf-text';

const ADMIN_MOBILE = '9800000011';
let ctx: BookingTestApp;
let admin: Awaited<ReturnType<BookingTestApp['customer']>>;
let orders: ReturnType<typeof completedBookings>;
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let garageB: Awaited<ReturnType<BookingTestApp['garage']>>;
let garageC: Awaited<ReturnType<BookingTestApp['garage']>>;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  orders = completedBookings(ctx, admin);
  [garageA, garageB, garageC] = [await ctx.garage(0), await ctx.garage(1), await ctx.garage(2)];
});
afterAll(() => ctx.close());

const invoiceUrl = (trackingId: string) => `/api/v1/bookings/${trackingId}/invoice.pdf`;
const download = (who: { headers: Record<string, string> }, trackingId: string) => ctx.request('GET', invoiceUrl(trackingId), who.headers);

/** A new customer's completed cash booking at the garage, in the garage's slot `slot` tomorrow. */
async function completedAt(garage: typeof garageA, slot = 0) {
  const customer = await ctx.customer();
  const booking = await orders.book(customer, garage, { booking_slot: garage.slots[slot % garage.slots.length]!.id });
  await orders.complete(booking.tracking_id);
  return { customer, booking };
}

describe('seeded garages', () => {
  it('each GST-registered one has a valid GSTIN of its city’s state (bill-of-supply.test names the two that are not)', async () => {
    const rows = await ctx.db
      .select({ gstin: t.garages.gstin, state: t.cities.state })
      .from(t.garages)
      .innerJoin(t.cities, eq(t.cities.id, t.garages.cityId))
      .where(isNotNull(t.garages.gstin));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(isValidGstin(row.gstin!), row.gstin!).toBe(true);
      expect(row.gstin!.slice(0, 2)).toBe(GST_STATE_CODES[row.state]);
    }
    expect(new Set(rows.map((r) => r.gstin)).size).toBe(rows.length);
  });

  it('a reseed gives a garage without a GSTIN its own, and keeps one set since', async () => {
    const [first, second] = await ctx.db.select({ id: t.garages.id, gstin: t.garages.gstin }).from(t.garages).orderBy(t.garages.id).limit(2);
    await ctx.db.update(t.garages).set({ gstin: null }).where(eq(t.garages.id, first!.id));
    await ctx.db.update(t.garages).set({ gstin: '07AAACS1234F1Z0' }).where(eq(t.garages.id, second!.id));
    await seedCatalog(ctx.db);
    const after = await ctx.db.select({ id: t.garages.id, gstin: t.garages.gstin }).from(t.garages).orderBy(t.garages.id).limit(2);
    expect(after.map((g) => g.gstin)).toEqual([first!.gstin, '07AAACS1234F1Z0']);
    await ctx.db.update(t.garages).set({ gstin: second!.gstin }).where(eq(t.garages.id, second!.id));
  });
});

describe('GET /bookings/:trackingId/invoice.pdf', () => {
  it('is the owner’s only: another customer gets 404, no session 401', async () => {
    const { booking } = await completedAt(garageC);
    const stranger = await ctx.customer();
    const res = await download(stranger, booking.tracking_id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    expect((await ctx.request('GET', invoiceUrl(booking.tracking_id), {})).statusCode).toBe(401);
  });

  it('is refused with 409 and a clear message until the service is completed', async () => {
    const customer = await ctx.customer();
    const booking = await orders.book(customer, garageC, { booking_slot: garageC.slots[1]!.id });
    const res = await download(customer, booking.tracking_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_COMPLETED', message: INVOICE_MESSAGES.notCompleted });
  });

  it('is a PDF with the same number on every download', async () => {
    const { customer, booking } = await completedAt(garageC, 2);
    const first = await download(customer, booking.tracking_id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const number = first.headers['x-invoice-number'];
    expect(number).toMatch(/^2025-26\/\d{5}$/);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="invoice-${String(number).replace('/', '-')}-${booking.tracking_id}.pdf"`);
    expect((await download(customer, booking.tracking_id)).headers['x-invoice-number']).toBe(number);
  });

  it('fixes the GSTIN the invoice carries: it may be added before the first download, not changed after', async () => {
    const { customer, booking } = await completedAt(garageC, 3);
    const setGstin = (gstin: string) => ctx.request('PUT', `/api/v1/bookings/${booking.tracking_id}/gstin`, customer.headers, { gstin });
    expect((await setGstin('27AAPFU0939F1ZV')).statusCode).toBe(200);
    expect((await download(customer, booking.tracking_id)).statusCode).toBe(200);
    const late = await setGstin('29AAPFU0939F1ZR');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVOICE_ISSUED', message: expect.stringContaining('has been issued') });
  });

  it('numbers consecutively in each garage’s own series', async () => {
    const a1 = await completedAt(garageA, 0);
    const a2 = await completedAt(garageA, 1);
    const b1 = await completedAt(garageB, 0);
    const numberOf = async (o: typeof a1) => (await download(o.customer, o.booking.tracking_id)).headers['x-invoice-number'];
    expect([await numberOf(a1), await numberOf(b1), await numberOf(a2)]).toEqual(['2025-26/00001', '2025-26/00001', '2025-26/00002']);
  });
});

describe('concurrent first downloads', () => {
  it('get distinct consecutive numbers; two at once of one booking get one number and leave no gap', async () => {
    const garage = await ctx.garage(3);
    const completed = [];
    for (let i = 0; i < 6; i++) completed.push(await completedAt(garage, i));
    const [twice, ...others] = completed;
    const answers = await Promise.all([twice, twice, ...others].map((o) => download(o!.customer, o!.booking.tracking_id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
    const numbers = answers.map((a) => String(a.headers['x-invoice-number']));
    expect(numbers[0]).toBe(numbers[1]);
    const year = numbers[0]!.slice(0, 7);
    expect(numbers.slice(1).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${year}/0000${n}`));
    const [counter] = await ctx.db.select().from(t.invoiceCounters).where(eq(t.invoiceCounters.garageId, garage.garageId));
    expect(counter!.lastNumber).toBe(6);
  });
});

it('an unknown order is 404, as for someone else’s', async () => {
  expect((await download(admin, 'NOSUCHORDER1')).statusCode).toBe(404);
});

// Last: it moves the clock past the bookings' dates.
it('an invoice first downloaded on 1 April (IST) opens the new financial year’s series', async () => {
  const completed = await completedAt(garageA, 2);
  const earlier = await completedAt(garageA, 3);
  const numberOf = async (o: typeof completed) => (await download(o.customer, o.booking.tracking_id)).headers['x-invoice-number'];
  expect(await numberOf(earlier)).toBe('2025-26/00003');
  ctx.clock.advance(Date.parse('2026-03-31T18:30:00Z') - ctx.clock.now());
  expect(await numberOf(completed)).toBe('2026-27/00001');
  expect(await numberOf(earlier)).toBe('2025-26/00003');
});

// Last: the download issues the booking's invoice, which would shift the numbering the tests above count.
describe('the invoice in the customer’s language', () => {
  it('is labelled in Hindi beside English for a customer who chose Hindi, with the Devanagari font embedded; in English only for others', async () => {
    const { customer, booking } = await completedAt(garageA, 3);
    const english = await download(customer, booking.tracking_id);
    expect(english.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(english.rawPayload.toString('latin1')).not.toContain('NotoSans');
    expect((await ctx.request('PUT', '/api/v1/auth/me', customer.headers, { language: 'hi' })).statusCode).toBe(200);
    const hindi = await download(customer, booking.tracking_id);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['x-invoice-number']).toBe(english.headers['x-invoice-number']);
    expect(hindi.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular\b/);
    expect(pdfText(hindi.rawPayload).join(' ')).toContain('इनवॉइस नंबर / Invoice number');
  });
});
