import {
  COMPLETED_STATUSES,
  ONGOING_STATUSES,
  paiseToRupees,
  priceOrder,
  type Booking,
  type BookingList,
  type OrderTotals,
  type Quote,
  type ServiceStatus,
  type bookingBody,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { AuthService } from '../auth/service';
import type { CatalogService } from '../catalog/service';
import { DATE_OUT_OF_RANGE, type SlotsService } from '../slots/service';
import { isBookableDate, slotHasStarted } from '../slots/generate';
import { couponDiscount } from './pricing';
import { bookingsRepository, type BookingRow, type BookingsRepository } from './repository';
import { newTrackingId } from './tracking-id';

export const PAGE_SIZE = 10;
export const BOOKING_MESSAGES = {
  notFound: 'Order not found. It may have been cancelled or deleted.',
  slotFull: 'This time slot was just booked up. Please choose another slot.',
  slotStarted: 'This time slot has already started. Please choose a later slot.',
} as const;

const EVENT_LABELS: Record<string, string> = {
  placed: 'Booking placed',
  paid: 'Payment received',
  payment_failed: 'Payment attempt failed',
  hold_expired: 'Payment not received in time; slot released',
  accepted: 'Accepted by the garage',
  processing: 'Service in progress',
  completed: 'Service completed',
  cancelled: 'Booking cancelled',
  rejected: 'Declined by the garage',
};

/** A booking's own items and events, and what the catalog, slots and auth modules say about it. */
type Details = Awaited<ReturnType<BookingsRepository['details']>> & {
  garages: Awaited<ReturnType<CatalogService['garagesByIds']>>;
  models: Awaited<ReturnType<CatalogService['carModelsByIds']>>;
  slots: Awaited<ReturnType<SlotsService['templatesByIds']>>;
  users: Awaited<ReturnType<AuthService['usersByIds']>>;
};

function toBooking(row: BookingRow, d: Details): Booking {
  const items = d.items.filter((i) => i.bookingId === row.id);
  const garage = d.garages.find((g) => g.id === row.garageId)!;
  const slot = d.slots.find((s) => s.id === row.slotTemplateId)!;
  const model = d.models.find((m) => m.id === row.carModelId);
  const amount = paiseToRupees(row.totalPaise);
  return {
    id: row.id,
    tracking_id: row.trackingId,
    user: { username: d.users.find((u) => u.id === row.userId)?.username ?? '' },
    service: { service_name: items.map((i) => i.name).join(', ') },
    items: items.map((i) => ({ id: i.id, service_name: i.name, category_id: i.categoryId, price: paiseToRupees(i.pricePaise) })),
    service_status: row.serviceStatus as ServiceStatus,
    booking_date: row.bookingDate,
    booking_time: row.bookingTime,
    slot: { id: slot.id, start_time: slot.startTime, end_time: slot.endTime },
    subtotal: paiseToRupees(row.subtotalPaise),
    discount: paiseToRupees(row.discountPaise),
    gst: paiseToRupees(row.gstPaise),
    amount,
    amount_pending: row.paymentStatus === 'paid' ? 0 : amount,
    coupon: row.couponCode,
    gstin: row.gstin,
    payment_mode: row.paymentMode as Booking['payment_mode'],
    payment_status: row.paymentStatus as Booking['payment_status'],
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    address: row.address,
    pincode: row.pincode,
    car: { model: model ? `${model.brand} ${model.name}` : null, fuel_type: row.fuelType },
    garage: { id: garage.id, name: garage.name, full_address: garage.fullAddress, lat: garage.latitude, lng: garage.longitude },
    events: d.events
      .filter((e) => e.bookingId === row.id)
      .map((e) => ({ status: e.kind, label: e.note ? `${EVENT_LABELS[e.kind] ?? e.kind}: ${e.note}` : (EVENT_LABELS[e.kind] ?? e.kind), at: e.createdAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
  };
}

export interface BookingsDeps {
  now: () => number;
  holdMinutes: number;
  /** Frees seats held by online bookings that were never paid (the payments module knows how to check). */
  releaseExpiredHolds: () => Promise<void>;
  /** Prices and availability (fresh reads), garages and car models to show. */
  catalog: Pick<CatalogService, 'offeringsByIds' | 'garagesByIds' | 'carModelsByIds'>;
  /** Slot templates, and the seat taken or given back inside the booking's transaction. */
  slots: Pick<SlotsService, 'templatesByIds' | 'takeSeat' | 'releaseSeat'>;
  /** The customer's username on an order. */
  auth: Pick<AuthService, 'usersByIds'>;
}

type BookingInput = z.infer<typeof bookingBody>;

export function bookingsService(db: Db, deps: BookingsDeps) {
  const repo = bookingsRepository(db);
  const now = () => new Date(deps.now());

  /** Prices offerings from one garage, with an optional coupon; refuses anything it cannot price. */
  async function price(offeringIds: number[], couponCode: string | null | undefined) {
    const ids = [...new Set(offeringIds)];
    const offerings = await deps.catalog.offeringsByIds(ids);
    const missing = ids.filter((id) => !offerings.some((o) => o.id === id && o.active));
    if (missing.length > 0) throw unprocessable('Some services are no longer offered', { services: [`Unknown services: ${missing.join(', ')}`] }, 'UNKNOWN_SERVICE');
    const garageIds = new Set(offerings.map((o) => o.garageId));
    if (garageIds.size > 1) throw unprocessable('All services of a booking must come from one garage', { services: ['Services from more than one garage'] }, 'MIXED_GARAGES');
    const ordered = ids.map((id) => offerings.find((o) => o.id === id)!);
    const subtotal = ordered.reduce((sum, o) => sum + o.pricePaise, 0);
    let discount = 0;
    const code = couponCode ? couponCode.toUpperCase() : null;
    if (code) {
      const result = couponDiscount(await repo.coupon(code), subtotal);
      if (!result.ok) throw unprocessable(result.reason, { coupon: [result.reason] }, 'INVALID_COUPON');
      discount = result.discountPaise;
    }
    return { garageId: ordered[0]!.garageId, cityId: ordered[0]!.cityId, items: ordered, totals: priceOrder(ordered.map((o) => o.pricePaise), discount), coupon: code };
  }

  const quoteOf = (totals: OrderTotals, coupon: string | null): Quote => ({
    subtotal: paiseToRupees(totals.subtotal),
    discount: paiseToRupees(totals.discount),
    gst: paiseToRupees(totals.gst),
    total: paiseToRupees(totals.total),
    coupon,
  });

  async function present(rows: BookingRow[]): Promise<Booking[]> {
    const carModelIds = rows.map((r) => r.carModelId).filter((id): id is number => id !== null);
    const [own, garages, models, slots, users] = await Promise.all([
      repo.details(rows.map((r) => r.id)),
      deps.catalog.garagesByIds(rows.map((r) => r.garageId)),
      deps.catalog.carModelsByIds(carModelIds),
      deps.slots.templatesByIds(rows.map((r) => r.slotTemplateId)),
      deps.auth.usersByIds(rows.map((r) => r.userId)),
    ]);
    const details: Details = { ...own, garages, models, slots, users };
    return rows.map((row) => toBooking(row, details));
  }

  async function owned(userId: number, trackingId: string): Promise<BookingRow> {
    const row = await repo.byTrackingId(trackingId);
    // Someone else's booking is answered exactly like a missing one, so ids cannot be probed.
    if (!row || row.userId !== userId) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
    return row;
  }

  return {
    async quote(offeringIds: number[], coupon: string | null | undefined): Promise<Quote> {
      const priced = await price(offeringIds, coupon);
      return quoteOf(priced.totals, priced.coupon);
    },

    async create(userId: number, input: BookingInput): Promise<Booking> {
      const at = now();
      const offeringIds = input.services ?? [input.service!];
      if (!isBookableDate(input.booking_date, at)) throw unprocessable(DATE_OUT_OF_RANGE, { booking_date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
      const [priced, [slot]] = await Promise.all([price(offeringIds, input.coupon), deps.slots.templatesByIds([input.booking_slot])]);
      if (!slot || slot.garageId !== priced.garageId) {
        throw unprocessable('This time slot is not one of the garage’s slots', { booking_slot: ['Unknown slot for this garage'] }, 'UNKNOWN_SLOT');
      }
      if (slotHasStarted(input.booking_date, slot.startTime, at)) throw unprocessable(BOOKING_MESSAGES.slotStarted, { booking_slot: [BOOKING_MESSAGES.slotStarted] }, 'SLOT_STARTED');
      const errors: Record<string, string[]> = {};
      let fuelType = input.fuel_type ?? null;
      if (input.car_model) {
        const [model] = await deps.catalog.carModelsByIds([input.car_model]);
        if (!model) errors.car_model = [`No car model with id ${input.car_model}`];
        else if (fuelType && !model.fuelTypes.includes(fuelType)) errors.fuel_type = [`This car comes in ${model.fuelTypes.join(', ')}`];
        else if (!fuelType && model.fuelTypes.length === 1) fuelType = model.fuelTypes[0]!;
      }
      if (Object.keys(errors).length > 0) throw unprocessable('Unknown car model or fuel type', errors, 'UNKNOWN_REFERENCE');

      const online = input.payment_mode === 'online';
      // Seat and booking in one transaction: no seat, no booking (null).
      const placeBooking = () =>
        db.transaction(async (tx) => {
          if (!(await deps.slots.takeSeat(slot, input.booking_date, tx))) return null;
          return bookingsRepository(tx).insertBooking(
            {
              trackingId: newTrackingId(),
              userId,
              garageId: priced.garageId,
              slotTemplateId: slot.id,
              bookingDate: input.booking_date,
              bookingTime: slot.startTime,
              cityId: priced.cityId,
              carModelId: input.car_model ?? null,
              fuelType,
              address: input.address,
              pincode: input.pincode,
              gstin: input.gstin ?? null,
              couponCode: priced.coupon,
              subtotalPaise: priced.totals.subtotal,
              discountPaise: priced.totals.discount,
              gstPaise: priced.totals.gst,
              totalPaise: priced.totals.total,
              paymentMode: input.payment_mode,
              paymentStatus: 'pending',
              serviceStatus: 'pending',
              holdExpiresAt: online ? new Date(at.getTime() + deps.holdMinutes * 60_000) : null,
              createdAt: at,
              updatedAt: at,
            },
            priced.items.map((o) => ({ garageServiceId: o.id, pricePaise: o.pricePaise, serviceName: o.serviceName, categoryId: o.categoryId })),
            at,
          );
        });
      // A full slot may only be held by unpaid online bookings whose time ran out: free those, then try once more.
      let row = await placeBooking();
      if (!row) {
        await deps.releaseExpiredHolds();
        row = await placeBooking();
      }
      if (!row) throw conflict(BOOKING_MESSAGES.slotFull, 'SLOT_FULL');
      return (await present([row]))[0]!;
    },

    async get(userId: number, trackingId: string): Promise<Booking> {
      return (await present([await owned(userId, trackingId)]))[0]!;
    },

    /** The row itself, for payments: same ownership rule as get(). */
    owned,

    /** The row by id, for payments (which checks the owner itself). */
    byId: (bookingId: number): Promise<BookingRow | undefined> => repo.byId(bookingId),

    /**
     * Marks the booking paid and records the event; tx is the caller's transaction, so the payment
     * and the booking change together. False when it was already paid.
     */
    async markPaid(bookingId: number, at: Date, tx?: Executor): Promise<boolean> {
      const txRepo = tx ? bookingsRepository(tx) : repo;
      const changed = await txRepo.markPaid(bookingId, at);
      await txRepo.addEvent(bookingId, 'paid', at);
      return changed;
    },

    /** Records a failed payment attempt on the booking's timeline. */
    async paymentFailed(bookingId: number, note?: string): Promise<void> {
      await repo.addEvent(bookingId, 'payment_failed', now(), note);
    },

    /** Ids of unpaid online bookings whose slot hold has run out. */
    async expiredHolds(): Promise<number[]> {
      return (await repo.expiredHolds(now())).map((r) => r.id);
    },

    async list(userId: number, query: { page: number; status?: 'ongoing' | 'completed'; category?: number }): Promise<BookingList> {
      const filter = {
        userId,
        statuses: query.status === undefined ? undefined : query.status === 'ongoing' ? ONGOING_STATUSES : COMPLETED_STATUSES,
        categoryId: query.category,
      };
      const total = await repo.count(filter);
      const rows = await repo.page(filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
      return { data: await present(rows), meta: { current_page: query.page, total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total } };
    },

    async setGstin(userId: number, trackingId: string, gstin: string): Promise<Booking> {
      const row = await owned(userId, trackingId);
      await repo.setGstin(row.id, gstin, now());
      return (await present([(await repo.byId(row.id))!]))[0]!;
    },

    /**
     * Moves a booking between statuses (compare-and-swap) and records the event; a booking that leaves
     * for cancelled or rejected gives its seat back. False when it was no longer in `from`.
     */
    async transition(
      bookingId: number,
      from: readonly ServiceStatus[],
      to: ServiceStatus,
      options: { eventKind?: string; onlyIfUnpaid?: boolean } = {},
    ): Promise<boolean> {
      const at = now();
      return db.transaction(async (tx) => {
        const txRepo = bookingsRepository(tx);
        if (!(await txRepo.moveStatus(bookingId, from, to, at, options.onlyIfUnpaid ?? false))) return false;
        if (to === 'cancelled' || to === 'rejected') {
          const row = (await txRepo.byId(bookingId))!;
          await deps.slots.releaseSeat(row.slotTemplateId, row.bookingDate, tx);
        }
        await txRepo.addEvent(bookingId, options.eventKind ?? to, at);
        return true;
      });
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
