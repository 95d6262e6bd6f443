import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MediaLink } from '@carseva/shared';
import type { LegsMedia } from '../src/modules/legs';
import { NOTIFICATION_JOBS } from '../src/modules/notifications';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * Handover codes cannot be walked (issue 39, finding 3): wrong tries count across resets, the garage
 * resets a leg's code twice at most, then only an admin does, with a reason; whoever resets a code may
 * not enter codes on that leg; every reset and lock is audited and the customer is told.
 */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000043';

const media: LegsMedia = {
  requireReady: async (ids) => ids.map((id) => ({ id, width: 1600, height: 1200 })),
  links: async (ids) =>
    new Map<string, MediaLink>(
      ids.map((id) => [id, { id, url: `https://media.example/${id}`, expires_at: '2026-03-02T06:00:00.000Z', width: 1600, height: 1200 }]),
    ),
};

let ctx: BookingTestApp;
let admin: Who, asha: Who, owner: Who, ravi: Who, buddy: Who;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, media });
  admin = await ctx.customer(ADMIN_MOBILE);
  [asha, owner, ravi, buddy] = [await ctx.customer(), await ctx.customer(), await ctx.customer(), await ctx.customer()];
  garage = await ctx.garage(0);
  for (const [who, role] of [
    [owner, 'owner'],
    [ravi, 'staff'],
    [buddy, 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const legUrl = (trackingId: string, action: string) => `/api/v1/partner/bookings/${trackingId}/legs/pickup/${action}`;
const handOver = (who: Who, trackingId: string, code: string) => post(who, legUrl(trackingId, 'step'), { from: 'arrived', to: 'handed_over', code });
const reset = (who: Who, trackingId: string, reason?: string) => post(who, legUrl(trackingId, 'code-reset'), reason ? { reason } : {});
/** The code as Asha's order page shows it (null while locked). */
const codeOf = async (trackingId: string): Promise<string | null> =>
  (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, asha.headers)).json().data.legs.find((l: { kind: string }) => l.kind === 'pickup').code;
const garageLeg = async (trackingId: string) => (await ctx.request('GET', `/api/v1/partner/bookings/${trackingId}`, owner.headers)).json().data.legs[0];
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Asha's pickup, its buddy at her door with the car's condition recorded: ready for the handover. */
async function atTheDoor(): Promise<{ id: number; tracking_id: string }> {
  const index = slotIndex++;
  const date = addDays(TOMORROW, Math.floor(index / garage.slots.length));
  const booked = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garage, { handover: 'pickup', booking_slot: garage.slots[index % garage.slots.length]!.id, booking_date: date }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const b = booked.json().data as { id: number; tracking_id: string };
  expect((await ctx.garageMove(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
  expect((await post(owner, legUrl(b.tracking_id, 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
  expect((await post(buddy, legUrl(b.tracking_id, 'step'), { from: 'assigned', to: 'on_the_way' })).statusCode).toBe(200);
  expect((await post(buddy, legUrl(b.tracking_id, 'step'), { from: 'on_the_way', to: 'arrived' })).statusCode).toBe(200);
  const photos = ['front', 'rear', 'left', 'right', 'dashboard'].map((slot) => ({ id: randomUUID(), slot }));
  expect((await post(buddy, legUrl(b.tracking_id, 'report'), { odometer_km: 42_180, fuel_level: 'half', photos })).statusCode).toBe(200);
  return b;
}

/** Five wrong codes from the buddy: the code locks on the fifth. */
async function walkFive(trackingId: string) {
  const wrong = wrongFor((await codeOf(trackingId))!);
  for (let i = 1; i <= 4; i++) expect((await handOver(buddy, trackingId, wrong)).statusCode).toBe(422);
  return handOver(buddy, trackingId, wrong);
}

describe('handover codes under abuse', () => {
  it('wrong tries count across resets; after two garage resets only an admin, with a reason, makes a new code', async () => {
    const b = await atTheDoor();
    expect((await walkFive(b.tracking_id)).statusCode).toBe(423);
    expect(await garageLeg(b.tracking_id)).toMatchObject({ code_locked: true, code_resets_left: 2 });
    expect((await reset(owner, b.tracking_id)).statusCode).toBe(200);
    expect((await walkFive(b.tracking_id)).statusCode).toBe(423);
    expect((await reset(ravi, b.tracking_id)).statusCode).toBe(200);
    expect(await garageLeg(b.tracking_id)).toMatchObject({ code_locked: false, code_resets_left: 0 });
    const fifteenth = await walkFive(b.tracking_id);
    expect(fifteenth.statusCode).toBe(423);
    expect(fifteenth.json()).toMatchObject({
      code: 'CODE_LOCKED',
      message: 'The code is locked and the garage has no resets left: only CarSeva support can make a new code now.',
    });

    // The garage's third reset is refused, naming who can; nothing changed.
    for (const who of [owner, ravi]) {
      const refused = await reset(who, b.tracking_id, 'The customer asked again');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ADMIN_RESET_ONLY', message: expect.stringContaining('only CarSeva support can make a new one now') });
    }
    expect(await codeOf(b.tracking_id)).toBeNull();

    // An admin's reset needs a reason; with one, the buddy hands over with the new code.
    const noReason = await reset(admin, b.tracking_id);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().code).toBe('REASON_REQUIRED');
    expect((await reset(admin, b.tracking_id, 'Called Asha: she mistyped the code')).statusCode).toBe(200);
    // The leg's wrong tries are spent: one more wrong code locks it again, for the admin alone to reset.
    const code = (await codeOf(b.tracking_id))!;
    expect((await handOver(buddy, b.tracking_id, wrongFor(code))).statusCode).toBe(423);
    expect((await reset(admin, b.tracking_id, 'Asha is at the door now')).statusCode).toBe(200);
    expect((await handOver(buddy, b.tracking_id, (await codeOf(b.tracking_id))!)).statusCode).toBe(200);

    const [leg] = await ctx.db
      .select()
      .from(t.bookingLegs)
      .where(and(eq(t.bookingLegs.bookingId, b.id), eq(t.bookingLegs.kind, 'pickup')));
    expect(leg).toMatchObject({ codeWrongTotal: 15, codeGarageResets: 2 });

    // Every lock and reset is in the audit log, by whom, the admin's with the reason.
    const audit = (await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.bookingId, b.id)).orderBy(t.auditLog.id))
      .filter((a) => a.action.startsWith('leg.pickup.code'))
      .map((a) => [a.action, a.actorId, a.actorRole, a.note]);
    expect(audit).toEqual([
      ['leg.pickup.code_locked', buddy.userId, 'staff', null],
      ['leg.pickup.code_reset', owner.userId, 'owner', null],
      ['leg.pickup.code_locked', buddy.userId, 'staff', null],
      ['leg.pickup.code_reset', ravi.userId, 'staff', null],
      ['leg.pickup.code_locked', buddy.userId, 'staff', null],
      ['leg.pickup.code_reset', admin.userId, 'admin', 'Called Asha: she mistyped the code'],
      ['leg.pickup.code_locked', buddy.userId, 'staff', null],
      ['leg.pickup.code_reset', admin.userId, 'admin', 'Asha is at the door now'],
    ]);

    // Asha was told of each new code, in plain words, and of nothing the refusals did not do.
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
    const outbox = (await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(asha.phone)}` })).json().data as { kind: string; body: string }[];
    const resets = outbox.filter((m) => m.kind === 'pickup_code_reset' && m.body.includes(b.tracking_id));
    expect(resets).toHaveLength(4);
    expect(resets[0]!.body).toContain('Give it only to the buddy at your door.');
  });

  it('the garage resets a code twice at most, wrong tries or not, even asking at once', async () => {
    const b = await atTheDoor();
    expect((await reset(owner, b.tracking_id)).statusCode).toBe(200);
    const [first, second] = await Promise.all([reset(owner, b.tracking_id), reset(ravi, b.tracking_id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
    expect((first.statusCode === 403 ? first : second).json()).toMatchObject({ code: 'ADMIN_RESET_ONLY' });
    expect((await reset(ravi, b.tracking_id)).json()).toMatchObject({ code: 'ADMIN_RESET_ONLY' });
    expect(await garageLeg(b.tracking_id)).toMatchObject({ code_resets_left: 0 });
  });

  it('whoever reset a code may not enter codes on that leg; the buddy at the door does', async () => {
    const b = await atTheDoor();
    expect((await reset(owner, b.tracking_id)).statusCode).toBe(200);
    const code = (await codeOf(b.tracking_id))!;
    const byOwner = await handOver(owner, b.tracking_id, code);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toMatchObject({ code: 'RESET_BY_YOU', message: expect.stringContaining('you cannot enter it') });
    // The refusal spent none of the code's tries.
    expect(await garageLeg(b.tracking_id)).toMatchObject({ status: 'arrived', code_attempts: 0 });
    expect((await handOver(buddy, b.tracking_id, code)).statusCode).toBe(200);
  });
});
