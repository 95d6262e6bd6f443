import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gstOn, paiseToRupees } from '@carseva/shared';
import { garages as seedGarages } from '../src/modules/catalog/seed/data/garages';
import { BILL_OF_SUPPLY_DECLARATION } from '../src/modules/invoices/pdf';
import * as t from '../src/schema';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { pdfText } from './pdf-text';

const ADMIN_MOBILE = '9800000012';
let ctx: BookingTestApp;
let admin: Awaited<ReturnType<BookingTestApp['customer']>>;
let orders: ReturnType<typeof completedBookings>;
/** A Delhi garage this file takes off GST registration (and registers again), as the admin console does. */
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let registeredGstin: string;

const setGstin = (gstin: string | null) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/garages/${garage.garageId}`, headers: admin.headers, payload: { gstin } });
const download = (who: { headers: Record<string, string> }, trackingId: string) =>
  ctx.request('GET', `/api/v1/bookings/${trackingId}/invoice.pdf`, who.headers);
const textOf = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  orders = completedBookings(ctx, admin);
  garage = await ctx.garage(5);
  const [row] = await ctx.db.select({ gstin: t.garages.gstin }).from(t.garages).where(eq(t.garages.id, garage.garageId));
  registeredGstin = row!.gstin!;
  expect((await setGstin(null)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('the seed', () => {
  it('has two garages without GST registration (no GSTIN), in Jaipur and Kolkata', async () => {
    // All but the garage this file took off GST registration itself.
    const rows = (await ctx.db.select({ id: t.garages.id, slug: t.garages.slug, gstin: t.garages.gstin }).from(t.garages)).filter(
      (r) => r.id !== garage.garageId,
    );
    const unregistered = seedGarages.filter((g) => g.gstRegistered === false).map((g) => g.slug);
    expect(unregistered).toEqual(['joy-guru-motors-park-street', 'pink-city-motor-works-c-scheme']);
    expect(
      rows
        .filter((r) => r.gstin === null)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(unregistered);
  });

  it('the listing and the cart prices say which garages charge GST', async () => {
    const [pinkCity] = await ctx.db.select({ id: t.garages.id }).from(t.garages).where(eq(t.garages.slug, 'pink-city-motor-works-c-scheme'));
    const listing = (await ctx.request('GET', '/api/v1/services?latitude=26.9124&longitude=75.7873', {})).json().data as {
      id: number;
      garage: { id: number; charges_gst: boolean };
    }[];
    const atPinkCity = listing.filter((s) => s.garage.id === pinkCity!.id);
    expect(atPinkCity.length).toBeGreaterThan(0);
    expect(atPinkCity.every((s) => s.garage.charges_gst === false)).toBe(true);
    expect(listing.some((s) => s.garage.charges_gst)).toBe(true);
    const elsewhere = listing.find((s) => s.garage.charges_gst)!;
    const prices = (await ctx.request('GET', `/api/v1/services/prices?ids=${atPinkCity[0]!.id},${elsewhere.id}`, {})).json().data;
    expect(prices.map((p: { charges_gst: boolean }) => p.charges_gst)).toEqual([false, true]);
  });
});

describe('a booking at a garage not registered for GST', () => {
  it('is quoted and charged without GST: the total is the subtotal less any coupon', async () => {
    const services = [garage.offerings[0]!.id, garage.offerings[1]!.id];
    const subtotal = garage.offerings[0]!.pricePaise + garage.offerings[1]!.pricePaise;
    const quote = (await ctx.request('POST', '/api/v1/bookings/quote', admin.headers, { services, car_model: garage.carModel })).json().data;
    expect(quote).toEqual({ subtotal: subtotal / 100, discount: 0, gst: 0, total: subtotal / 100, coupon: null, charges_gst: false });
    const booking = await orders.book(await ctx.customer(), garage, { services, service: undefined, booking_slot: garage.slots[0]!.id });
    expect(booking).toMatchObject({ subtotal: subtotal / 100, gst: 0, amount: subtotal / 100, charges_gst: false });
    const [row] = await ctx.db
      .select({ gst: t.bookings.gstPaise, total: t.bookings.totalPaise, chargesGst: t.bookings.chargesGst })
      .from(t.bookings)
      .where(eq(t.bookings.id, booking.id));
    expect(row).toEqual({ gst: 0, total: subtotal, chargesGst: false });
  });

  it('adds approved extra work without GST', async () => {
    const customer = await ctx.customer();
    const booking = await orders.book(customer, garage, { booking_slot: garage.slots[1]!.id });
    const move = (to: string) => ctx.request('POST', `/api/v1/partner/bookings/${booking.tracking_id}/status`, admin.headers, { to });
    expect((await move('accepted')).statusCode).toBe(200);
    const proposed = await ctx.request('POST', `/api/v1/partner/bookings/${booking.tracking_id}/extras`, admin.headers, {
      items: [{ name: 'Wiper blades', price: 600 }],
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const [extra] = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers)).json().data.extras;
    const approved = (await ctx.request('POST', `/api/v1/bookings/${booking.tracking_id}/extras/${extra.id}/approve`, customer.headers)).json().data;
    expect(approved).toMatchObject({ subtotal: booking.amount + 600, gst: 0, amount: booking.amount + 600, charges_gst: false });
  });

  it('gets a bill of supply, in its own series: no GSTIN, no tax, the declaration; a later GST registration changes neither it nor its totals', async () => {
    const customer = await ctx.customer();
    const booking = await orders.book(customer, garage, { booking_slot: garage.slots[2]!.id });
    await orders.complete(booking.tracking_id);
    const first = await download(customer, booking.tracking_id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-invoice-number']).toBe('BS/2025-26/00001');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="bill-of-supply-BS-2025-26-00001-${booking.tracking_id}.pdf"`);
    const text = textOf(first.rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Not registered under GST');
    expect(text).toContain('Bill of supply number BS/2025-26/00001');
    expect(text).toContain(BILL_OF_SUPPLY_DECLARATION);
    expect(text).toContain(`Total ₹${booking.amount.toLocaleString('en-IN')}.00`);
    for (const taxWord of ['TAX INVOICE', 'GSTIN', 'CGST', 'SGST', 'IGST', 'Taxable value', 'Place of supply']) expect(text).not.toContain(taxWord);

    // The garage registers for GST: its booking made before stays as charged, with the same bill.
    expect((await setGstin(registeredGstin)).statusCode).toBe(200);
    const again = await download(customer, booking.tracking_id);
    expect(again.headers['x-invoice-number']).toBe('BS/2025-26/00001');
    expect(textOf(again.rawPayload)).toContain('BILL OF SUPPLY');
    expect((await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers)).json().data).toMatchObject({
      gst: 0,
      amount: booking.amount,
      charges_gst: false,
    });

    // Its new bookings charge GST and get tax invoices, numbered in the tax invoices' own series.
    const later = await orders.book(customer, garage, { booking_slot: garage.slots[3]!.id });
    expect(later).toMatchObject({ charges_gst: true, gst: paiseToRupees(gstOn(garage.offerings[0]!.pricePaise)) });
    await orders.complete(later.tracking_id);
    const invoice = await download(customer, later.tracking_id);
    expect(invoice.headers['x-invoice-number']).toBe('2025-26/00001');
    expect(textOf(invoice.rawPayload)).toContain('TAX INVOICE');
    expect(textOf(invoice.rawPayload)).toContain(`GSTIN: ${registeredGstin}`);
    expect(textOf(invoice.rawPayload)).not.toContain(BILL_OF_SUPPLY_DECLARATION);
    const counters = await ctx.db.select().from(t.invoiceCounters).where(eq(t.invoiceCounters.garageId, garage.garageId));
    expect(counters.map((c) => [c.series, c.lastNumber]).sort()).toEqual([
      ['bill-of-supply', 1],
      ['tax-invoice', 1],
    ]);
    await setGstin(null);
  });
});

it('a registered garage’s booking keeps charging 18% GST', async () => {
  const registered = await ctx.garage(6);
  const booking = await orders.book(await ctx.customer(), registered);
  const subtotal = registered.offerings[0]!.pricePaise;
  expect(booking).toMatchObject({ charges_gst: true, gst: paiseToRupees(gstOn(subtotal)), amount: paiseToRupees(subtotal + gstOn(subtotal)) });
});
