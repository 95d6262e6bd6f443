import type {
  AccountUser,
  AdminBooking,
  adminBookingsQuery,
  AdminStatusBody,
  Dashboard,
  adminCouponBody,
  adminGarageCreate,
  adminGarageUpdate,
  adminGaragesQuery,
  inboxQuery,
} from '@carseva/shared';
import { addDays, istDate, serviceStatus } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { AuthService } from '../auth';
import { BOOKING_MESSAGES, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { LeadsInbox } from '../leads';
import type { NotificationsService } from '../notifications';
import { seedSlotTemplates } from '../slots';
import type { StaffService } from '../staff';

/** How far back the dashboard looks. */
export const DASHBOARD_DAYS = 30;

export interface AdminDeps {
  now: () => number;
  staff: Pick<StaffService, 'requireAdmin'>;
  auth: Pick<AuthService, 'userByMobile'>;
  catalog: Pick<CatalogService, 'garages' | 'garagesChanged' | 'garagesByIds'>;
  bookings: Pick<BookingsService, 'admin' | 'coupons' | 'stats' | 'lifecycle' | 'desk'>;
  inbox: LeadsInbox;
  notifications: Pick<NotificationsService, 'failed' | 'retry'>;
  audit: AuditService;
}

/**
 * The platform team's console: each call checks the admin role, then asks the owning module; every
 * change writes its audit entry in the change's own transaction.
 */
export function adminService(db: Db, deps: AdminDeps) {
  const at = () => new Date(deps.now());
  const as = (admin: AccountUser) => ({ userId: admin.id, role: 'admin' as const });

  async function bookingOrNotFound(trackingId: string) {
    const row = await deps.bookings.desk.byTrackingId(trackingId);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
    return row;
  }

  return {
    requireAdmin: deps.staff.requireAdmin,

    // ── Garages ──
    garages: (query: z.output<typeof adminGaragesQuery>) => deps.catalog.garages.list(query),
    garage: (id: number) => deps.catalog.garages.one(id),
    serviceChoices: () => deps.catalog.garages.serviceChoices(),

    /** A new garage with the day's default slots and its first services; listed everywhere at once. */
    async createGarage(admin: AccountUser, input: z.output<typeof adminGarageCreate>) {
      const { service_ids: serviceIds, ...details } = input;
      const garage = await db.transaction(async (tx) => {
        const created = await deps.catalog.garages.create(details, serviceIds, tx);
        await seedSlotTemplates(tx, [created.id]);
        await deps.audit.record(tx, as(admin), { action: 'garage.create', entity: 'garage', entityId: created.id, garageId: created.id, after: created });
        return created;
      });
      await deps.catalog.garagesChanged();
      return garage;
    },

    /** Edits a garage; switching it off takes it out of every listing at once (its bookings stay). */
    async updateGarage(admin: AccountUser, id: number, input: z.output<typeof adminGarageUpdate>) {
      const { after } = await db.transaction(async (tx) => {
        const change = await deps.catalog.garages.update(id, input, tx);
        await deps.audit.record(tx, as(admin), {
          action: 'garage.update',
          entity: 'garage',
          entityId: id,
          garageId: id,
          before: change.before,
          after: change.after,
        });
        return change;
      });
      await deps.catalog.garagesChanged();
      return after;
    },

    garageAudit: async (id: number, page: number) => {
      await deps.catalog.garages.one(id);
      return deps.audit.ofGarage(id, page);
    },

    // ── Bookings ──
    /** Bookings by tracking id, customer mobile, garage, city, status and service dates. */
    async bookings(query: z.output<typeof adminBookingsQuery>) {
      const customer = query.mobile ? await deps.auth.userByMobile(`+91${query.mobile}`) : undefined;
      if (query.mobile && !customer) return { data: [], meta: { current_page: query.page, total_pages: 1, total: 0 } };
      const { status, from, to, sort, order, page } = query;
      return deps.bookings.admin.search({
        trackingId: query.tracking_id,
        userId: customer?.id,
        garageId: query.garage,
        cityId: query.city,
        status,
        from,
        to,
        sort,
        order,
        page,
      });
    },

    async booking(trackingId: string): Promise<AdminBooking> {
      return (await deps.bookings.admin.present([await bookingOrNotFound(trackingId)]))[0]!;
    },

    /** The garage's moves, or a cancellation (a customer's phone call), with `admin` as the actor. */
    async moveBooking(admin: AccountUser, trackingId: string, body: AdminStatusBody): Promise<AdminBooking> {
      const row = await bookingOrNotFound(trackingId);
      const moved = await db.transaction(async (tx) => {
        const changed = await deps.bookings.lifecycle.change(row, body.to, { kind: 'admin', userId: admin.id }, { note: body.reason, tx });
        if (!changed) return null;
        await deps.audit.record(tx, as(admin), {
          action: `booking.${body.to}`,
          entity: 'booking',
          entityId: row.trackingId,
          garageId: row.garageId,
          bookingId: row.id,
          before: { status: row.serviceStatus },
          after: { status: changed.serviceStatus },
          note: body.reason,
        });
        return changed;
      });
      // Read after the transaction: the status it is in now, which the table did not allow to move.
      const current = await this.booking(trackingId);
      if (!moved) throw conflict(`This booking is ${current.service_status} now, so it cannot be moved to ${body.to}.`, 'INVALID_TRANSITION');
      return current;
    },

    bookingAudit: async (trackingId: string, page: number) => deps.audit.ofBooking((await bookingOrNotFound(trackingId)).id, page),

    // ── Leads and messages ──
    leads: (query: z.output<typeof inboxQuery>) => deps.inbox.leads(query),
    allLeads: (query: z.output<typeof inboxQuery>) => deps.inbox.allLeads(query),
    messages: (query: z.output<typeof inboxQuery>) => deps.inbox.messages(query),
    allMessages: (query: z.output<typeof inboxQuery>) => deps.inbox.allMessages(query),

    async handle(admin: AccountUser, kind: 'lead' | 'message', id: number, note: string): Promise<void> {
      await db.transaction(async (tx) => {
        const mark = kind === 'lead' ? deps.inbox.handleLead : deps.inbox.handleMessage;
        const change = await mark(id, admin.id, note, at(), tx);
        await deps.audit.record(tx, as(admin), { action: `${kind}.handled`, entity: kind, entityId: id, before: change.before, after: change.after, note });
      });
    },

    // ── Coupons ──
    coupons: (query: { state?: 'live' | 'ended'; page: number }) => deps.bookings.coupons.list(query),
    coupon: (code: string) => deps.bookings.coupons.get(code),

    async createCoupon(admin: AccountUser, input: z.output<typeof adminCouponBody>) {
      return db.transaction(async (tx) => {
        const coupon = await deps.bookings.coupons.create(input, tx);
        await deps.audit.record(tx, as(admin), { action: 'coupon.create', entity: 'coupon', entityId: coupon.code, after: coupon });
        return coupon;
      });
    },

    async expireCoupon(admin: AccountUser, code: string) {
      return db.transaction(async (tx) => {
        const change = await deps.bookings.coupons.expire(code, tx);
        await deps.audit.record(tx, as(admin), { action: 'coupon.expire', entity: 'coupon', entityId: code, before: change.before, after: change.after });
        return change.after;
      });
    },

    // ── Notifications that failed after their retries ──
    failedNotifications: (page: number) => deps.notifications.failed(page),
    retryNotification: (id: number) => deps.notifications.retry(id),

    // ── Dashboard ──
    async dashboard(): Promise<Dashboard> {
      const to = istDate(at());
      const from = addDays(to, -(DASHBOARD_DAYS - 1));
      const [stats, leads] = await Promise.all([deps.bookings.stats.since(from), deps.inbox.perDay(from)]);
      const garages = await deps.catalog.garagesByIds(stats.topGarages.map((g) => g.garageId));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(from, i));
      const bookingsPerDay = days.map((date) => {
        const counts = Object.fromEntries(
          serviceStatus.options.map((status) => [status, stats.perDay.find((r) => r.date === date && r.status === status)?.count ?? 0]),
        );
        return { date, ...counts } as Dashboard['bookings_per_day'][number];
      });
      const total = stats.perDay.reduce((sum, r) => sum + r.count, 0);
      const share = (status: string) =>
        total === 0 ? 0 : Math.round((stats.perDay.filter((r) => r.status === status).reduce((sum, r) => sum + r.count, 0) / total) * 1000) / 10;
      return {
        from,
        to,
        bookings_per_day: bookingsPerDay,
        leads_per_day: days.map((date) => ({ date, leads: leads.get(date) ?? 0 })),
        revenue: stats.revenue,
        gst: stats.gst,
        bookings: total,
        cancellation_rate: share('cancelled'),
        rejection_rate: share('rejected'),
        top_garages: stats.topGarages.map((g) => ({
          id: g.garageId,
          name: garages.find((x) => x.id === g.garageId)?.name ?? '',
          bookings: g.bookings,
          revenue: g.revenue,
        })),
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
