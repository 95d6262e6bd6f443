import {
  type BookingPromise,
  formatOrderNumber,
  formatRupees,
  LATE_CREDIT_DEFAULTS,
  type LateCreditRule,
  type LateCreditRuleBody,
  lateCreditPaise,
  paiseToRupees,
  type promiseBody,
  rupeesToPaise,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition } from '../../jobs/jobs';
import { conflict, unprocessable } from '../../lib/errors';
import { say, sayDate } from '../../lib/i18n';
import { type Actor, BOOKING_EVENT, type BookingEventPublished, type BookingRow, type BookingsService, SYSTEM } from '../bookings';
import type { SlotsService } from '../slots';
import type { WalletService } from '../wallet';
import { type LateCreditRow, type PromiseRow, promisesRepository, type RuleRow } from './repository';

export const PROMISE_MESSAGES = {
  notNow: say('errors.promise.notNow'),
  inPast: say('errors.promise.inPast'),
  required: say('errors.promise.required'),
  backByRequired: say('errors.promise.backByRequired'),
  tooLate: (hours: number, latest: Date) => say('errors.promise.tooLate', { hours, latest: sayDate(latest, 'time') }),
} as const;

/**
 * The timeline entry a drop leg writes when the car is handed back (the legs module's): with a back-by
 * promise, that is when the car counts as delivered; without one (walk-ins), completion is.
 */
export const HANDBACK_EVENT = 'drop_handed_back';

/** Timeline entries after which a late credit may be due: the car delivered, or the order's money (cash, an online balance) in. */
const CREDIT_CHANCES: readonly string[] = ['completed', HANDBACK_EVENT, 'cash_collected', 'paid'];

export const PROMISE_JOBS = {
  /** Credits CarSeva Money once when a car came back later than promised plus the grace period. */
  creditLate: 'promises.credit-late',
} as const;

export interface PromisesDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'firstEventAt' | 'recordEvent' | 'lockMoney' | 'credit'>;
  wallet: Pick<WalletService, 'credit'>;
  slots: Pick<SlotsService, 'templatesByIds'>;
  /** PROMISE_MARGIN_HOURS: how long after the booked slot ends a garage may promise the car (ADR 46). */
  marginHours: number;
}

const ruleView = (row: RuleRow | undefined): LateCreditRule =>
  row
    ? { per_hour: paiseToRupees(row.perHourPaise), cap_percent: row.capPercent, grace_minutes: row.graceMinutes, updated_at: row.updatedAt.toISOString() }
    : { ...LATE_CREDIT_DEFAULTS, updated_at: null };

const view = (row: PromiseRow, credit: LateCreditRow | undefined): BookingPromise => ({
  ready_by: row.readyBy.toISOString(),
  back_by: row.backBy?.toISOString() ?? null,
  due_ready_by: row.dueReadyBy.toISOString(),
  due_back_by: row.dueBackBy?.toISOString() ?? null,
  moved_later: row.movedLater,
  late_credit: credit
    ? {
        amount: paiseToRupees(credit.amountPaise),
        minutes_late: Math.round((credit.deliveredAt.getTime() - credit.promisedAt.getTime()) / 60_000),
        at: credit.createdAt.toISOString(),
      }
    : null,
});

/** When the car will be ready (and back), promised by the garage; and the late credit when it was not (ADR 38). */
export function promisesService(db: Db, deps: PromisesDeps) {
  const repo = promisesRepository(db);
  const now = () => new Date(deps.now());
  /** The latest a promise may name: the booked slot's end in IST plus the margin, so a garage cannot promise "some day". */
  async function latestPromise(booking: BookingRow): Promise<Date> {
    const [slot] = await deps.slots.templatesByIds([booking.slotTemplateId]);
    const slotEnd = Date.parse(`${booking.bookingDate}T${slot!.endTime}+05:30`);
    return new Date(slotEnd + deps.marginHours * 3_600_000);
  }
  const timeWords = (at: Date) =>
    at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });

  /**
   * Once the car is delivered (handed back, or completed for a walk-in) and the order is paid in full (a cash
   * order once its cash is collected: the credit waits for whichever comes last), compares with what the
   * garage was held to; late beyond the grace period: one credit, its wallet entry and its timeline entry (the
   * SMS) in one transaction, keyed by the booking, so a job run twice credits once. Under the booking's lock,
   * never more than the order may still give back (ADR 44).
   */
  async function creditLate(event: BookingEventPublished): Promise<void> {
    const promise = await repo.ofBooking(event.bookingId);
    if (!promise) return;
    const byHandback = promise.dueBackBy !== null;
    const deliveredAt = await deps.bookings.firstEventAt(event.bookingId, byHandback ? HANDBACK_EVENT : 'completed');
    if (!deliveredAt) return;
    const promisedAt = byHandback ? promise.dueBackBy! : promise.dueReadyBy;
    const rule = ruleView(await repo.rule());
    const minutesLate = Math.floor((deliveredAt.getTime() - promisedAt.getTime()) / 60_000);
    await db.transaction(async (tx) => {
      const { booking, money } = await deps.bookings.lockMoney(event.bookingId, tx);
      if (booking.paymentStatus !== 'paid') return;
      const amountPaise = Math.min(lateCreditPaise(rule, booking.totalPaise, minutesLate), money.givableBackPaise);
      if (amountPaise <= 0) return;
      const at = now();
      // The ledger's row first: refused when the order may not give it back, and kept once per booking like the credit.
      if (!(await deps.bookings.credit(booking.id, amountPaise, `late:${booking.id}`, tx))) return;
      const credit = await promisesRepository(tx).insertCredit({
        bookingId: booking.id,
        userId: booking.userId,
        garageId: booking.garageId,
        promisedAt,
        deliveredAt,
        amountPaise,
        createdAt: at,
      });
      if (!credit) return;
      const note = `Car ${byHandback ? 'returned' : 'ready'} late on order ${formatOrderNumber(booking.trackingId)}`;
      await deps.wallet.credit(tx, { userId: booking.userId, amountPaise, kind: 'late', entryKey: `late:${booking.id}`, bookingId: booking.id, note });
      await deps.bookings.recordEvent(booking.id, 'late_credit', { note: `${formatRupees(paiseToRupees(amountPaise))} CarSeva Money`, actor: SYSTEM, tx });
    });
  }

  return {
    async of(booking: BookingRow): Promise<BookingPromise | null> {
      const [row, credit] = await Promise.all([repo.ofBooking(booking.id), repo.creditOf(booking.id)]);
      return row ? view(row, credit) : null;
    },

    /** The garage states (or moves) the promise; a later time tells the customer, and lateness still counts from the earlier one. */
    async promise(booking: BookingRow, body: z.infer<typeof promiseBody>, actor: Actor): Promise<BookingPromise> {
      if (booking.serviceStatus !== 'accepted' && booking.serviceStatus !== 'processing') throw conflict(PROMISE_MESSAGES.notNow, 'NOT_IN_SERVICE');
      const at = now();
      const readyBy = new Date(body.ready_by);
      const backBy = body.back_by ? new Date(body.back_by) : null;
      if (readyBy <= at) throw unprocessable(PROMISE_MESSAGES.inPast, { ready_by: [PROMISE_MESSAGES.inPast] }, 'PROMISE_IN_PAST');
      // A car that was fetched goes back by a drop leg: its promise says when, and lateness counts from that.
      if (booking.handover === 'pickup' && !backBy)
        throw unprocessable(PROMISE_MESSAGES.backByRequired, { back_by: [PROMISE_MESSAGES.backByRequired] }, 'BACK_BY_REQUIRED');
      const latest = await latestPromise(booking);
      for (const [field, time] of [
        ['ready_by', readyBy],
        ['back_by', backBy],
      ] as const) {
        if (time && time > latest) {
          const message = PROMISE_MESSAGES.tooLate(deps.marginHours, latest);
          throw unprocessable(message, { [field]: [message] }, 'PROMISE_TOO_LATE');
        }
      }
      const row = await db.transaction(async (tx) => {
        const txRepo = promisesRepository(tx);
        const before = await txRepo.ofBooking(booking.id);
        const later = before !== undefined && (readyBy > before.readyBy || (backBy !== null && before.backBy !== null && backBy > before.backBy));
        const saved = await txRepo.set(booking.id, readyBy, backBy, later, at);
        const words = `ready by ${timeWords(readyBy)}${backBy ? `, back by ${timeWords(backBy)}` : ''}`;
        await deps.bookings.recordEvent(booking.id, later ? 'promise_later' : 'promise_set', { note: words, actor, tx });
        return saved;
      });
      return view(row, await repo.creditOf(booking.id));
    },

    /** Before a status change, in its transaction: a picked-up car's work starts only once its promise is stated (ADR 46). */
    async refuseChange(tx: Executor, booking: BookingRow, to: string): Promise<void> {
      if (to === 'processing' && booking.handover === 'pickup' && !(await promisesRepository(tx).ofBooking(booking.id)))
        throw conflict(PROMISE_MESSAGES.required, 'PROMISE_FIRST');
    },

    rule: async (): Promise<LateCreditRule> => ruleView(await repo.rule()),

    /** Late credits made since an instant, oldest first (the admin's desk). */
    creditsSince: (since: Date, limit: number) => repo.creditsSince(since, limit),
    /** Late deliveries since an instant, per garage (the garages' figures). */
    lateByGarage: (since: Date) => repo.lateByGarage(since),

    async setRule(adminId: number, body: LateCreditRuleBody): Promise<LateCreditRule> {
      return ruleView(
        await repo.saveRule({
          perHourPaise: rupeesToPaise(body.per_hour),
          capPercent: body.cap_percent,
          graceMinutes: body.grace_minutes,
          updatedBy: adminId,
          updatedAt: now(),
        }),
      );
    },

    jobs: (): JobDefinition<never>[] => [
      {
        name: PROMISE_JOBS.creditLate,
        subscribesTo: [BOOKING_EVENT],
        onlyWhen: (event) => CREDIT_CHANCES.includes(event.kind),
        retryLimit: 5,
        run: creditLate,
      } satisfies JobDefinition<BookingEventPublished>,
    ],
  };
}

export type PromisesService = ReturnType<typeof promisesService>;
