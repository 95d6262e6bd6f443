import { isBookableDate, istDate, type GarageSchedule, type SlotChanges, type TimeSlot } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { CatalogService } from '../catalog';
import { slotsForDate } from './generate';
import { slotsRepository } from './repository';
import { say, sayDate, sayList } from '../../lib/i18n';

/** Writes a change's audit entry inside the change's transaction. */
type AuditHook = (tx: Executor) => Promise<void>;

export interface SlotsDeps {
  now: () => number;
  catalog: Pick<CatalogService, 'garageExists'>;
}

export const DATE_OUT_OF_RANGE = say('errors.booking.dateOutOfRange');

interface Span {
  start: string;
  end: string;
}
const hhmm = (time: string) => time.slice(0, 5);
const words = (span: Span) => `${hhmm(span.start)}–${hhmm(span.end)}`;

/** What the garage's owner is told when a change to its slots is refused. */
export const SLOT_MESSAGES = {
  overlap: (added: Span, other: Span) =>
    say('errors.slot.overlap', { added: words(added), other: words(other), otherEnd: hhmm(other.end), otherStart: hhmm(other.start) }),
  notFound: (slotId: number) => say('errors.slot.notFound', { slot: slotId }),
  dateInPast: say('errors.slot.dateInPast'),
  dateInPastField: say('errors.slot.dateInPastField'),
  belowBooked: (start: string, capacity: number, over: readonly { date: string; booked: number }[]) =>
    say('errors.slot.belowBooked', {
      slot: hhmm(start),
      capacity,
      dates: sayList(over.map((o) => say('errors.slot.bookedOn', { date: sayDate(o.date, 'day'), count: o.booked }))),
    }),
} as const;

/**
 * The first new slot that overlaps an existing one or another new one, and which. Times are
 * "HH:MM:SS" (they compare as text); a slot ending when the next starts does not overlap it.
 */
export function overlapOf(existing: readonly Span[], added: readonly Span[]): { added: Span; other: Span } | null {
  for (const [index, slot] of added.entries()) {
    const other = [...existing, ...added.slice(0, index)].find((o) => slot.start < o.end && o.start < slot.end);
    if (other) return { added: slot, other };
  }
  return null;
}

export type SlotTemplateRow = Awaited<ReturnType<ReturnType<typeof slotsRepository>['templatesByIds']>>[number];

/**
 * Slot templates and the seats taken on them. takeSeat/releaseSeat accept the caller's transaction,
 * so a booking and its seat are written together or not at all.
 */
export function slotsService(db: Db, deps: SlotsDeps) {
  const repo = slotsRepository(db);
  /**
   * A template's garage and times never change (schedules change capacities and add templates, never
   * edit or remove one), so each is read once per process; capacity is not part of it.
   */
  const knownTemplates = new Map<number, SlotTemplateRow>();

  /** The slots a closure covers: one of the garage's, or all of them; only dates from today. */
  async function closable(garageId: number, date: string, slotId: number | undefined) {
    if (date < istDate(new Date(deps.now()))) throw unprocessable(SLOT_MESSAGES.dateInPast, { date: [SLOT_MESSAGES.dateInPastField] }, 'DATE_IN_PAST');
    const templates = await repo.templatesOf(garageId);
    if (slotId === undefined) return templates;
    const template = templates.find((tpl) => tpl.id === slotId);
    if (!template) throw notFound(SLOT_MESSAGES.notFound(slotId), 'SLOT_NOT_FOUND');
    return [template];
  }

  const on = (tx?: Executor) => (tx ? slotsRepository(tx) : repo);
  return {
    async slotsOn(garageId: number, date: string): Promise<TimeSlot[]> {
      const now = new Date(deps.now());
      if (!isBookableDate(date, now)) throw unprocessable(DATE_OUT_OF_RANGE, { date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
      if (!(await deps.catalog.garageExists(garageId))) throw notFound(`No garage with id ${garageId}`, 'GARAGE_NOT_FOUND');
      const templates = await repo.templatesOf(garageId);
      const usage = await repo.usageOn(
        templates.map((tpl) => tpl.id),
        date,
      );
      return slotsForDate(templates, date, now, usage);
    },

    /** A garage's slots as it manages them, and the closures from today on. */
    async schedule(garageId: number): Promise<GarageSchedule> {
      const templates = await repo.templatesOf(garageId);
      const closed = await repo.closedFrom(
        templates.map((tpl) => tpl.id),
        istDate(new Date(deps.now())),
      );
      return {
        slots: templates.map((tpl) => ({ id: tpl.id, start_time: tpl.startTime, end_time: tpl.endTime, capacity: tpl.capacity })),
        closures: closed.map((c) => ({ date: c.date, slot_id: c.slotTemplateId, booked: c.booked, reason: c.reason })),
      };
    },

    /**
     * Changes slot capacities and adds new slots. Lowering a capacity below the seats already taken
     * on an upcoming date is refused (the booking is never dropped): 409 naming the dates.
     */
    /** `audit` (here and in close/reopen) writes the change's audit entry in its transaction. */
    async updateSchedule(garageId: number, changes: SlotChanges, audit?: AuditHook): Promise<GarageSchedule> {
      const today = istDate(new Date(deps.now()));
      await db.transaction(async (tx) => {
        const txRepo = slotsRepository(tx);
        const existing = await txRepo.templatesOf(garageId);
        for (const change of changes.slots) {
          if (change.id === undefined) continue;
          const template = existing.find((tpl) => tpl.id === change.id);
          if (!template) throw notFound(SLOT_MESSAGES.notFound(change.id), 'SLOT_NOT_FOUND');
          if (template.capacity === change.capacity) continue;
          const over = await txRepo.overbookedFrom(template.id, today, change.capacity);
          if (over.length > 0) throw conflict(SLOT_MESSAGES.belowBooked(template.startTime, change.capacity, over), 'CAPACITY_BELOW_BOOKED');
          await txRepo.setCapacity(template.id, today, change.capacity);
        }
        const added = changes.slots.filter((c) => c.id === undefined);
        const clash = overlapOf(
          existing.map((tpl) => ({ start: tpl.startTime, end: tpl.endTime })),
          added.map((c) => ({ start: c.start_time, end: c.end_time })),
        );
        if (clash) throw conflict(SLOT_MESSAGES.overlap(clash.added, clash.other), 'SLOT_OVERLAPS');
        await txRepo.insertTemplates(added.map((c) => ({ garageId, startTime: c.start_time, endTime: c.end_time, capacity: c.capacity })));
        await audit?.(tx);
      });
      return this.schedule(garageId);
    },

    /** Closes one slot, or the whole day, on a date; customers' slot grids show it unavailable at once. */
    async close(garageId: number, date: string, slotId: number | undefined, reason: string | null, audit?: AuditHook): Promise<number[]> {
      const templates = await closable(garageId, date, slotId);
      await db.transaction(async (tx) => {
        await slotsRepository(tx).setClosed(templates, date, true, reason);
        await audit?.(tx);
      });
      return templates.map((tpl) => tpl.id);
    },

    async reopen(garageId: number, date: string, slotId: number | undefined, audit?: AuditHook): Promise<void> {
      const templates = await closable(garageId, date, slotId);
      await db.transaction(async (tx) => {
        await slotsRepository(tx).setClosed(templates, date, false, null);
        await audit?.(tx);
      });
    },

    /** Slot templates by id: their garage and times. */
    async templatesByIds(ids: readonly number[]): Promise<SlotTemplateRow[]> {
      const unique = [...new Set(ids)];
      const missing = unique.filter((id) => !knownTemplates.has(id));
      if (missing.length > 0) for (const row of await repo.templatesByIds(missing)) knownTemplates.set(row.id, row);
      return unique.flatMap((id) => knownTemplates.get(id) ?? []);
    },

    /** Takes one seat while seats are left (one atomic statement, see the repository); false when full or unknown. */
    takeSeat: (template: { id: number }, date: string, tx?: Executor) => on(tx).takeSeat(template.id, date),

    /**
     * takeSeat for each of several slot-dates, which must be distinct, in one statement; for each,
     * whether it got its seat.
     */
    async takeSeats(seats: { templateId: number; date: string }[], tx?: Executor): Promise<boolean[]> {
      const wanted = seats.map((seat) => `${seat.templateId} ${seat.date}`);
      if (new Set(wanted).size !== wanted.length) throw new Error('takeSeats takes one seat per slot and date');
      if (seats.length === 0) return [];
      const taken = new Set((await on(tx).takeSeats(seats)).map((seat) => `${seat.templateId} ${seat.date}`));
      return wanted.map((seat) => taken.has(seat));
    },

    releaseSeat: (templateId: number, date: string, tx?: Executor) => on(tx).releaseSeat(templateId, date),
  };
}

export type SlotsService = ReturnType<typeof slotsService>;
