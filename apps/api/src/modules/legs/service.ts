import {
  type AccountUser,
  type Booking,
  type BuddyLeg,
  type ConditionReportBody,
  type conditionReportBody,
  type GarageLeg,
  HANDOVER_CODE_TRIES,
  HANDOVER_STEP,
  haversineKm,
  type LegKind,
  type LegStatus,
  type MediaLink,
  type MediaPurpose,
  MOVING_STATUSES,
  nextLegStatus,
  REQUIRED_PICKUP_SLOTS,
  type ServiceStatus,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition } from '../../jobs/jobs';
import { AppError, type Message, conflict, notFound, unprocessable } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { AuthService } from '../auth';
import { type Actor, announceLive, BOOKING_MESSAGES, type BookingRow, type BookingsService, type Journey, SYSTEM } from '../bookings';
import type { CatalogService } from '../catalog';
import type { SlotsService } from '../slots';
import { auditRole, type Capability, type ConsoleRole, type StaffService } from '../staff';
import { GARAGE_CODE_RESETS, garageResetsLeft, handoverCodes, LEG_CODE_TRIES } from './codes';
import { LEG_MESSAGES } from './messages';
import { legsRepository, type LegRow } from './repository';
import { legView } from './view';

/** The photos a leg's condition report holds, as the media module checks and links them (ADR 35). */
export interface LegsMedia {
  requireReady(
    ids: string[],
    scope: { purpose: MediaPurpose; bookingId?: number; garageId?: number },
  ): Promise<{ id: string; width: number; height: number }[]>;
  links(ids: string[]): Promise<Map<string, MediaLink>>;
}

export interface LegsDeps {
  now: () => number;
  /** SESSION_SECRET: handover codes are an HMAC under it. */
  secret: string;
  bookings: Pick<BookingsService, 'journeyDesk' | 'byIds' | 'get'>;
  staff: Pick<StaffService, 'requireCapability' | 'driversOf'>;
  auth: Pick<AuthService, 'usersByIds'>;
  catalog: Pick<CatalogService, 'garagesByIds' | 'carModelsByIds'>;
  slots: Pick<SlotsService, 'templatesByIds'>;
  media: LegsMedia;
  /** The audit log: a garage's assignments and code resets are written to it in their own transaction. */
  audit?: Pick<AuditService, 'record'>;
  /** How often a leg's position is kept, how far from its garage and how fast a buddy can plausibly be. */
  positions: { everySeconds: number; radiusKm: number; maxKmh: number };
}

/** GPS wanders by this much between two fixes taken still; a jump within it is never called too fast. */
const GPS_SLACK_KM = 0.2;

/** The queue of the every-minute look for buddies who stopped moving. */
export const FLAG_STALLED_JOB = 'legs.flag-stalled';
/** A buddy on an open, moving leg who has not moved this far in STALLED_MINUTES is flagged to the garage. */
export const STALLED_MINUTES = 15;
const MOVED_KM = 0.05;
/** Handed over (or past it): the code has done its work. */
const HANDED: readonly LegStatus[] = ['handed_over', 'at_garage', 'handed_back', 'cancelled'];
const ENDING: readonly ServiceStatus[] = ['cancelled', 'rejected'];
/** A leg the customer may still take on themselves: the buddy has not set off. */
const TAKEN_OVER_FROM: readonly LegStatus[] = ['assigned', 'cancelled'];
/** 409 naming where the leg is: the buddy set off (pickup) or the car is out for delivery (drop). */
const tooLateToTakeOver = (kind: LegKind, status: LegStatus) =>
  conflict(kind === 'pickup' ? LEG_MESSAGES.bringTooLate(status) : LEG_MESSAGES.collectTooLate(status), 'TOO_LATE_TO_TAKE_OVER');

/** 423: the garage may reset the code while it has resets left (and the leg wrong tries), then only an admin. */
const locked = (leg: Pick<LegRow, 'codeGarageResets' | 'codeWrongTotal'>) =>
  new AppError(423, 'CODE_LOCKED', garageResetsLeft(leg) > 0 ? LEG_MESSAGES.codeLocked : LEG_MESSAGES.codeLockedForAdmin);
const forbidden = (code: string, message: Message) => new AppError(403, code, message);

/** Who acts on a booking's legs, and as what. */
interface Access {
  row: BookingRow;
  role: ConsoleRole;
  actor: Actor;
  user: AccountUser;
}

/** The car's journey: the pickup and drop legs of bookings, their steps, codes, condition reports and positions (ADR 36). */
export function legsService(db: Db, deps: LegsDeps) {
  const repo = legsRepository(db);
  const codes = handoverCodes(deps.secret);
  const desk = deps.bookings.journeyDesk;
  const view = legView({ ...deps, codes });
  const now = () => new Date(deps.now());

  /** The booking, for a user whose role at its garage has the capability; staff of another garage get the same 404 as for a missing booking. */
  async function access(user: AccountUser, trackingId: string, capability: Capability): Promise<Access> {
    const row = await desk.byTrackingId(trackingId);
    const { role } = await deps.staff.requireCapability(user, row?.garageId ?? null, capability, {
      notFound: notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND'),
      refusal: LEG_MESSAGES.buddiesOnly,
    });
    return { row: row!, role, actor: { kind: role === 'admin' ? 'admin' : 'staff', userId: user.id }, user };
  }

  /** The leg, for someone who may act on it: the garage's owner and staff, admins, and the buddy driving it. */
  async function legFor(who: Access, kind: LegKind): Promise<LegRow> {
    const leg = await repo.of(who.row.id, kind);
    if (!leg) throw notFound(LEG_MESSAGES.noLeg(kind), 'NO_LEG');
    if (who.role === 'driver' && leg.driverUserId !== who.user.id) throw forbidden('NOT_YOUR_TRIP', LEG_MESSAGES.notYourTrip);
    return leg;
  }

  /** The audit entry of a change to a leg (assign, code reset, code locked), in the change's transaction. */
  const audited = (tx: Executor, who: Access, action: string, before: unknown, after: unknown, note?: string) =>
    deps.audit?.record(
      tx,
      { userId: who.user.id, role: auditRole(who.role) },
      { action, entity: 'booking', entityId: who.row.trackingId, garageId: who.row.garageId, bookingId: who.row.id, before, after, note },
    );

  async function presentOne(row: BookingRow, kind: LegKind): Promise<GarageLeg> {
    const leg = (await repo.of(row.id, kind))!;
    return (await view.garage([row], [leg])).get(row.id)![0]!;
  }

  /** Whether the booking, as it stands under its lock, may have this leg assigned now (`pickup`: its pickup leg, if any). */
  function refuseAssign(row: BookingRow, kind: LegKind, pickup: LegRow | undefined): void {
    if (row.handover === 'walk_in') throw conflict(LEG_MESSAGES.walkIn, 'WALK_IN');
    if (kind === 'pickup' && row.serviceStatus !== 'accepted') throw conflict(LEG_MESSAGES.pickupNotNow, 'PICKUP_NOT_NOW');
    const settled = row.paymentStatus === 'paid' || row.paymentMode === 'cod';
    if (kind === 'drop' && (row.serviceStatus !== 'completed' || !settled)) throw conflict(LEG_MESSAGES.dropNotNow, 'DROP_NOT_NOW');
    // A car no pickup brought in is not the garage's to drop (ADR 46).
    if (kind === 'drop' && pickup?.status !== 'at_garage') throw conflict(LEG_MESSAGES.carNotCollected, 'CAR_NOT_COLLECTED');
  }

  /** Whether the customer may still take this leg on themselves (`leg`: the booking's leg of that kind, if any). */
  function refuseTakeOver(row: BookingRow, kind: LegKind, leg: LegRow | undefined): void {
    if (kind === 'pickup' && row.serviceStatus !== 'pending' && row.serviceStatus !== 'accepted') throw conflict(LEG_MESSAGES.bringNotNow, 'PICKUP_PASSED');
    if (kind === 'drop' && row.serviceStatus !== 'completed') throw conflict(LEG_MESSAGES.collectNotNow, 'WORK_NOT_DONE');
    if (leg && !TAKEN_OVER_FROM.includes(leg.status as LegStatus)) throw tooLateToTakeOver(kind, leg.status as LegStatus);
  }

  /**
   * A wrong code counted against the code and the leg (in its own write, so the refusal cannot undo it):
   * 422 with the tries left, or 423 once locked, the lock written to the audit log.
   */
  async function refuseWrongCode(who: Access, leg: LegRow): Promise<never> {
    const at = now();
    const counted = await db.transaction(async (tx) => {
      const result = await legsRepository(tx).wrongCode(leg.id, HANDOVER_CODE_TRIES, LEG_CODE_TRIES, at);
      if (result?.locked) {
        const after = { code_attempts: result.attempts, wrong_total: result.wrongTotal, locked: true };
        await audited(tx, who, `leg.${leg.kind}.code_locked`, { code_attempts: leg.codeAttempts, wrong_total: leg.codeWrongTotal }, after);
      }
      return result;
    });
    if (!counted || counted.locked) throw locked({ ...leg, codeWrongTotal: counted?.wrongTotal ?? leg.codeWrongTotal });
    const message = LEG_MESSAGES.wrongCode(Math.min(HANDOVER_CODE_TRIES - counted.attempts, LEG_CODE_TRIES - counted.wrongTotal));
    throw unprocessable(message, { code: [message] }, 'WRONG_CODE');
  }

  /** After a lost compare-and-swap: the same person's step already taken is their double tap (200); anyone else's is a 409. */
  async function afterLostSwap(who: Access, leg: LegRow, to: LegStatus): Promise<GarageLeg> {
    const current = (await repo.of(leg.bookingId, leg.kind))!;
    const last = current.steps.at(-1);
    if (current.status === to && last?.by === who.user.id) return presentOne(who.row, leg.kind as LegKind);
    if (current.codeLockedAt && current.status !== to) throw locked(current);
    throw conflict(LEG_MESSAGES.movedAlready(current.status as LegStatus), 'LEG_MOVED');
  }

  const gate: Pick<Journey, 'refuseChange' | 'changed'> = {
    async refuseChange(tx, booking, to) {
      const pickup = await legsRepository(tx).of(booking.id, 'pickup');
      // A car to be fetched is worked on only once its pickup leg has brought it in (ADR 46): no leg, no start.
      // A walk-in (one the customer switched to included, its pickup called off) needs no leg.
      if (to === 'processing' && booking.handover === 'pickup') {
        if (!pickup) throw conflict(LEG_MESSAGES.pickupFirst, 'PICKUP_FIRST');
        if (pickup.status !== 'at_garage') throw conflict(LEG_MESSAGES.carNotAtGarage, 'CAR_NOT_AT_GARAGE');
      }
      if (ENDING.includes(to) && pickup && (pickup.status === 'handed_over' || pickup.status === 'at_garage'))
        throw conflict(LEG_MESSAGES.carWithGarage, 'CAR_WITH_GARAGE');
    },
    async changed(tx, booking, to) {
      if (!ENDING.includes(to)) return;
      const at = now();
      for (const leg of await legsRepository(tx).cancelOpen(booking.id, at)) {
        await desk.record(tx, { bookingId: booking.id, kind: `${leg.kind}_cancelled`, at, actor: SYSTEM });
      }
    },
  };

  return {
    /** What the bookings module asks of the journey (wired by the composition root). */
    journey: {
      ...gate,
      customerLegs: async (rows) => view.customer(rows, await repo.ofBookings(rows.map((r) => r.id))),
      garageLegs: async (rows) => view.garage(rows, await repo.ofBookings(rows.map((r) => r.id))),
    } satisfies Journey,

    /** The 4 digits of a booking's leg, for the SMS that carries them (null when it has no such leg). */
    async codeOf(bookingId: number, kind: LegKind): Promise<string | null> {
      const leg = await repo.of(bookingId, kind);
      return leg ? codes.codeOf(leg) : null;
    },

    /** The garage sends a buddy: a new leg with its code, or another buddy before the first set off. The same buddy again changes nothing. */
    async assign(user: AccountUser, trackingId: string, kind: LegKind, driverId: number): Promise<GarageLeg> {
      const who = await access(user, trackingId, 'legs.assign');
      if (who.row.handover === 'walk_in') throw conflict(LEG_MESSAGES.walkIn, 'WALK_IN');
      const drivers = await deps.staff.driversOf(who.row.garageId, [driverId]);
      if (!drivers.has(driverId)) throw unprocessable(LEG_MESSAGES.notABuddy, { driver: [LEG_MESSAGES.notABuddy] }, 'NOT_A_BUDDY');
      const at = now();
      await db.transaction(async (tx) => {
        // Under the booking's lock: its status cannot change (nor another assign run) until this commits.
        const row = (await desk.locked(tx, who.row.id))!;
        const txRepo = legsRepository(tx);
        const existing = await txRepo.of(row.id, kind);
        if (!existing) {
          refuseAssign(row, kind, kind === 'drop' ? await txRepo.of(row.id, 'pickup') : undefined);
          const steps = [{ status: 'assigned', at: at.toISOString(), by: user.id }];
          const leg = {
            bookingId: row.id,
            garageId: row.garageId,
            kind,
            status: 'assigned',
            driverUserId: driverId,
            codeNonce: codes.newNonce(),
            steps,
            createdAt: at,
            updatedAt: at,
          };
          await txRepo.insert(leg);
          await desk.record(tx, { bookingId: row.id, kind: `${kind}_assigned`, at, actor: who.actor });
          await audited(tx, who, `leg.${kind}.assign`, null, { driver: driverId });
          return;
        }
        if (existing.driverUserId === driverId) return;
        if (existing.status !== 'assigned' || !(await txRepo.reassign(existing.id, existing.driverUserId, driverId, at)))
          throw conflict(LEG_MESSAGES.underWay(kind), 'LEG_UNDER_WAY');
        await desk.record(tx, { bookingId: row.id, kind: `${kind}_reassigned`, at, actor: who.actor });
        await audited(tx, who, `leg.${kind}.assign`, { driver: existing.driverUserId }, { driver: driverId });
      });
      return presentOne(who.row, kind);
    },

    /**
     * The customer takes a leg on themselves (ADR 46): takes the car to the garage instead of the pickup,
     * before the buddy sets off; or collects it there instead of the drop, once the work is done and before
     * it is out for delivery. The booking becomes a walk-in (so it needs no pickup to start, nor a drop to
     * end) and an assigned leg is called off, under the booking's lock; the leg is called off by
     * compare-and-swap, so a buddy setting off at that moment wins and the customer hears where the car is.
     * A booking that is a walk-in already answers as it is (a second tap).
     */
    async takeOver(user: AccountUser, trackingId: string, kind: LegKind): Promise<Booking> {
      const found = await desk.byTrackingId(trackingId);
      // Someone else's booking is answered exactly like a missing one.
      if (!found || found.userId !== user.id) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
      const actor: Actor = { kind: 'customer', userId: user.id };
      const at = now();
      await db.transaction(async (tx) => {
        const row = (await desk.locked(tx, found.id))!;
        if (row.handover === 'walk_in') return;
        const txRepo = legsRepository(tx);
        const leg = await txRepo.of(row.id, kind);
        refuseTakeOver(row, kind, leg);
        if (leg?.status === 'assigned') {
          if (!(await txRepo.move(leg.id, 'assigned', 'cancelled', at, user.id)))
            throw tooLateToTakeOver(kind, (await txRepo.of(row.id, kind))!.status as LegStatus);
          await desk.record(tx, { bookingId: row.id, kind: `${kind}_cancelled`, at, actor });
        }
        await desk.toWalkIn(tx, row.id, at);
        const choice = kind === 'pickup' ? 'customer_brings_car' : 'customer_collects_car';
        await desk.record(tx, { bookingId: row.id, kind: choice, at, actor });
        await deps.audit?.record(
          tx,
          { userId: user.id, role: 'customer' },
          {
            action: `booking.${choice}`,
            entity: 'booking',
            entityId: row.trackingId,
            garageId: row.garageId,
            bookingId: row.id,
            before: { handover: 'pickup' },
            after: { handover: 'walk_in' },
          },
        );
      });
      return deps.bookings.get(user.id, trackingId);
    },

    /**
     * One step of a leg, compare-and-swap from the status the client saw. The handover needs the
     * condition report and the customer's code; a wrong code counts towards the lock.
     */
    async step(user: AccountUser, trackingId: string, kind: LegKind, body: { from: LegStatus; to: LegStatus; code?: string }): Promise<GarageLeg> {
      const who = await access(user, trackingId, 'legs.drive');
      const leg = await legFor(who, kind);
      const { from, to } = body;
      if (nextLegStatus(kind, from) !== to) throw unprocessable(LEG_MESSAGES.badStep(from, to), { to: [LEG_MESSAGES.badStep(from, to)] }, 'INVALID_STEP');
      if (leg.status !== from) return afterLostSwap(who, leg, to);
      const handover = to === HANDOVER_STEP[kind];
      if (handover) {
        if (!leg.report) throw conflict(LEG_MESSAGES.reportFirst, 'REPORT_FIRST');
        // Who makes a new code may not also enter codes on the leg: a reset cannot buy its resetter more guesses.
        if (leg.codeResetBy.includes(user.id)) throw forbidden('RESET_BY_YOU', LEG_MESSAGES.resetByYou);
        if (leg.codeLockedAt) throw locked(leg);
        if (!body.code) throw unprocessable(LEG_MESSAGES.codeRequired, { code: [LEG_MESSAGES.codeRequired] }, 'CODE_REQUIRED');
        if (!codes.matches(leg, body.code)) await refuseWrongCode(who, leg);
      }
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const txRepo = legsRepository(tx);
        const swapped = handover ? await txRepo.handOver(leg.id, from, to, at, user.id) : await txRepo.move(leg.id, from, to, at, user.id);
        if (swapped) await desk.record(tx, { bookingId: leg.bookingId, kind: `${kind}_${to}`, at, actor: who.actor });
        return swapped;
      });
      if (!moved) return afterLostSwap(who, leg, to);
      return presentOne(who.row, kind);
    },

    /**
     * A new code for a leg (unlocked, the code's tries afresh; the leg's wrong tries stay counted), sent to
     * the customer: the garage's, GARAGE_CODE_RESETS times at most and while the leg has wrong tries left,
     * then only an admin's, with a reason; never the buddy's (ADR 43). The resetter may not enter codes on it.
     */
    async resetCode(user: AccountUser, trackingId: string, kind: LegKind, reason: string | undefined): Promise<GarageLeg> {
      const who = await access(user, trackingId, 'legs.code_reset');
      const leg = await legFor(who, kind);
      if (HANDED.includes(leg.status as LegStatus)) throw conflict(LEG_MESSAGES.noCodeNeeded, 'HANDED_OVER');
      const byGarage = who.role !== 'admin';
      if (!byGarage && !reason) throw unprocessable(LEG_MESSAGES.resetReason, { reason: [LEG_MESSAGES.resetReason] }, 'REASON_REQUIRED');
      const adminOnly = () => forbidden('ADMIN_RESET_ONLY', LEG_MESSAGES.adminResetOnly(GARAGE_CODE_RESETS));
      if (byGarage && garageResetsLeft(leg) === 0) throw adminOnly();
      const at = now();
      await db.transaction(async (tx) => {
        const limit = byGarage ? { garageResets: GARAGE_CODE_RESETS, wrongTotal: LEG_CODE_TRIES } : null;
        const reset = await legsRepository(tx).resetCode(leg.id, codes.newNonce(), HANDED, at, user.id, limit);
        if (reset === 'handed_over') throw conflict(LEG_MESSAGES.noCodeNeeded, 'HANDED_OVER');
        if (reset === 'limit') throw adminOnly();
        await desk.record(tx, { bookingId: leg.bookingId, kind: `${kind}_code_reset`, at, actor: who.actor });
        await audited(
          tx,
          who,
          `leg.${kind}.code_reset`,
          { code_attempts: leg.codeAttempts, wrong_total: leg.codeWrongTotal, garage_resets: leg.codeGarageResets, locked: leg.codeLockedAt !== null },
          { code_attempts: 0, wrong_total: reset.codeWrongTotal, garage_resets: reset.codeGarageResets, locked: false },
          reason,
        );
      });
      return presentOne(who.row, kind);
    },

    /**
     * The car's condition at the customer's door: at pickup before it is handed over, at the drop before
     * it is handed back. The photos must be ready, the booking's, for a condition report. Replaced by a
     * second report until the handover; one timeline entry, for the first.
     */
    async report(user: AccountUser, trackingId: string, kind: LegKind, input: z.infer<typeof conditionReportBody>): Promise<GarageLeg> {
      const who = await access(user, trackingId, 'legs.drive');
      const leg = await legFor(who, kind);
      if (leg.status !== 'arrived')
        throw conflict(HANDED.includes(leg.status as LegStatus) ? LEG_MESSAGES.reportDone : LEG_MESSAGES.reportNotNow, 'REPORT_NOT_NOW');
      await checkReport(leg, kind, input);
      await deps.media.requireReady(
        input.photos.map((p) => p.id),
        { purpose: 'condition', bookingId: leg.bookingId },
      );
      const at = now();
      const report = {
        odometerKm: input.odometer_km,
        fuelLevel: input.fuel_level ?? null,
        notes: input.notes || null,
        photos: input.photos.map((p) => ({ id: p.id, slot: p.slot })),
        recordedAt: at.toISOString(),
        recordedBy: user.id,
      };
      await db.transaction(async (tx) => {
        const written = await legsRepository(tx).setReport(leg.id, 'arrived', report, at);
        if (!written) throw conflict(LEG_MESSAGES.reportDone, 'REPORT_NOT_NOW');
        if (written === 'first') await desk.record(tx, { bookingId: leg.bookingId, kind: `${kind}_report`, at, actor: who.actor });
        else await announceLive(tx, leg.bookingId);
      });
      return presentOne(who.row, kind);
    },

    /**
     * The buddy's position, while moving: kept on the leg and in its short trail; the customer's page hears
     * of it at once. At most one is kept per leg every few seconds ('coalesced': the others are not
     * written, and the phone's next one after the gap is); one far from the garage, or further from the
     * last kept one than a car could drive since, is refused.
     */
    async position(
      user: AccountUser,
      trackingId: string,
      kind: LegKind,
      point: { latitude: number; longitude: number; accuracy_m?: number },
    ): Promise<'kept' | 'coalesced'> {
      const who = await access(user, trackingId, 'legs.drive');
      const leg = await legFor(who, kind);
      if (leg.driverUserId !== user.id) throw forbidden('NOT_YOUR_TRIP', LEG_MESSAGES.onlyTheBuddy);
      if (!MOVING_STATUSES.includes(leg.status as LegStatus)) throw conflict(LEG_MESSAGES.notMoving, 'NOT_MOVING');
      const at = now();
      const keptAfter = new Date(at.getTime() - deps.positions.everySeconds * 1000);
      if (leg.lastPositionAt && leg.lastPositionAt > keptAfter) return 'coalesced';
      await refuseImplausible(who.row, leg, point, at);
      const moved =
        leg.movedLatitude === null ||
        leg.movedLongitude === null ||
        haversineKm(leg.movedLatitude, leg.movedLongitude, point.latitude, point.longitude) >= MOVED_KM;
      const kept = await repo.addPosition(
        leg.id,
        { latitude: point.latitude, longitude: point.longitude, accuracyM: point.accuracy_m ?? null },
        at,
        moved,
        keptAfter,
      );
      if (kept) return 'kept';
      // Another of the buddy's requests was kept first (on any instance), or the leg stopped moving.
      const current = await repo.of(leg.bookingId, kind);
      if (current && MOVING_STATUSES.includes(current.status as LegStatus)) return 'coalesced';
      throw conflict(LEG_MESSAGES.notMoving, 'NOT_MOVING');
    },

    /**
     * A day's legs at a garage, in slot order: those of the day's bookings, after any still open from an
     * earlier day (a car kept overnight goes back later). A buddy sees their own; the garage's owner,
     * staff and admins all of them.
     */
    async day(user: AccountUser, garageId: number, date: string): Promise<BuddyLeg[]> {
      const { role } = await deps.staff.requireCapability(user, garageId, 'legs.view');
      const [dayRows, open] = await Promise.all([desk.garageDay(garageId, date), repo.openOfGarage(garageId)]);
      const rows = dayRows.filter((row) => row.handover === 'pickup');
      const earlier = (await deps.bookings.byIds(open.filter((leg) => !rows.some((r) => r.id === leg.bookingId)).map((leg) => leg.bookingId))).filter(
        (row) => row.bookingDate < date,
      );
      earlier.sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.bookingTime.localeCompare(b.bookingTime) || a.id - b.id);
      // Of an earlier day's booking, only its open legs (its pickup was that day's).
      const carried = open.filter((leg) => earlier.some((row) => row.id === leg.bookingId));
      const legs = [...carried, ...(await repo.ofBookings(rows.map((r) => r.id)))].filter(
        (leg) => leg.status !== 'cancelled' && (role !== 'driver' || leg.driverUserId === user.id),
      );
      return view.day([...earlier, ...rows], legs);
    },

    /** The trail kept for a leg (tests and the bench look; nobody else reads it). */
    trailOf: async (bookingId: number, kind: LegKind) => {
      const leg = await repo.of(bookingId, kind);
      return leg ? repo.trail(leg.id) : [];
    },

    /** The module's background work: flags buddies who stopped moving. */
    jobs: (): JobDefinition<never>[] => [
      {
        name: FLAG_STALLED_JOB,
        cron: '* * * * *',
        retryLimit: 1,
        run: async () => {
          const at = now();
          await repo.markStalled(new Date(at.getTime() - STALLED_MINUTES * 60_000), at);
        },
      },
    ],
  };

  /** A position no phone on this trip could report: far from its garage, or too far from the last kept one too soon. */
  async function refuseImplausible(row: BookingRow, leg: LegRow, point: { latitude: number; longitude: number }, at: Date): Promise<void> {
    const [garage] = await deps.catalog.garagesByIds([row.garageId]);
    const refuse = (message: Message, code: string) => unprocessable(message, { latitude: [message], longitude: [message] }, code);
    if (garage && haversineKm(garage.latitude, garage.longitude, point.latitude, point.longitude) > deps.positions.radiusKm)
      throw refuse(LEG_MESSAGES.positionTooFar(deps.positions.radiusKm), 'POSITION_TOO_FAR');
    if (leg.lastLatitude === null || leg.lastLongitude === null || !leg.lastPositionAt) return;
    const hours = Math.max(0, at.getTime() - leg.lastPositionAt.getTime()) / 3_600_000;
    const km = haversineKm(leg.lastLatitude, leg.lastLongitude, point.latitude, point.longitude);
    if (km > GPS_SLACK_KM + deps.positions.maxKmh * hours) throw refuse(LEG_MESSAGES.positionTooFast, 'POSITION_TOO_FAST');
  }

  async function checkReport(leg: LegRow, kind: LegKind, input: ConditionReportBody): Promise<void> {
    if (kind === 'pickup' && !input.fuel_level) throw unprocessable(LEG_MESSAGES.fuelRequired, { fuel_level: [LEG_MESSAGES.fuelRequired] }, 'FUEL_REQUIRED');
    const ids = input.photos.map((p) => p.id);
    if (new Set(ids).size !== ids.length) throw unprocessable(LEG_MESSAGES.photosTwice, { photos: [LEG_MESSAGES.photosTwice] }, 'PHOTO_TWICE');
    // The same five views at the drop as at pickup, so the two reports compare side by side.
    const missing = REQUIRED_PICKUP_SLOTS.filter((slot) => !input.photos.some((p) => p.slot === slot));
    if (missing.length > 0 || ids.length < REQUIRED_PICKUP_SLOTS.length) {
      const message = LEG_MESSAGES.photosMissing(missing.length > 0 ? missing : [...REQUIRED_PICKUP_SLOTS]);
      throw unprocessable(message, { photos: [message] }, 'PHOTOS_MISSING');
    }
    if (kind === 'drop') {
      const pickup = await repo.of(leg.bookingId, 'pickup');
      const before = pickup?.report?.odometerKm;
      if (before !== undefined && input.odometer_km < before)
        throw unprocessable(LEG_MESSAGES.odometerBack(before), { odometer_km: [LEG_MESSAGES.odometerBack(before)] }, 'ODOMETER_BACK');
    }
  }
}

export type LegsService = ReturnType<typeof legsService>;
