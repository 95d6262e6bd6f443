import type { ServiceStatus } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { conflict } from '../../lib/errors';
import { say, type Text } from '../../lib/i18n';
import type { SlotsService } from '../slots';
import { MONEY_MESSAGES, moneyOf } from './money';
import { type Actor, type ActorKind, SYSTEM } from './actor';
import { bookingsRepository, type BookingRow } from './repository';
import type { Journey } from './journey';
import type { RecordEvent } from './timeline';

/**
 * The booking lifecycle: which status may follow which. This table and change() below are the only
 * code that moves a booking's status; everything else asks them.
 */
export const TRANSITIONS: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['processing', 'cancelled'],
  processing: ['completed'],
  completed: [],
  cancelled: [],
  rejected: [],
};

/** Statuses that free the booking's seat when entered. */
const SEAT_FREEING: readonly ServiceStatus[] = ['cancelled', 'rejected'];

/** Published (through the job engine, in the change's transaction) after every status change. */
export const STATUS_CHANGED = 'booking.status-changed';
export interface StatusChanged {
  bookingId: number;
  /** The customer whose booking it is (e.g. the wallet returns what they spent on it). */
  userId: number;
  eventId: number;
  from: ServiceStatus;
  to: ServiceStatus;
  actor: ActorKind;
}

/**
 * Published (in the transaction that made it so) when a booking is completed and fully paid, whichever
 * came last: the service, the cash at the garage or the online balance. Rewards wait for this.
 */
export const BOOKING_SETTLED = 'booking.settled';
export interface BookingSettled {
  bookingId: number;
  userId: number;
}

/** Announces a settled booking if this row is one (completed, paid in full, something actually paid). */
export async function announceIfSettled(jobs: Pick<Jobs, 'publish'>, row: BookingRow, tx: Executor): Promise<void> {
  if (row.serviceStatus !== 'completed' || row.paymentStatus !== 'paid' || row.totalPaise <= 0) return;
  const settled: BookingSettled = { bookingId: row.id, userId: row.userId };
  await jobs.publish(BOOKING_SETTLED, settled, { tx });
}

export function canMove(from: ServiceStatus, to: ServiceStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** How a booking's status reads in a sentence ("This booking is {status}"). */
export const STATUS_WORDS: Record<ServiceStatus, Text> = {
  pending: say('errors.status.pending'),
  accepted: say('errors.status.accepted'),
  processing: say('errors.status.processing'),
  completed: say('errors.status.completed'),
  cancelled: say('errors.status.cancelled'),
  rejected: say('errors.status.rejected'),
};

export const LIFECYCLE_MESSAGES = {
  unpaid: say('errors.desk.unpaid'),
} as const;

export const statusConflict = (current: ServiceStatus, to: ServiceStatus) =>
  conflict(say('errors.booking.invalidTransition', { status: STATUS_WORDS[current], to }), 'INVALID_TRANSITION');

export interface ChangeOptions {
  /** The timeline's event kind when it is not the new status itself (e.g. hold_expired). */
  eventKind?: string;
  note?: string;
  /** Change only an unpaid booking (an expiring hold must never cancel a booking paid meanwhile). */
  onlyIfUnpaid?: boolean;
  /** The caller's transaction, when the change is part of a larger write. */
  tx?: Executor;
}

export interface LifecycleDeps {
  now: () => number;
  slots: Pick<SlotsService, 'releaseSeat'>;
  jobs: Pick<Jobs, 'publish'>;
  record: RecordEvent;
  /** The car's journey: refuses what its legs contradict (no service before the car is at the garage), closes them when the booking ends. */
  journey: Pick<Journey, 'refuseChange' | 'changed'>;
}

export function bookingLifecycle(db: Db, deps: LifecycleDeps) {
  async function changeIn(tx: Executor, booking: BookingRow, to: ServiceStatus, actor: Actor, options: ChangeOptions): Promise<BookingRow | null> {
    const from = booking.serviceStatus as ServiceStatus;
    if (!canMove(from, to)) return null;
    if (to === 'accepted' && booking.paymentMode === 'online' && booking.paymentStatus === 'pending') throw conflict(LIFECYCLE_MESSAGES.unpaid, 'NOT_PAID');
    const at = new Date(deps.now());
    const repo = bookingsRepository(tx);
    await deps.journey.refuseChange(tx, booking, to);
    const ending = SEAT_FREEING.includes(to);
    let money = null;
    if (ending) {
      // Under the booking's lock, so cash cannot be recorded between this read and the change (ADR 27).
      await repo.lock(booking.id);
      money = moneyOf(await repo.money([booking.id]));
      if (money.held.cash > 0) throw conflict(MONEY_MESSAGES.cashTaken(money.held.cash), 'PAID_IN_CASH');
    }
    // Compare-and-swap on the status read: a concurrent change makes this one a no-op.
    const moved = await repo.moveStatus(booking.id, from, to, at, options.onlyIfUnpaid ?? false);
    if (!moved) return null;
    // CarSeva Money spent on it goes back to the wallet (the wallet module's job credits it, announced below).
    if (money && money.held.wallet > 0) await repo.giveBack(booking.id, 'wallet', money.held.wallet, 'wallet-return', at);
    // The seat the booking holds now (the swap returns the current row: a reschedule may have moved it since `booking` was read).
    if (ending) await deps.slots.releaseSeat(moved.slotTemplateId, moved.bookingDate, tx);
    await deps.journey.changed(tx, moved, to);
    const eventId = await deps.record(tx, { bookingId: booking.id, kind: options.eventKind ?? to, at, actor, note: options.note });
    // Extra work nobody answered does not hang on a finished job: it expires, and never joins the order.
    if (to === 'completed' || ending) {
      const expired = await repo.expireExtras(booking.id, at);
      if (expired > 0)
        await deps.record(tx, {
          bookingId: booking.id,
          kind: 'extras_expired',
          at,
          actor: SYSTEM,
          note: `${expired} item${expired === 1 ? '' : 's'} not answered`,
        });
    }
    const published: StatusChanged = { bookingId: booking.id, userId: booking.userId, eventId, from, to, actor: actor.kind };
    await deps.jobs.publish(STATUS_CHANGED, published, { tx });
    await announceIfSettled(deps.jobs, moved, tx);
    return moved;
  }

  return {
    /**
     * Moves a booking to `to` if the table allows it from its current status and nobody changed it
     * meanwhile; records a timestamped event naming the actor. Returns the changed row, or null.
     */
    async change(booking: BookingRow, to: ServiceStatus, actor: Actor, options: ChangeOptions = {}): Promise<BookingRow | null> {
      if (options.tx) return changeIn(options.tx, booking, to, actor, options);
      return db.transaction((tx) => changeIn(tx, booking, to, actor, options));
    },

    /** change(), or a 409 that says what status the booking is in now. */
    async require(booking: BookingRow, to: ServiceStatus, actor: Actor, options: ChangeOptions = {}): Promise<BookingRow> {
      const changed = await this.change(booking, to, actor, options);
      if (changed) return changed;
      const current = (await bookingsRepository(db).byId(booking.id))!;
      throw statusConflict(current.serviceStatus as ServiceStatus, to);
    },
  };
}

export type BookingLifecycle = ReturnType<typeof bookingLifecycle>;
