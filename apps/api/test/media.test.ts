import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaUpload } from '@carseva/shared';
import { CLEAN_PENDING_JOB, mediaService } from '../src/modules/media';
import * as t from '../src/schema';
import { LOCAL_STORAGE_PATH, StorageError } from '../src/providers/storage';
import { localStorage } from '../src/providers/storage/local';
import { createTestApp } from './app';
import { bookingPayload, bookingTestApp, MINUTE, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000007';

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-media-'));
const mediaDir = path.join(dataDir, 'media');
let ctx: BookingTestApp;
/** The local store, whose writes a test can make fail. */
let failWrites = false;
const disk = localStorage({ root: mediaDir, secret: 'media-test-secret', basePath: LOCAL_STORAGE_PATH, now: () => ctx.clock.now() });
const storage = {
  ...disk,
  async put(key: string, body: Buffer, contentType: string) {
    if (failWrites) throw new StorageError('The media folder could not be written (ENOSPC)');
    return disk.put(key, body, contentType);
  },
};

let admin: Who;
let asha: Who; // the customer
let meera: Who; // another customer
let ravi: Who; // staff at garage A
let sunil: Who; // staff at garage B
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let order: string;

/** A phone photo: 2400×1800, EXIF saying "turn me a quarter" and naming the camera and its owner. */
let photo: Buffer;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}`, DATA_DIR: dataDir }, storage });
  admin = await ctx.customer(ADMIN_MOBILE);
  asha = await ctx.customer();
  meera = await ctx.customer();
  ravi = await ctx.customer();
  sunil = await ctx.customer();
  garageA = await ctx.garage(0);
  const garageB = await ctx.garage(1);
  for (const [garage, who] of [
    [garageA, ravi],
    [garageB, sunil],
  ] as const) {
    expect(
      (await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: who.phone, role: 'staff' })).statusCode,
    ).toBe(201);
  }
  const booked = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(garageA));
  expect(booked.statusCode).toBe(201);
  order = booked.json().data.tracking_id;
  photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Asha Verma' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR/media, as `folder/name`. */
const files = () =>
  existsSync(mediaDir)
    ? readdirSync(mediaDir, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => `${path.basename(f.parentPath)}/${f.name}`)
    : [];
const rowOf = async (id: string) => (await ctx.db.select().from(t.media).where(eq(t.media.id, id)))[0];

const create = (who: Who, body: Record<string, unknown>) =>
  ctx.request('POST', '/api/v1/media/uploads', who.headers, { content_type: 'image/jpeg', bytes: photo.length, ...body });
const conditionPhoto = (id = randomUUID(), extra: Record<string, unknown> = {}) => ({ id, purpose: 'condition', booking: order, ...extra });
const put = (upload: NonNullable<MediaUpload['upload']>, body: Buffer, headers: Record<string, string> = upload.headers) =>
  ctx.app.inject({ method: 'PUT', url: upload.url, headers, payload: body });
const complete = (who: Who, id: string) => ctx.request('POST', `/api/v1/media/${id}/complete`, who.headers);

/** Asks for an upload as `who`, sends `body` to its signed URL; the pending answer. */
async function uploaded(who: Who, body: Buffer, request: Record<string, unknown> = conditionPhoto()): Promise<MediaUpload> {
  const res = await create(who, { ...request, bytes: body.length });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as MediaUpload;
  expect((await put(data.upload!, body)).statusCode).toBe(200);
  return data;
}

describe('a photo from the camera to the screen (local storage)', () => {
  it('is uploaded by signed URL, re-encoded upright at most 1600 px without its EXIF, and shown by a short-lived link', async () => {
    const id = randomUUID();
    const asked = await create(ravi, conditionPhoto(id));
    expect(asked.statusCode).toBe(200);
    const pending = asked.json().data as MediaUpload;
    expect(pending).toMatchObject({ id, status: 'pending', photo: null, upload: { method: 'PUT', headers: { 'content-type': 'image/jpeg' } } });
    // Our key, never a file name, and nothing readable until the photo is complete.
    expect(pending.upload!.url).toMatch(/^\/api\/v1\/media\/local\/uploads\/[0-9a-f-]{36}\?/);
    expect((await ctx.request('GET', `/api/v1/media/${id}`, asha.headers)).statusCode).toBe(409);

    expect((await put(pending.upload!, photo)).statusCode).toBe(200);
    const done = await complete(ravi, id);
    expect(done.statusCode).toBe(200);
    const ready = done.json().data as MediaUpload;
    expect(ready).toMatchObject({ id, status: 'ready', upload: null, photo: { id, width: 1200, height: 1600 } });
    // Only the served photo is kept; the original is gone.
    expect(files().filter((f) => !f.endsWith('.type'))).toEqual([expect.stringMatching(/^photos\/[0-9a-f-]{36}\.jpg$/)]);

    const link = await ctx.request('GET', `/api/v1/media/${id}`, asha.headers);
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json().data;
    expect(Date.parse(expires_at) - ctx.clock.now()).toBe(10 * MINUTE);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('TestCam')).toBe(false);

    // The link expires, and a forged one never worked.
    expect((await ctx.app.inject({ url: url.replace(/signature=[^&]+/, 'signature=AAAA') })).statusCode).toBe(403);
    ctx.clock.advance(11 * MINUTE);
    const late = await ctx.app.inject({ url });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('This photo link has expired. Please try again.');
  });

  it('stores one photo when the request and the completion are retried', async () => {
    const id = randomUUID();
    const first = (await create(ravi, conditionPhoto(id))).json().data as MediaUpload;
    const again = (await create(ravi, conditionPhoto(id))).json().data as MediaUpload;
    expect(again.upload!.url.split('?')[0]).toBe(first.upload!.url.split('?')[0]);
    expect((await put(again.upload!, photo)).statusCode).toBe(200);
    const before = files().length;
    const [one, two] = [await complete(ravi, id), await complete(ravi, id)];
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().data).toMatchObject({ id, status: 'ready', upload: null, photo: { width: 1200, height: 1600 } });
    // The upload's two files became the photo's two: still one photo.
    expect(files().length).toBe(before);
    expect((await ctx.db.select().from(t.media).where(eq(t.media.id, id))).length).toBe(1);
    // Asked again once ready: the photo, nothing to upload.
    expect((await create(ravi, conditionPhoto(id))).json().data).toMatchObject({ status: 'ready', upload: null, photo: { id } });
    // The same id for something else is refused.
    const other = await create(ravi, conditionPhoto(id, { purpose: 'extra' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('MEDIA_ID_TAKEN');
  });

  it('asks for the photo again when it is completed before it was uploaded', async () => {
    const id = randomUUID();
    expect((await create(ravi, conditionPhoto(id))).statusCode).toBe(200);
    const early = await complete(ravi, id);
    expect([early.statusCode, early.json().message]).toEqual([409, 'We have not received this photo yet. Please upload it again.']);
    expect(await rowOf(id)).toMatchObject({ status: 'pending' });
    expect((await complete(ravi, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a file that is not a photo at completion and keeps nothing of it', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const before = files();
    const { id } = await uploaded(ravi, pdf);
    const res = await complete(ravi, id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'NOT_A_PHOTO',
      message: 'This file is not a photo we can read. Please take the photo again with the camera (JPEG, PNG or WebP).',
    });
    expect(await rowOf(id)).toBeUndefined();
    expect(files()).toEqual(before);
  });

  it('refuses a 30 MB photo and a PDF before anything is stored', async () => {
    const big = await create(ravi, conditionPhoto(randomUUID(), { bytes: 30 * 1024 * 1024 }));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('This photo is larger than 15 MB. Please take it again at a lower size.');
    const pdf = await create(ravi, conditionPhoto(randomUUID(), { content_type: 'application/pdf' }));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Please choose a photo (JPEG, PNG, WebP or HEIC)');
    expect(
      await ctx.db
        .select()
        .from(t.media)
        .where(eq(t.media.bytes, 30 * 1024 * 1024)),
    ).toEqual([]);
  });

  it('refuses an upload of another length or type, with a forged signature or after it expired, and stores nothing', async () => {
    const before = files();
    const { upload } = (await create(ravi, conditionPhoto())).json().data as MediaUpload;
    const refusals = [
      await put(upload!, photo.subarray(0, photo.length - 10)),
      await put(upload!, photo, { 'content-type': 'image/png' }),
      await ctx.app.inject({ method: 'PUT', url: upload!.url.replace('bytes=', 'bytes=1'), headers: upload!.headers, payload: photo }),
      await ctx.app.inject({ method: 'PUT', url: upload!.url.replace(/signature=[^&]+/, 'signature=forged'), headers: upload!.headers, payload: photo }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual([
      [400, 'WRONG_LENGTH'],
      [400, 'WRONG_CONTENT_TYPE'],
      [403, 'LINK_INVALID'],
      [403, 'LINK_INVALID'],
    ]);
    ctx.clock.advance(16 * MINUTE);
    const late = await put(upload!, photo);
    expect([late.statusCode, late.json().code]).toEqual([403, 'LINK_EXPIRED']);
    // More than the largest photo never reaches the store at all.
    const huge = await ctx.app.inject({ method: 'PUT', url: upload!.url, headers: upload!.headers, payload: Buffer.alloc(16 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(files()).toEqual(before);
  });

  it('leaves the photo pending when the store fails, with nothing half-recorded, and a retry finishes it', async () => {
    const { id } = await uploaded(ravi, photo);
    failWrites = true;
    try {
      const res = await complete(ravi, id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not save the photo just now. Please try again in a minute.');
    } finally {
      failWrites = false;
    }
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ status: 'pending', width: null, height: null });
    expect(files()).toContain(`uploads/${row.originalKey.split('/')[1]}`);
    expect(files()).not.toContain(row.servedKey);
    expect((await ctx.request('GET', `/api/v1/media/${id}`, asha.headers)).statusCode).toBe(409);

    const retried = await complete(ravi, id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'ready', photo: { width: 1200, height: 1600 } });
    expect(files()).toContain(row.servedKey);
    expect(files()).not.toContain(row.originalKey);
  });

  it('removes uploads never completed after a day, files and rows', async () => {
    const { id } = await uploaded(ravi, photo);
    const { originalKey } = (await rowOf(id))!;
    expect(files()).toContain(originalKey);
    await ctx.runJob(CLEAN_PENDING_JOB);
    expect(await rowOf(id)).toBeDefined();
    ctx.clock.advance(25 * 60 * MINUTE);
    await ctx.runJob(CLEAN_PENDING_JOB);
    expect(await rowOf(id)).toBeUndefined();
    expect(files()).not.toContain(originalKey);
    expect((await ctx.db.select().from(t.media).where(eq(t.media.status, 'pending'))).length).toBe(0);
  });
});

describe('who may upload and see a photo', () => {
  let photoId: string;
  beforeAll(async () => {
    const { id } = await uploaded(ravi, photo);
    expect((await complete(ravi, id)).statusCode).toBe(200);
    photoId = id;
  });

  it("shows it to the booking's customer, its garage's staff and admins; anyone else gets 404", async () => {
    for (const who of [asha, ravi, admin]) expect((await ctx.request('GET', `/api/v1/media/${photoId}`, who.headers)).statusCode).toBe(200);
    for (const who of [meera, sunil]) {
      const res = await ctx.request('GET', `/api/v1/media/${photoId}`, who.headers);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Photo not found.']);
    }
    expect((await ctx.app.inject({ url: `/api/v1/media/${photoId}` })).statusCode).toBe(401);
  });

  it("lets the garage's staff upload condition photos and the customer claims; others get 404 for the booking", async () => {
    expect((await create(admin, conditionPhoto())).statusCode).toBe(200);
    const byCustomer = await create(asha, conditionPhoto());
    expect([byCustomer.statusCode, byCustomer.json().message]).toEqual([403, 'Only the garage’s staff can add these photos.']);
    expect((await create(asha, conditionPhoto(randomUUID(), { purpose: 'claim' }))).statusCode).toBe(200);
    expect((await create(ravi, conditionPhoto(randomUUID(), { purpose: 'dispute' }))).statusCode).toBe(403);
    for (const who of [meera, sunil]) {
      for (const purpose of ['condition', 'claim']) {
        const res = await create(who, conditionPhoto(randomUUID(), { purpose }));
        expect([res.statusCode, res.json().code]).toEqual([404, 'BOOKING_NOT_FOUND']);
      }
    }
    // Completing someone else's upload is refused the same way.
    const { id } = await uploaded(ravi, photo);
    expect((await complete(sunil, id)).statusCode).toBe(404);
    expect((await complete(asha, id)).statusCode).toBe(403);
  });

  it("takes staff portraits from the garage's staff and admins only", async () => {
    const portrait = (id = randomUUID()) => ({ id, purpose: 'portrait', garage: garageA.garageId });
    expect((await create(ravi, portrait())).statusCode).toBe(200);
    expect((await create(admin, portrait())).statusCode).toBe(200);
    expect((await create(sunil, portrait())).statusCode).toBe(404);
    expect((await create(asha, portrait())).statusCode).toBe(403);
    const nowhere = await create(admin, { id: randomUUID(), purpose: 'portrait', garage: 999_999 });
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([404, 'GARAGE_NOT_FOUND']);
    expect((await create(ravi, { id: randomUUID(), purpose: 'portrait', booking: order })).statusCode).toBe(400);
  });
});

describe('the service other modules call', () => {
  const media = () =>
    mediaService(ctx.db, {
      now: ctx.clock.now,
      storage,
      bookings: null!,
      staff: null!,
      catalog: null!,
      log: () => {},
      limits: { slotsPerUser: 10, bytesPerUser: 75 << 20, slotsPerBooking: 20, bytesPerBooking: 150 << 20 },
    });

  it('requireReady returns ready photos of the purpose and booking in the order asked, and refuses anything else', async () => {
    const [booking] = await ctx.db.select({ id: t.bookings.id }).from(t.bookings).where(eq(t.bookings.trackingId, order));
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { id } = await uploaded(ravi, photo);
      expect((await complete(ravi, id)).statusCode).toBe(200);
      ids.push(id);
    }
    const pending = (await uploaded(ravi, photo)).id;
    const asked = [ids[1]!, ids[0]!];
    expect(await media().requireReady(asked, { purpose: 'condition', bookingId: booking!.id })).toEqual(asked.map((id) => ({ id, width: 1200, height: 1600 })));
    for (const [list, scope] of [
      [[...asked, pending], { purpose: 'condition' as const, bookingId: booking!.id }],
      [asked, { purpose: 'extra' as const, bookingId: booking!.id }],
      [asked, { purpose: 'condition' as const, bookingId: booking!.id + 1000 }],
      [[randomUUID()], { purpose: 'condition' as const, bookingId: booking!.id }],
    ] as const) {
      await expect(media().requireReady([...list], scope)).rejects.toMatchObject({ statusCode: 422, message: 'Please upload the photos again' });
    }
    const links = await media().links([...asked, pending]);
    expect([...links.keys()].sort()).toEqual([...asked].sort());
    expect(links.get(ids[0]!)).toMatchObject({ id: ids[0], width: 1200, height: 1600, url: expect.stringMatching(/^\/api\/v1\/media\/local\/photos\//) });
  });
});

describe('photos on an object store (STORAGE_PROVIDER=s3)', () => {
  it("lets pages show and upload photos at the bucket's origin, and has no local upload endpoint", async () => {
    const r2 = await createTestApp({
      env: {
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'carseva-photos',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
        S3_ACCESS_KEY_ID: 'r2-key-id',
        S3_SECRET_ACCESS_KEY: 'r2-secret',
      },
    });
    try {
      const res = await r2.app.inject('/api/v1/cities');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
      );
      expect(csp['img-src']).toContain('https://carseva-photos.0123456789abcdef.r2.cloudflarestorage.com');
      expect(csp['connect-src']).toEqual(["'self'", 'https://carseva-photos.0123456789abcdef.r2.cloudflarestorage.com']);
      const local = await r2.app.inject({
        method: 'PUT',
        url: '/api/v1/media/local/uploads/3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b',
        headers: { 'content-type': 'image/jpeg' },
        payload: photo,
      });
      expect([local.statusCode, local.json().code]).toEqual([404, 'ROUTE_NOT_FOUND']);
    } finally {
      await r2.close();
    }
  });
});

describe('bounded uploads (issue 39, finding 5)', () => {
  const MB = 1024 * 1024;
  /** A new hour: earlier tests' upload links have all expired. */
  beforeAll(() => ctx.clock.advance(60 * MINUTE));

  it('holds at most 75 MB in flight per uploader, then says with a 429 when to try again', async () => {
    const big = (id = randomUUID()) => create(ravi, { ...conditionPhoto(id), bytes: 15 * MB });
    const first = randomUUID();
    expect((await big(first)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await big()).statusCode).toBe(200);
    const refused = await big();
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many photos are still uploading. Please finish or wait 15 minutes, then try again.',
    });
    // A retry of a slot already held is answered as before.
    expect((await big(first)).statusCode).toBe(200);
    ctx.clock.advance(5 * MINUTE);
    expect((await big()).headers['retry-after']).toBe('600');
    // Once the links have expired, their slots no longer count; asking for an old one again takes room like a new one.
    ctx.clock.advance(10 * MINUTE);
    expect((await big()).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await big()).statusCode).toBe(200);
    expect((await big(first)).statusCode).toBe(200);
    expect((await big()).statusCode).toBe(429);
    expect(await rowOf(first)).toMatchObject({ status: 'pending', createdAt: new Date(ctx.clock.now()) });
  });

  it('holds at most 10 slots per uploader and 20 per booking, across uploaders', async () => {
    ctx.clock.advance(16 * MINUTE);
    for (let i = 0; i < 10; i++) expect((await create(ravi, conditionPhoto())).statusCode).toBe(200);
    expect((await create(ravi, conditionPhoto())).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await create(admin, conditionPhoto())).statusCode).toBe(200);
    // Asha has no upload in flight, but her booking has 20.
    const claim = await create(asha, { id: randomUUID(), purpose: 'claim', booking: order });
    expect(claim.statusCode, claim.body).toBe(429);
    // A portrait is not the booking's: only the uploader's own slots count.
    expect((await create(admin, { id: randomUUID(), purpose: 'portrait', garage: garageA.garageId })).statusCode).toBe(429);
    ctx.clock.advance(16 * MINUTE);
    expect((await create(asha, { id: randomUUID(), purpose: 'claim', booking: order })).statusCode).toBe(200);
  });

  it('takes one PUT per upload link: another is refused and stores nothing, before and after the photo is ready', async () => {
    ctx.clock.advance(16 * MINUTE);
    const data = await uploaded(ravi, photo);
    const { originalKey } = (await rowOf(data.id))!;
    // The same bytes again (an answer lost on the way): fine, and nothing is written.
    expect((await put(data.upload!, photo)).statusCode).toBe(200);
    const other = Buffer.from(photo);
    other.writeUInt8(other.readUInt8(other.length - 3) ^ 0xff, other.length - 3);
    const second = await put(data.upload!, other);
    expect([second.statusCode, second.json().code]).toEqual([409, 'LINK_USED']);
    expect(second.json().message).toBe('This upload link has already been used. Please ask for a new one to send another photo.');
    expect((await disk.get(originalKey))!.body.equals(photo)).toBe(true);
    expect((await complete(ravi, data.id)).statusCode).toBe(200);
    for (const body of [photo, other]) expect((await put(data.upload!, body)).statusCode).toBe(409);
    expect(files()).not.toContain(originalKey);
  });

  it('removes half-written files and files no photo owns, once their links have expired, in the hourly job and at start; never a ready photo', async () => {
    ctx.clock.advance(16 * MINUTE);
    const ready = await uploaded(ravi, photo);
    expect((await complete(ravi, ready.id)).statusCode).toBe(200);
    const readyRow = (await rowOf(ready.id))!;
    const waiting = await uploaded(ravi, photo);
    const waitingRow = (await rowOf(waiting.id))!;
    // What a crash (kill -9 mid-write) and stray PUTs leave: a half-written file, an upload and a photo of no row,
    // and (as S3 would take it) an upload PUT again after its photo was made ready.
    const partial = path.join(mediaDir, 'uploads', `${randomUUID()}.${randomUUID()}.partial`);
    writeFileSync(partial, 'half a photo');
    const orphans = [`uploads/${randomUUID()}`, `photos/${randomUUID()}.jpg`];
    for (const key of orphans) await disk.put(key, photo, 'image/jpeg');
    await disk.put(readyRow.originalKey, photo, 'image/jpeg');
    /** Dates the file's writing `minutes` ago by the test's clock. */
    const age = (file: string, minutes: number) => utimesSync(file, new Date(ctx.clock.now() - minutes * MINUTE), new Date(ctx.clock.now() - minutes * MINUTE));
    const everything = [
      partial,
      ...[...orphans, readyRow.servedKey, readyRow.originalKey, waitingRow.originalKey].flatMap((key) => [
        path.join(mediaDir, key),
        path.join(mediaDir, `${key}.type`),
      ]),
    ];
    for (const file of everything) age(file, 1);

    // Their links could still be used: nothing goes yet.
    await ctx.runJob(CLEAN_PENDING_JOB);
    for (const file of everything) expect(existsSync(file), file).toBe(true);

    ctx.clock.advance(16 * MINUTE);
    for (const file of everything) age(file, 16);
    await ctx.runJob(CLEAN_PENDING_JOB);
    expect(existsSync(partial)).toBe(false);
    for (const key of [...orphans, readyRow.originalKey]) {
      expect(existsSync(path.join(mediaDir, key)), key).toBe(false);
      expect(existsSync(path.join(mediaDir, `${key}.type`)), key).toBe(false);
    }
    // The ready photo is still shown; the photo still waiting for completion still completes.
    expect(existsSync(path.join(mediaDir, readyRow.servedKey))).toBe(true);
    expect((await complete(ravi, waiting.id)).statusCode).toBe(200);

    // At start, the same (a crash leaves its half-written files to the next start).
    const leftByCrash = path.join(mediaDir, 'photos', `${randomUUID()}.jpg.${randomUUID()}.partial`);
    writeFileSync(leftByCrash, 'half a photo');
    age(leftByCrash, 16);
    const media = mediaService(ctx.db, {
      now: ctx.clock.now,
      storage,
      bookings: null!,
      staff: null!,
      catalog: null!,
      log: () => {},
      limits: { slotsPerUser: 10, bytesPerUser: 75 * MB, slotsPerBooking: 20, bytesPerBooking: 150 * MB },
    });
    await media.cleanStrays();
    expect(existsSync(leftByCrash)).toBe(false);
    expect(existsSync(path.join(mediaDir, readyRow.servedKey))).toBe(true);
  });
});
