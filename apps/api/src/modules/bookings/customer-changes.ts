import { CHANGE_CUTOFF_HOURS, changeRefusal, isBookableDate, type RescheduleBody, type ServiceStatus, slotHasStarted } from '@carseva/shared';
import { say, SUPPORT_CONTACT } from '../../lib/i18n';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, unprocessable } from '../../lib/errors';
import { DATE_OUT_OF_RANGE, type SlotsService } from '../slots';
import type { Actor } from './actor';
import { type BookingLifecycle, STATUS_WORDS, statusConflict } from './lifecycle';
import { type BookingMoney, moneyOf } from './money';
import { bookingsRepository, type BookingRow } from './repository';
import type { RecordEvent } from './timeline';

type Change = 'cancelled' | 'rescheduled';

export const CHANGE_MESSAGES = {
  tooLate: (change: Change) => say('errors.change.tooLate', { change, hours: CHANGE_CUTOFF_HOURS, ...SUPPORT_CONTACT }),
  status: (change: Change, status: ServiceStatus) => say('errors.change.status', { status: STATUS_WORDS[status], change, ...SUPPORT_CONTACT }),
  unknownSlot: say('errors.change.unknownSlot'),
  slotStarted: say('errors.booking.slotStarted'),
  slotFull: say('errors.change.slotFull'),
  sameSlot: say('errors.change.sameSlot'),
  paidInCash: say('errors.change.paidInCash', SUPPORT_CONTACT),
} as const;

/**
 * Cash handed to the garage cannot go back through the payment provider: such a booking is cancelled
 * through support, whichever way the rest of it was paid (ADR 27).
 */
export const paidInCash = (money: BookingMoney) => money.held.cash > 0;

export interface CustomerChangesDeps {
  now: () => number;
  lifecycle: BookingLifecycle;
  slots: Pick<SlotsService, 'templatesByIds' | 'takeSeat' | 'releaseSeat'>;
  record: RecordEvent;
}

/** Orders seat rows (slot template, date) the same way in every transaction. */
const seatKey = (slotTemplateId: number, date: string) => `${date}#${String(slotTemplateId).padStart(10, '0')}`;

const slotFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
/** 2026-03-03 and 14:30:00 → "3 Mar, 2:30 pm" (the timeline's note on a reschedule; IST wall-clock read as UTC). */
const slotWords = (date: string, time: string) => slotFormat.format(new Date(`${date}T${time}Z`));

/** 409 with why, and how to reach support, when the customer may not change the booking now. */
function refuseUnlessChangeable(row: BookingRow, change: Change, now: Date): void {
  const refusal = changeRefusal({ status: row.serviceStatus, date: row.bookingDate, startTime: row.bookingTime }, now);
  if (refusal === 'status') throw conflict(CHANGE_MESSAGES.status(change, row.serviceStatus as ServiceStatus), 'NOT_CHANGEABLE');
  if (refusal === 'too_late') throw conflict(CHANGE_MESSAGES.tooLate(change), 'TOO_LATE_TO_CHANGE');
}

/**
 * What the customer changes about their own booking: cancel it, or move it to another slot at the same
 * garage. Each runs on the booking's locked row, so a second tap, a retry or another tab finds the
 * change already made (and answers with it) instead of making it twice.
 */
export function customerChanges(db: Db, deps: CustomerChangesDeps) {
  return {
    async cancel(booking: BookingRow, reason: string, actor: Actor): Promise<void> {
      const now = new Date(deps.now());
      await db.transaction(async (tx) => {
        const repo = bookingsRepository(tx);
        const locked = (await repo.lock(booking.id))!;
        if (locked.serviceStatus === 'cancelled') return;
        refuseUnlessChangeable(locked, 'cancelled', now);
        if (paidInCash(moneyOf(await repo.money([locked.id])))) throw conflict(CHANGE_MESSAGES.paidInCash, 'PAID_IN_CASH');
        // The lifecycle frees the seat, records the event and announces it (payments refund, notifications tell the garage).
        if (!(await deps.lifecycle.change(locked, 'cancelled', actor, { note: reason, tx })))
          throw statusConflict(locked.serviceStatus as ServiceStatus, 'cancelled');
      });
    },

    /**
     * Takes the new seat and gives back the old one in one transaction: a full slot (the database's
     * conditional seat update says so) changes nothing. Seats are touched in a fixed order, so two
     * customers swapping slots with each other cannot deadlock.
     */
    async reschedule(booking: BookingRow, body: RescheduleBody, actor: Actor): Promise<void> {
      const now = new Date(deps.now());
      if (!isBookableDate(body.booking_date, now)) throw unprocessable(DATE_OUT_OF_RANGE, { booking_date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
      const [slot] = await deps.slots.templatesByIds([body.booking_slot]);
      if (!slot || slot.garageId !== booking.garageId)
        throw unprocessable(CHANGE_MESSAGES.unknownSlot, { booking_slot: [CHANGE_MESSAGES.unknownSlot] }, 'UNKNOWN_SLOT');
      if (slotHasStarted(body.booking_date, slot.startTime, now))
        throw unprocessable(CHANGE_MESSAGES.slotStarted, { booking_slot: [CHANGE_MESSAGES.slotStarted] }, 'SLOT_STARTED');
      try {
        await db.transaction(async (tx) => {
          const repo = bookingsRepository(tx);
          const locked = (await repo.lock(booking.id))!;
          if (locked.slotTemplateId === slot.id && locked.bookingDate === body.booking_date) return;
          refuseUnlessChangeable(locked, 'rescheduled', now);
          const swap = [
            { key: seatKey(slot.id, body.booking_date), run: () => deps.slots.takeSeat(slot, body.booking_date, tx) },
            {
              key: seatKey(locked.slotTemplateId, locked.bookingDate),
              run: async () => {
                await deps.slots.releaseSeat(locked.slotTemplateId, locked.bookingDate, tx);
                return true;
              },
            },
          ].sort((a, b) => a.key.localeCompare(b.key));
          for (const step of swap) {
            if (!(await step.run())) throw conflict(CHANGE_MESSAGES.slotFull, 'SLOT_FULL');
          }
          await repo.moveSlot(locked.id, { slotTemplateId: slot.id, bookingDate: body.booking_date, bookingTime: slot.startTime }, now);
          const note = `from ${slotWords(locked.bookingDate, locked.bookingTime)} to ${slotWords(body.booking_date, slot.startTime)}`;
          await deps.record(tx, { bookingId: locked.id, kind: 'rescheduled', at: now, actor, note });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(CHANGE_MESSAGES.sameSlot, 'ALREADY_BOOKED_SLOT');
        throw error;
      }
    },
  };
}
