import type { TimeSlot } from '@carseva/shared';
import { notFound, unprocessable } from '../../lib/errors';
import { isBookableDate, slotsForDate } from './generate';
import type { SlotsRepository } from './repository';

export interface SlotsDeps {
  now: () => number;
  /** Frees seats held by online bookings that were never paid, before counting what is left. */
  releaseExpiredHolds: () => Promise<void>;
}

export const DATE_OUT_OF_RANGE = 'Choose a date between today and 7 days from today.';

export function slotsService(repo: SlotsRepository, deps: SlotsDeps) {
  return {
    async slotsOn(garageId: number, date: string): Promise<TimeSlot[]> {
      const now = new Date(deps.now());
      if (!isBookableDate(date, now)) throw unprocessable(DATE_OUT_OF_RANGE, { date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
      if (!(await repo.garageExists(garageId))) throw notFound(`No garage with id ${garageId}`, 'GARAGE_NOT_FOUND');
      await deps.releaseExpiredHolds();
      const templates = await repo.templatesOf(garageId);
      const booked = await repo.bookedOn(
        templates.map((tpl) => tpl.id),
        date,
      );
      return slotsForDate(templates, date, now, booked);
    },
  };
}

export type SlotsService = ReturnType<typeof slotsService>;
