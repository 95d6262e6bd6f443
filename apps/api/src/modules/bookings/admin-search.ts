import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { type AdminBooking, type AdminPage, type ServiceStatus, pageMetaOf } from '@carseva/shared';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth';
import type { bookingPresenter } from './presenter';
import type { BookingRow } from './repository';
import * as t from './schema';

export const ADMIN_PAGE_SIZE = 25;

/** What the platform team searches bookings by; userId is the customer whose mobile number was given. */
export interface AdminBookingFilter {
  trackingId?: string;
  userId?: number;
  garageId?: number;
  cityId?: number;
  status?: ServiceStatus;
  /** Service dates, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  sort: 'created_at' | 'booking_date' | 'amount';
  order: 'asc' | 'desc';
  page: number;
}

const SORTS = { created_at: t.bookings.createdAt, booking_date: t.bookings.bookingDate, amount: t.bookings.totalPaise } as const;

export interface AdminSearchDeps {
  presenter: ReturnType<typeof bookingPresenter>;
  auth: Pick<AuthService, 'usersByIds'>;
}

/** Any booking, found by the platform team: every garage, with the customer's phone in full. */
export function adminBookingSearch(db: Db, deps: AdminSearchDeps) {
  async function present(rows: BookingRow[]): Promise<AdminBooking[]> {
    // The garage's view (legs without their handover codes), with the customer's phone in full.
    const [bookings, users] = await Promise.all([deps.presenter.garage(rows), deps.auth.usersByIds(rows.map((r) => r.userId))]);
    return bookings.map((booking, i) => {
      const user = users.find((u) => u.id === rows[i]!.userId);
      return { ...booking, customer: { name: user?.name ?? '', mobile_no: user?.mobile_no ?? '' } };
    });
  }

  return {
    present,

    /** Tracking ids by booking id (the inbox names the order a message is about). */
    async trackingIds(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: t.bookings.id, trackingId: t.bookings.trackingId }).from(t.bookings).where(inArray(t.bookings.id, ids));
      return new Map(rows.map((r) => [r.id, r.trackingId]));
    },

    async search(filter: AdminBookingFilter): Promise<AdminPage<AdminBooking>> {
      const where: SQL | undefined = and(
        filter.trackingId ? eq(t.bookings.trackingId, filter.trackingId) : undefined,
        filter.userId === undefined ? undefined : eq(t.bookings.userId, filter.userId),
        filter.garageId === undefined ? undefined : eq(t.bookings.garageId, filter.garageId),
        filter.cityId === undefined ? undefined : eq(t.bookings.cityId, filter.cityId),
        filter.status ? eq(t.bookings.serviceStatus, filter.status) : undefined,
        filter.from ? gte(t.bookings.bookingDate, filter.from) : undefined,
        filter.to ? lte(t.bookings.bookingDate, filter.to) : undefined,
      );
      const column = SORTS[filter.sort];
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(t.bookings).where(where),
        db
          .select()
          .from(t.bookings)
          .where(where)
          .orderBy(filter.order === 'asc' ? asc(column) : desc(column), desc(t.bookings.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
      ]);
      return {
        data: await present(rows),
        meta: pageMetaOf(filter.page, total!.n, ADMIN_PAGE_SIZE),
      };
    },
  };
}

export type AdminBookingSearch = ReturnType<typeof adminBookingSearch>;
