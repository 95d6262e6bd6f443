import { and, count, countDistinct, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { istInstant, paiseToRupees, type ServiceStatus } from '@carseva/shared';
import type { Db } from '../../db/client';
import * as t from './schema';

/** The business in figures, for the admin dashboard: bookings made since a date (IST), by day and status. */
export function bookingStats(db: Db) {
  return {
    /** Orders ever completed, and the customers they were for (the public pages' figures). */
    async servedTotals(): Promise<{ completed: number; customers: number }> {
      const [row] = await db
        .select({ completed: count(), customers: countDistinct(t.bookings.userId) })
        .from(t.bookings)
        .where(eq(t.bookings.serviceStatus, 'completed'));
      return { completed: row?.completed ?? 0, customers: row?.customers ?? 0 };
    },

    /** Jobs completed since an instant, per garage (garages with none are left out). */
    async completedByGarage(since: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ garageId: t.bookings.garageId, n: count() })
        .from(t.bookingEvents)
        .innerJoin(t.bookings, eq(t.bookings.id, t.bookingEvents.bookingId))
        .where(and(eq(t.bookingEvents.kind, 'completed'), gte(t.bookingEvents.createdAt, since)))
        .groupBy(t.bookings.garageId);
      return new Map(rows.map((r) => [r.garageId, r.n]));
    },

    async since(from: string) {
      const since = gte(t.bookings.createdAt, istInstant(from, '00:00:00'));
      const istDay = sql<string>`to_char(${t.bookings.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const [perDay, [served], garages] = await Promise.all([
        db.select({ date: istDay, status: t.bookings.serviceStatus, n: count() }).from(t.bookings).where(since).groupBy(istDay, t.bookings.serviceStatus),
        db
          .select({ total: sum(t.bookings.totalPaise).mapWith(Number), gst: sum(t.bookings.gstPaise).mapWith(Number) })
          .from(t.bookings)
          .where(and(since, eq(t.bookings.serviceStatus, 'completed'))),
        db
          .select({ garageId: t.bookings.garageId, n: count(), total: sum(t.bookings.totalPaise).mapWith(Number) })
          .from(t.bookings)
          .where(and(since, eq(t.bookings.serviceStatus, 'completed')))
          .groupBy(t.bookings.garageId)
          .orderBy(desc(count()), desc(sum(t.bookings.totalPaise)))
          .limit(10),
      ]);
      return {
        perDay: perDay.map((r) => ({ date: r.date, status: r.status as ServiceStatus, count: r.n })),
        revenue: paiseToRupees(served?.total ?? 0),
        gst: paiseToRupees(served?.gst ?? 0),
        topGarages: garages.map((g) => ({ garageId: g.garageId, bookings: g.n, revenue: paiseToRupees(g.total ?? 0) })),
      };
    },
  };
}
