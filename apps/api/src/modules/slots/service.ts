import type { TimeSlot } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import { isBookableDate, slotsForDate } from './generate';
import { slotsRepository } from './repository';

export interface SlotsDeps {
  now: () => number;
  /** Frees seats held by online bookings that were never paid, before counting what is left. */
  releaseExpiredHolds: () => Promise<void>;
  catalog: Pick<CatalogService, 'garageExists'>;
}

export const DATE_OUT_OF_RANGE = 'Choose a date between today and 7 days from today.';

export type SlotTemplateRow = Awaited<ReturnType<ReturnType<typeof slotsRepository>['templatesByIds']>>[number];

/**
 * Slot templates and the seats taken on them. takeSeat/releaseSeat accept the caller's transaction,
 * so a booking and its seat are written together or not at all.
 */
export function slotsService(db: Db, deps: SlotsDeps) {
  const repo = slotsRepository(db);
  const on = (tx?: Executor) => (tx ? slotsRepository(tx) : repo);
  return {
    async slotsOn(garageId: number, date: string): Promise<TimeSlot[]> {
      const now = new Date(deps.now());
      if (!isBookableDate(date, now)) throw unprocessable(DATE_OUT_OF_RANGE, { date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
      if (!(await deps.catalog.garageExists(garageId))) throw notFound(`No garage with id ${garageId}`, 'GARAGE_NOT_FOUND');
      await deps.releaseExpiredHolds();
      const templates = await repo.templatesOf(garageId);
      const booked = await repo.bookedOn(
        templates.map((tpl) => tpl.id),
        date,
      );
      return slotsForDate(templates, date, now, booked);
    },

    /** Slot templates by id, with their garage and capacity. */
    async templatesByIds(ids: readonly number[]): Promise<SlotTemplateRow[]> {
      const unique = [...new Set(ids)];
      return unique.length === 0 ? [] : repo.templatesByIds(unique);
    },

    /** Takes one seat while seats are left (one atomic statement, see the repository); false when full. */
    takeSeat: (template: { id: number; capacity: number }, date: string, tx?: Executor) => on(tx).takeSeat(template, date),

    releaseSeat: (templateId: number, date: string, tx?: Executor) => on(tx).releaseSeat(templateId, date),
  };
}

export type SlotsService = ReturnType<typeof slotsService>;
