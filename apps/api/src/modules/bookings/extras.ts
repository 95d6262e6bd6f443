import { formatRupees, paiseToRupees } from '@carseva/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from './actor';
import { withExtraWork } from './pricing';
import type { RecordEvent } from './timeline';
import { bookingsRepository, type BookingRow } from './repository';

export const EXTRA_MESSAGES = {
  notFound: 'This extra item is not part of your order.',
  decided: 'You have already answered this item.',
  notNow: 'Extra work can be approved only while your car is with the garage.',
} as const;

/** The customer's answer to extra work the garage proposed; an approved item joins the order's price. */
export function extraWork(db: Db, deps: { now: () => number; record: RecordEvent }) {
  return {
    async decide(booking: BookingRow, extraId: number, to: 'approved' | 'declined', actor: Actor): Promise<void> {
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const repo = bookingsRepository(tx);
        const locked = (await repo.lock(booking.id))!;
        const extra = await repo.extraOf(booking.id, extraId);
        if (!extra) throw notFound(EXTRA_MESSAGES.notFound, 'EXTRA_NOT_FOUND');
        if (extra.status !== 'proposed') throw conflict(EXTRA_MESSAGES.decided, 'EXTRA_DECIDED');
        if (to === 'approved' && locked.serviceStatus !== 'accepted' && locked.serviceStatus !== 'processing')
          throw conflict(EXTRA_MESSAGES.notNow, 'NOT_IN_SERVICE');
        if (!(await repo.decideExtra(booking.id, extraId, to, at))) throw conflict(EXTRA_MESSAGES.decided, 'EXTRA_DECIDED');
        const note = `${extra.name} (${formatRupees(paiseToRupees(extra.pricePaise))})`;
        if (to === 'approved') {
          await repo.reprice(booking.id, withExtraWork(locked, extra.pricePaise), at);
        }
        await deps.record(tx, { bookingId: booking.id, kind: to === 'approved' ? 'extra_approved' : 'extra_declined', at, actor, note });
      });
    },
  };
}
