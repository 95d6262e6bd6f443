import {
  type BookedDayMove,
  EXTRAS_LIMITS,
  extrasCeilingRupees,
  formatRupees,
  isBeforeBookedDay,
  paiseToRupees,
  rupeesToPaise,
  type ExtrasBody,
  type PartnerBooking,
  type PartnerBookingList,
  serviceStatus,
  type ServiceStatus,
  pageMetaOf,
} from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { conflict, unprocessable } from '../../lib/errors';
import { say, sayDate } from '../../lib/i18n';
import type { Actor } from './actor';
import { announceIfSettled, type BookingLifecycle, statusConflict } from './lifecycle';
import type { bookingPresenter } from './presenter';
import { bookingsRepository, type BookingRow } from './repository';
import type { RecordEvent } from './timeline';

export const DESK_PAGE_SIZE = 50;

/** What the desk tells the garage's staff when it refuses a move. */
export const DESK_MESSAGES = {
  nothingDue: say('errors.desk.nothingDue'),
  cashNotNow: say('errors.desk.cashNotNow'),
  extrasNotNow: say('errors.desk.extrasNotNow'),
  partsNotNow: say('errors.desk.partsNotNow'),
  extrasTooMany: (already: number) => say('errors.desk.extrasTooMany', { max: EXTRAS_LIMITS.maxItems, already }),
  extrasTooMuch: (ceilingRupees: number, openRupees: number) =>
    say('errors.desk.extrasTooMuch', {
      ceiling: formatRupees(ceilingRupees),
      multiple: EXTRAS_LIMITS.maxMultipleOfOrder,
      floor: formatRupees(EXTRAS_LIMITS.floorRupees),
      open: formatRupees(openRupees),
    }),
} as const;

const LIVE: readonly string[] = ['accepted', 'processing', 'completed'];
/** Moves that wait for the booked day: the car is fetched and worked on that day, and paid for then. */
const ON_THE_DAY: Partial<Record<ServiceStatus, BookedDayMove>> = { processing: 'start', completed: 'complete' };

export interface GarageDeskDeps {
  now: () => number;
  jobs: Pick<Jobs, 'publish'>;
  record: RecordEvent;
  lifecycle: BookingLifecycle;
  presenter: ReturnType<typeof bookingPresenter>;
}

/** What a garage does with its bookings: the day's jobs, moving them on, cash and extra work. */
export function garageDesk(db: Db, deps: GarageDeskDeps) {
  const repo = bookingsRepository(db);
  const now = () => new Date(deps.now());
  const presentOne = async (row: BookingRow) => (await deps.presenter.garage([row]))[0]!;
  const reload = async (row: BookingRow) => presentOne((await repo.byId(row.id))!);
  /** A 409 in words for a move made before the booking's day in IST (an invoice is never dated before its service). */
  const refuseBeforeDay = (row: BookingRow, move: BookedDayMove | undefined) => {
    if (move && isBeforeBookedDay(row.bookingDate, now())) {
      throw conflict(say('errors.bookedDay', { day: sayDate(row.bookingDate, 'day'), move }), 'BEFORE_BOOKED_DAY');
    }
  };

  return {
    async day(garageId: number, query: { date: string; status?: ServiceStatus; page: number }): Promise<PartnerBookingList> {
      const [counts, rows] = await Promise.all([
        repo.garageDayCounts(garageId, query.date),
        repo.garageDay(garageId, query.date, query.status, DESK_PAGE_SIZE, (query.page - 1) * DESK_PAGE_SIZE),
      ]);
      const total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        data: await deps.presenter.garage(rows),
        meta: pageMetaOf(query.page, total, DESK_PAGE_SIZE),
        counts: Object.fromEntries(serviceStatus.options.map((status) => [status, counts[status] ?? 0])) as PartnerBookingList['counts'],
      };
    },

    /** The booking, whichever garage it is at: the caller checks the garage is theirs. */
    byTrackingId: (trackingId: string) => repo.byTrackingId(trackingId),

    present: presentOne,

    async move(row: BookingRow, to: ServiceStatus, actor: Actor, reason?: string, audit?: AuditHook): Promise<PartnerBooking> {
      refuseBeforeDay(row, ON_THE_DAY[to]);
      const moved = await db.transaction(async (tx) => {
        const changed = await deps.lifecycle.change(row, to, actor, { note: reason, tx });
        if (changed) await audit?.(tx, changed);
        return changed;
      });
      if (!moved) throw statusConflict((await repo.byId(row.id))!.serviceStatus as ServiceStatus, to);
      return reload(row);
    },

    /** Cash on delivery (or the balance of extra work) received at the garage. */
    async collectCash(row: BookingRow, actor: Actor, audit?: AuditHook): Promise<PartnerBooking> {
      if (!LIVE.includes(row.serviceStatus)) throw conflict(DESK_MESSAGES.cashNotNow, 'NOT_ACCEPTED');
      refuseBeforeDay(row, 'cash');
      await db.transaction(async (tx) => {
        const txRepo = bookingsRepository(tx);
        const amount = await txRepo.collectCash(row.id, now());
        if (amount === null) throw conflict(DESK_MESSAGES.nothingDue, 'NOTHING_DUE');
        const eventId = await deps.record(tx, { bookingId: row.id, kind: 'cash_collected', at: now(), actor, note: formatRupees(paiseToRupees(amount)) });
        await txRepo.receive(row.id, 'cash', amount, `cash:${eventId}`, now());
        const after = (await txRepo.byId(row.id))!;
        await announceIfSettled(deps.jobs, after, tx);
        await audit?.(tx, after);
      });
      return reload(row);
    },

    /** Photos of the parts the job replaced (the route has checked they are this booking's ready photos). */
    async addPartsPhotos(row: BookingRow, photoIds: string[], actor: Actor): Promise<PartnerBooking> {
      if (row.serviceStatus !== 'processing' && row.serviceStatus !== 'completed') throw conflict(DESK_MESSAGES.partsNotNow, 'NOT_IN_SERVICE');
      await db.transaction(async (tx) => {
        await bookingsRepository(tx).addPartsPhotos(row.id, photoIds, now());
        await deps.record(tx, {
          bookingId: row.id,
          kind: 'parts_photos',
          at: now(),
          actor,
          note: `${photoIds.length} photo${photoIds.length === 1 ? '' : 's'}`,
        });
      });
      return reload(row);
    },

    async proposeExtras(row: BookingRow, body: ExtrasBody, actor: Actor, audit?: AuditHook): Promise<PartnerBooking> {
      if (row.serviceStatus !== 'accepted' && row.serviceStatus !== 'processing') throw conflict(DESK_MESSAGES.extrasNotNow, 'NOT_IN_SERVICE');
      await db.transaction(async (tx) => {
        const txRepo = bookingsRepository(tx);
        const items = body.items.map((item) => ({
          name: item.name,
          pricePaise: rupeesToPaise(item.price),
          note: item.note ?? null,
          photoIds: item.photos ?? [],
        }));
        // Under the booking's lock, so two proposals at once cannot both slip under the limits.
        await txRepo.lock(row.id);
        const [tally, servicesPaise] = [await txRepo.extrasTally(row.id), await txRepo.itemsSubtotal(row.id)];
        if (tally.count + items.length > EXTRAS_LIMITS.maxItems) {
          const message = DESK_MESSAGES.extrasTooMany(tally.count);
          throw unprocessable(message, { items: [message] }, 'TOO_MANY_EXTRAS');
        }
        const ceilingRupees = extrasCeilingRupees(paiseToRupees(servicesPaise));
        if (tally.openPaise + items.reduce((sum, item) => sum + item.pricePaise, 0) > rupeesToPaise(ceilingRupees)) {
          const message = DESK_MESSAGES.extrasTooMuch(ceilingRupees, paiseToRupees(tally.openPaise));
          throw unprocessable(message, { items: [message] }, 'EXTRAS_OVER_LIMIT');
        }
        await txRepo.insertExtras(row.id, items, actor.userId ?? 0, now());
        const summary = items.map((item) => `${item.name} (${formatRupees(paiseToRupees(item.pricePaise))})`).join(', ');
        await deps.record(tx, { bookingId: row.id, kind: 'extras_proposed', at: now(), actor, note: summary });
        await audit?.(tx, row);
      });
      return reload(row);
    },
  };
}

export type GarageDesk = ReturnType<typeof garageDesk>;

/** Writes the audit entry of a garage's change, in the change's own transaction (the row is the booking after it). */
export type AuditHook = (tx: Executor, after: BookingRow) => Promise<void>;
