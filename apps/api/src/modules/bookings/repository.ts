import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { Coupon } from './pricing';

export type BookingRow = typeof t.bookings.$inferSelect;
export type NewBooking = typeof t.bookings.$inferInsert;
/** An item as bought: the offering, its price, and the catalog's name and category for it then. */
export type NewBookingItem = { garageServiceId: number; pricePaise: number; serviceName: string; categoryId: number };

export interface BookingFilter {
  userId: number;
  statuses?: readonly string[];
  categoryId?: number;
}

function filterCondition(filter: BookingFilter): SQL | undefined {
  return and(
    eq(t.bookings.userId, filter.userId),
    filter.statuses ? inArray(t.bookings.serviceStatus, [...filter.statuses]) : undefined,
    filter.categoryId === undefined
      ? undefined
      : sql`exists (select 1 from ${t.bookingItems} bi where bi.booking_id = ${t.bookings.id} and bi.category_id = ${filter.categoryId})`,
  );
}

export function bookingsRepository(db: Executor) {
  return {
    async coupon(code: string): Promise<Coupon | undefined> {
      const [row] = await db.select().from(t.coupons).where(eq(t.coupons.code, code));
      return row;
    },

    async insertBooking(booking: NewBooking, items: NewBookingItem[], at: Date): Promise<BookingRow> {
      const [row] = await db.insert(t.bookings).values(booking).returning();
      await db.insert(t.bookingItems).values(items.map((item, position) => ({ ...item, bookingId: row!.id, position })));
      await db.insert(t.bookingEvents).values({ bookingId: row!.id, kind: 'placed', createdAt: at });
      return row!;
    },

    async addEvent(bookingId: number, kind: string, at: Date, note?: string): Promise<void> {
      await db.insert(t.bookingEvents).values({ bookingId, kind, note, createdAt: at });
    },

    async byTrackingId(trackingId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(t.bookings).where(eq(t.bookings.trackingId, trackingId));
      return row;
    },

    async byId(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(t.bookings).where(eq(t.bookings.id, id));
      return row;
    },

    async count(filter: BookingFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.bookings).where(filterCondition(filter));
      return row?.n ?? 0;
    },

    page(filter: BookingFilter, limit: number, offset: number): Promise<BookingRow[]> {
      return db.select().from(t.bookings).where(filterCondition(filter)).orderBy(desc(t.bookings.createdAt), desc(t.bookings.id)).limit(limit).offset(offset);
    },

    /** The items and timeline of bookings (what else a booking shows comes from the other modules). */
    async details(bookingIds: number[]) {
      if (bookingIds.length === 0) return { items: [], events: [] };
      const [items, events] = await Promise.all([
        db
          .select({
            bookingId: t.bookingItems.bookingId,
            id: t.bookingItems.garageServiceId,
            pricePaise: t.bookingItems.pricePaise,
            name: t.bookingItems.serviceName,
            categoryId: t.bookingItems.categoryId,
          })
          .from(t.bookingItems)
          .where(inArray(t.bookingItems.bookingId, bookingIds))
          .orderBy(asc(t.bookingItems.bookingId), asc(t.bookingItems.position)),
        db
          .select()
          .from(t.bookingEvents)
          .where(inArray(t.bookingEvents.bookingId, bookingIds))
          .orderBy(asc(t.bookingEvents.createdAt), asc(t.bookingEvents.id)),
      ]);
      return { items, events };
    },

    async setGstin(id: number, gstin: string, at: Date): Promise<void> {
      await db.update(t.bookings).set({ gstin, updatedAt: at }).where(eq(t.bookings.id, id));
    },

    /** Compare-and-swap: moves the booking only if it is still in one of the expected statuses. */
    async moveStatus(id: number, from: readonly string[], to: string, at: Date, onlyIfUnpaid: boolean): Promise<boolean> {
      const rows = await db
        .update(t.bookings)
        .set({ serviceStatus: to, holdExpiresAt: null, updatedAt: at })
        .where(and(eq(t.bookings.id, id), inArray(t.bookings.serviceStatus, [...from]), onlyIfUnpaid ? eq(t.bookings.paymentStatus, 'pending') : undefined))
        .returning({ id: t.bookings.id });
      return rows.length > 0;
    },

    /** Marks the booking paid unless it already is; true when this call did it. */
    async markPaid(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.bookings)
        .set({ paymentStatus: 'paid', holdExpiresAt: null, updatedAt: at })
        .where(and(eq(t.bookings.id, id), eq(t.bookings.paymentStatus, 'pending')))
        .returning({ id: t.bookings.id });
      return rows.length > 0;
    },

    /** Unpaid online bookings whose slot hold has run out. */
    expiredHolds(now: Date) {
      return db
        .select({ id: t.bookings.id })
        .from(t.bookings)
        .where(and(lte(t.bookings.holdExpiresAt, now), eq(t.bookings.paymentStatus, 'pending'), eq(t.bookings.serviceStatus, 'pending')));
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
