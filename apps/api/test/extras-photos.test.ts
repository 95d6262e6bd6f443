import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, MediaPurpose } from '@carseva/shared';
import { LOCAL_STORAGE_PATH } from '../src/providers/storage';
import { localStorage } from '../src/providers/storage/local';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { readyPhoto } from './photos';

/** Extra work comes with what the garage found (a note, photos) for the customer to see before answering; a completed job shows the replaced parts. */
const ADMIN_MOBILE = '9800000040';
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-extras-'));
let ctx: BookingTestApp;
let owner: Who;
let customer: Who;
let orders: ReturnType<typeof completedBookings>;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let photo: Buffer;
let slot = 0;

beforeAll(async () => {
  const storage = localStorage({ root: path.join(dataDir, 'media'), secret: 'extras-test-secret', basePath: LOCAL_STORAGE_PATH, now: () => ctx.clock.now() });
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, storage });
  const admin = await ctx.customer(ADMIN_MOBILE);
  orders = completedBookings(ctx, admin);
  [owner, customer] = [await ctx.customer(), await ctx.customer()];
  garage = await ctx.garage(0);
  expect(
    (await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: owner.phone.slice(3), role: 'owner' })).statusCode,
  ).toBe(201);
  photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 120, g: 60, b: 20 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const read = async (trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, customer.headers)).json().data as Booking;

/** A ready photo of `purpose` for the booking, uploaded by `who`. */
const uploadedPhoto = (who: Who, trackingId: string, purpose: MediaPurpose = 'extra') => readyPhoto(ctx, who, trackingId, purpose, photo);

async function acceptedBooking() {
  const b = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
  expect((await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/status`, { to: 'accepted' })).statusCode).toBe(200);
  return b;
}

describe('extra work with what the garage found', () => {
  it('the customer sees each item’s photos and note before approving; an item without a photo says so by having none', async () => {
    const b = await acceptedBooking();
    const [worn, cracked] = [await uploadedPhoto(owner, b.tracking_id), await uploadedPhoto(owner, b.tracking_id)];
    const res = await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/extras`, {
      items: [
        { name: 'Front brake pads', price: 1800, note: '  Worn to 2 mm, below the safe limit  ', photos: [worn, cracked] },
        { name: 'Wiper blades', price: 450 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pads, wipers] = (await read(b.tracking_id)).extras;
    expect(pads).toMatchObject({ name: 'Front brake pads', note: 'Worn to 2 mm, below the safe limit', status: 'proposed' });
    expect(pads!.photos.map((p) => p.id)).toEqual([worn, cracked]);
    expect(pads!.photos[0]).toMatchObject({ width: 80, height: 60, url: expect.any(String) });
    expect(wipers).toMatchObject({ name: 'Wiper blades', note: null, photos: [] });
    // The link works for the customer: the photo itself.
    const shown = await ctx.app.inject({ url: pads!.photos[0]!.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');

    const approved = await post(customer, `/api/v1/bookings/${b.tracking_id}/extras/${pads!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.extras[0]).toMatchObject({
      status: 'approved',
      photos: [expect.objectContaining({ id: worn }), expect.objectContaining({ id: cracked })],
    });
  });

  it('is the owner’s to see and answer: another customer gets 404 for the order, its answers and its photos; the item stays proposed', async () => {
    const b = await acceptedBooking();
    const found = await uploadedPhoto(owner, b.tracking_id);
    expect(
      (await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Front brake pads', price: 1800, photos: [found] }] }))
        .statusCode,
    ).toBe(200);
    const [pads] = (await read(b.tracking_id)).extras;
    const stranger = await ctx.customer();
    const tried = [
      await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}`, stranger.headers),
      await post(stranger, `/api/v1/bookings/${b.tracking_id}/extras/${pads!.id}/approve`),
      await post(stranger, `/api/v1/bookings/${b.tracking_id}/extras/${pads!.id}/decline`),
    ];
    expect(tried.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect([403, 404]).toContain((await ctx.request('GET', `/api/v1/media/${found}`, stranger.headers)).statusCode);
    expect((await read(b.tracking_id)).extras[0]).toMatchObject({ id: pads!.id, status: 'proposed' });
  });

  it('refuses photos that are not this booking’s ready extra-work photos, and stores no item', async () => {
    const b = await acceptedBooking();
    const other = await acceptedBooking();
    const elsewhere = await uploadedPhoto(owner, other.tracking_id);
    const customersOwn = await uploadedPhoto(customer, b.tracking_id, 'claim');
    for (const photos of [[randomUUID()], [elsewhere], [customersOwn]]) {
      const res = await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Clutch plate', price: 4200, photos }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PHOTOS_NOT_READY');
    }
    expect((await read(b.tracking_id)).extras).toEqual([]);
  });
});

describe('photos of the replaced parts', () => {
  it('are added once work has started and shown on the completed order; not before', async () => {
    const b = await acceptedBooking();
    const part = await uploadedPhoto(owner, b.tracking_id);
    const early = await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/parts-photos`, { photos: [part] });
    expect(early.statusCode).toBe(409);
    for (const to of ['processing', 'completed']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    const added = await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/parts-photos`, { photos: [part, part] });
    expect(added.statusCode, added.body).toBe(200);
    const order = await read(b.tracking_id);
    expect(order.parts_photos.map((p) => p.id)).toEqual([part]);
    expect(order.events.map((e) => e.status)).toContain('parts_photos');
    // A customer cannot add them.
    expect((await post(customer, `/api/v1/partner/bookings/${b.tracking_id}/parts-photos`, { photos: [part] })).statusCode).toBe(403);
  });
});
