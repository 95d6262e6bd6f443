import {
  type AdminDamageReport,
  DAMAGE_REPORT_HOURS,
  type damageDecisionBody,
  type DamageReport,
  type damageReportBody,
  formatOrderNumber,
  formatRupees,
  type OrderDamage,
  paiseToRupees,
  rupeesToPaise,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { AuthService } from '../auth';
import type { BookingRow, BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { MediaService } from '../media';
import { type DamageRow, damageRepository } from './damage-repository';
import { payOut, type PayoutDeps } from './payouts';
import { say } from '../../lib/i18n';

/** The drop leg's timeline entry when the car is handed back (the legs module's). */
const HANDED_BACK = 'drop_handed_back';
const QUEUE_LIMIT = 200;

export const DAMAGE_MESSAGES = {
  notBack: say('errors.damage.notBack'),
  tooLate: say('errors.damage.tooLate', { hours: DAMAGE_REPORT_HOURS }),
  open: say('errors.damage.open'),
  notFound: say('errors.damage.notFound'),
  resolved: say('errors.damage.resolved'),
} as const;

export interface DamageDeps extends PayoutDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'owned' | 'byId' | 'byIds' | 'firstEventAt' | 'recordEvent' | 'lockMoney' | 'credit'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
  media: Pick<MediaService, 'requireReady' | 'links'>;
  auth: Pick<AuthService, 'usersByIds'>;
}

/** Damage the customer reports within 48 hours of the car coming back; an admin resolves it once (ADR 38). */
export function damageReports(db: Db, deps: DamageDeps) {
  const repo = damageRepository(db);
  const now = () => new Date(deps.now());

  /** When the car came back: handed back by the drop leg (pickup), or completed (a walk-in, collected at the garage); null while it is not back. */
  async function returnedAt(booking: BookingRow): Promise<Date | null> {
    return deps.bookings.firstEventAt(booking.id, booking.handover === 'pickup' ? HANDED_BACK : 'completed');
  }

  async function present(rows: DamageRow[]): Promise<DamageReport[]> {
    const [bookings, photos] = await Promise.all([deps.bookings.byIds(rows.map((r) => r.bookingId)), deps.media.links(rows.flatMap((r) => r.photoIds))]);
    return rows.map((row) => ({
      id: row.id,
      order: bookings.find((b) => b.id === row.bookingId)!.trackingId,
      status: row.status as DamageReport['status'],
      description: row.description,
      photos: row.photoIds.flatMap((id) => photos.get(id) ?? []),
      outcome:
        row.decision && row.decidedAt
          ? {
              decision: row.decision as 'compensate' | 'reject',
              note: row.decisionNote ?? '',
              pay_to: (row.payTo as 'original' | 'wallet' | null) ?? null,
              amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
              decided_at: row.decidedAt.toISOString(),
            }
          : null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return {
    async forOrder(userId: number, trackingId: string): Promise<OrderDamage> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const [back, rows] = await Promise.all([returnedAt(booking), repo.ofBooking(booking.id)]);
      return { report_until: back ? new Date(back.getTime() + DAMAGE_REPORT_HOURS * 3600_000).toISOString() : null, reports: await present(rows) };
    },

    async report(userId: number, trackingId: string, body: z.infer<typeof damageReportBody>): Promise<DamageReport> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const back = await returnedAt(booking);
      if (!back) throw conflict(DAMAGE_MESSAGES.notBack, 'CAR_NOT_BACK');
      const at = now();
      if (at.getTime() > back.getTime() + DAMAGE_REPORT_HOURS * 3600_000) throw conflict(DAMAGE_MESSAGES.tooLate, 'REPORT_WINDOW_OVER');
      await deps.media.requireReady(body.photos, { purpose: 'dispute', bookingId: booking.id });
      const row = await db.transaction(async (tx) => {
        const inserted = await damageRepository(tx).insert({
          bookingId: booking.id,
          userId,
          garageId: booking.garageId,
          status: 'open',
          description: body.description,
          photoIds: body.photos,
          createdAt: at,
          updatedAt: at,
        });
        if (!inserted) throw conflict(DAMAGE_MESSAGES.open, 'REPORT_OPEN');
        await deps.bookings.recordEvent(booking.id, 'damage_reported', {
          note: `${body.photos.length} photo${body.photos.length === 1 ? '' : 's'}`,
          actor: { kind: 'customer', userId },
          tx,
        });
        return inserted;
      });
      return (await present([row]))[0]!;
    },

    /** The garage's view of an order's reports and their outcomes (the route has checked its staff). */
    ofBooking: async (booking: BookingRow) => present(await repo.ofBooking(booking.id)),

    async queue(filter: { status?: 'open' | 'resolved'; garage?: number; city?: number }): Promise<AdminDamageReport[]> {
      const rows = await repo.queue(filter.status ?? 'open', filter.garage ? [filter.garage] : null, QUEUE_LIMIT);
      const [garages, users] = await Promise.all([deps.catalog.garagesByIds(rows.map((r) => r.garageId)), deps.auth.usersByIds(rows.map((r) => r.userId))]);
      const inCity = rows.filter((r) => filter.city === undefined || garages.find((g) => g.id === r.garageId)?.cityId === filter.city);
      const reports = await present(inCity);
      return inCity.map((row, i) => {
        const garage = garages.find((g) => g.id === row.garageId)!;
        return {
          ...reports[i]!,
          garage: { id: garage.id, name: garage.name },
          customer: users.find((u) => u.id === row.userId)?.name ?? '',
          city_id: garage.cityId,
        };
      });
    },

    /** An admin resolves a report once: compensation (within what was paid for the order) or rejection with a reason. */
    async decide(adminId: number, reportId: number, body: z.infer<typeof damageDecisionBody>): Promise<DamageReport> {
      const report = await repo.byId(reportId);
      if (!report) throw notFound(DAMAGE_MESSAGES.notFound, 'REPORT_NOT_FOUND');
      if (report.status !== 'open') throw conflict(DAMAGE_MESSAGES.resolved, 'REPORT_RESOLVED');
      const booking = (await deps.bookings.byId(report.bookingId))!;
      const at = now();
      const row = await db.transaction(async (tx) => {
        const txRepo = damageRepository(tx);
        const resolved = await txRepo.resolve(report.id, {
          decision: body.decision,
          decisionNote: body.note,
          decidedBy: adminId,
          decidedAt: at,
          updatedAt: at,
        });
        if (!resolved) throw conflict(DAMAGE_MESSAGES.resolved, 'REPORT_RESOLVED');
        let words = `rejected: ${body.note}`;
        if (body.decision === 'compensate') {
          const note = `Damage compensation on order ${formatOrderNumber(booking.trackingId)}`;
          const amountPaise = await payOut(
            tx,
            deps,
            {
              booking,
              cause: `damage:${report.id}`,
              kind: 'damage',
              to: body.pay_to!,
              amountPaise: rupeesToPaise(body.amount!),
              fallbackPaise: 0,
              note,
            },
            at,
          );
          await txRepo.setPayment(report.id, body.pay_to!, amountPaise);
          Object.assign(resolved, { payTo: body.pay_to!, amountPaise });
          words = `${formatRupees(paiseToRupees(amountPaise))} ${body.pay_to === 'wallet' ? 'to CarSeva Money' : 'refunded to the original payment method'}: ${body.note}`;
        }
        await deps.bookings.recordEvent(booking.id, 'damage_resolved', { note: words, actor: { kind: 'admin', userId: adminId }, tx });
        return resolved;
      });
      return (await present([row]))[0]!;
    },
  };
}

export type DamageReports = ReturnType<typeof damageReports>;
