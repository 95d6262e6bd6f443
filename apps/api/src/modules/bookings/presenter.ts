import {
  type AccountUser,
  type CustomerLeg,
  type GarageLeg,
  type HandoverMode,
  changeDeadline,
  changeRefusal,
  type MediaLink,
  paiseToRupees,
  type Booking,
  type BookingChanges,
  type BookingExtra,
  type BookingRefund,
  type PartnerBooking,
  type RefundStatus,
  type ServiceStatus,
} from '@carseva/shared';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import type { SlotsService } from '../slots';
import { paidInCash } from './customer-changes';
import { type ByMethod, moneyOf } from './money';
import type { Journey } from './journey';
import type { BookingRow, BookingsRepository } from './repository';

/** How a booking looks on the wire: its own rows, and what the catalog, slots and auth modules say. */

const EVENT_LABELS: Record<string, string> = {
  placed: 'Booking placed',
  paid: 'Payment received',
  payment_failed: 'Payment attempt failed',
  hold_expired: 'Payment not received in time; slot released',
  cash_collected: 'Cash collected',
  extras_proposed: 'Extra work proposed by the garage',
  extra_approved: 'Extra work approved',
  extra_declined: 'Extra work declined',
  extras_expired: 'Extra work not answered before the service ended',
  late_payment: 'Payment received after the booking had ended; it is being refunded in full',
  refunded: 'Refund issued',
  refund_failed: 'Refund could not be issued yet; we are retrying',
  accepted: 'Accepted by the garage',
  processing: 'Service in progress',
  completed: 'Service completed',
  cancelled: 'Booking cancelled',
  rescheduled: 'Booking moved',
  rejected: 'Declined by the garage',
  claim_opened: 'Warranty claim opened',
  claim_rework: 'Free rework visit booked for the warranty claim',
  claim_declined: 'Warranty claim declined by the garage',
  claim_escalated: 'Warranty claim sent to CarSeva to decide',
  claim_decided: 'CarSeva decided the warranty claim',
  rework_of: 'Free rework visit for a warranty claim',
  parts_photos: 'Photos of the replaced parts added',
  promise_set: 'The garage promised a time',
  promise_later: 'The garage moved its promised time later',
  late_credit: 'CarSeva Money credited: the car was late',
  damage_reported: 'Damage reported by the customer',
  damage_resolved: 'CarSeva resolved the damage report',
  pickup_assigned: 'Service buddy assigned to pick up the car',
  pickup_reassigned: 'Another service buddy will pick up the car',
  pickup_on_the_way: 'Service buddy on the way',
  pickup_arrived: 'Service buddy arrived',
  pickup_report: 'Car’s condition recorded at pickup',
  pickup_handed_over: 'Car handed over to the service buddy',
  pickup_at_garage: 'Car reached the garage',
  pickup_code_reset: 'New pickup code sent',
  pickup_cancelled: 'Pickup called off',
  drop_assigned: 'Service buddy assigned to bring the car back',
  drop_reassigned: 'Another service buddy will bring the car back',
  drop_out_for_delivery: 'Car out for delivery',
  drop_arrived: 'Service buddy arrived with the car',
  drop_report: 'Car’s condition recorded at the drop',
  drop_handed_back: 'Car handed back',
  drop_code_reset: 'New drop code sent',
  drop_cancelled: 'Drop called off',
  customer_brings_car: 'The customer will take the car to the garage (no pickup)',
  customer_collects_car: 'The customer will collect the car from the garage (no drop)',
};

const inRupees = (paise: ByMethod): ByMethod => ({ online: paiseToRupees(paise.online), cash: paiseToRupees(paise.cash), wallet: paiseToRupees(paise.wallet) });

export const eventLabel = (kind: string, note: string | null) => {
  const label = EVENT_LABELS[kind] ?? kind;
  return note ? `${label}: ${note}` : label;
};

/** A refund the payments module holds for a booking's payment. */
export interface RefundRecord {
  bookingId: number;
  status: RefundStatus;
  amountPaise: number;
  updatedAt: Date;
}
/** The refunds of bookings (the payments module answers; the composition root wires it). */
export type RefundsOf = (bookingIds: number[]) => Promise<RefundRecord[]>;

/** When several payments are refunded, the order shows the state that still needs watching first. */
const REFUND_ATTENTION: readonly RefundStatus[] = ['failed', 'requested', 'pending', 'processed'];
const ENDED: readonly string[] = ['cancelled', 'rejected'];

/**
 * The money going back for a booking. Just after a paid online booking ends, the refund job may not
 * have picked it up yet: it is owed all the same, so it shows as requested.
 */
function refundOf(row: BookingRow, records: RefundRecord[]): BookingRefund | null {
  const own = records.filter((r) => r.bookingId === row.id);
  if (own.length === 0) {
    const owed = ENDED.includes(row.serviceStatus) && row.paymentMode === 'online' && (row.paymentStatus === 'paid' || row.paymentStatus === 'partial');
    return owed ? { status: 'requested', amount: paiseToRupees(row.paidPaise - row.walletPaise), updated_at: row.updatedAt.toISOString() } : null;
  }
  return {
    status: REFUND_ATTENTION.find((status) => own.some((r) => r.status === status))!,
    amount: paiseToRupees(own.reduce((sum, r) => sum + r.amountPaise, 0)),
    updated_at: new Date(Math.max(...own.map((r) => r.updatedAt.getTime()))).toISOString(),
  };
}

/** Whether the customer may still cancel or reschedule (the same rule the server enforces), and until when. */
function changesOf(row: BookingRow, money: ReturnType<typeof moneyOf>, now: Date): BookingChanges {
  const allowed = changeRefusal({ status: row.serviceStatus, date: row.bookingDate, startTime: row.bookingTime }, now) === null;
  return {
    can_cancel: allowed && !paidInCash(money),
    can_reschedule: allowed,
    until: allowed ? changeDeadline(row.bookingDate, row.bookingTime).toISOString() : null,
  };
}

export interface PresenterDeps {
  now: () => number;
  refunds: RefundsOf;
  repo: Pick<BookingsRepository, 'details'>;
  catalog: Pick<CatalogService, 'garagesByIds' | 'carModelsByIds'>;
  slots: Pick<SlotsService, 'templatesByIds'>;
  auth: Pick<AuthService, 'usersByIds'>;
  /** Short-lived links to ready photos (the media module's), for extra work and replaced parts. */
  photoLinks: PhotoLinks;
  journey: Pick<Journey, 'customerLegs' | 'garageLegs'>;
}

/** Links to photos by id (the media module answers; the composition root wires it). */
export type PhotoLinks = (ids: string[]) => Promise<Map<string, MediaLink>>;

/** A booking its transaction just wrote, with what the request had read to write it. */
export interface PlacedBooking {
  row: BookingRow;
  user: AccountUser;
  items: Details['items'];
  events: Details['events'];
  slot: Details['slots'][number];
  garage: Details['garages'][number];
  model: Details['models'][number] | undefined;
}

type Details = Awaited<ReturnType<BookingsRepository['details']>> & {
  garages: Awaited<ReturnType<CatalogService['garagesByIds']>>;
  models: Awaited<ReturnType<CatalogService['carModelsByIds']>>;
  slots: Awaited<ReturnType<SlotsService['templatesByIds']>>;
  users: Awaited<ReturnType<AuthService['usersByIds']>>;
  refunds: RefundRecord[];
  photos: Map<string, MediaLink>;
  /** The legs of the bookings, as the reader sees them (the customer's or the garage's view). */
  legs: Map<number, CustomerLeg[] | GarageLeg[]>;
  now: Date;
};

function toBooking(row: BookingRow, d: Details): Booking {
  const items = d.items.filter((i) => i.bookingId === row.id);
  const garage = d.garages.find((g) => g.id === row.garageId)!;
  const slot = d.slots.find((s) => s.id === row.slotTemplateId)!;
  const model = d.models.find((m) => m.id === row.carModelId);
  const amount = paiseToRupees(row.totalPaise);
  const ended = row.serviceStatus === 'cancelled' || row.serviceStatus === 'rejected' || row.paymentStatus === 'refunded';
  const money = moneyOf(d.money.filter((m) => m.bookingId === row.id));
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
    charges_gst: row.chargesGst,
    amount,
    amount_pending: ended ? 0 : paiseToRupees(row.totalPaise - row.paidPaise),
    amount_paid: paiseToRupees(row.paidPaise),
    wallet_used: paiseToRupees(row.walletPaise),
    extras: d.extras
      .filter((e) => e.bookingId === row.id)
      .map((e) => ({
        id: e.id,
        name: e.name,
        price: paiseToRupees(e.pricePaise),
        status: e.status as BookingExtra['status'],
        proposed_at: e.proposedAt.toISOString(),
        note: e.note,
        photos: e.photoIds.flatMap((id) => d.photos.get(id) ?? []),
      })),
    parts_photos: d.parts.filter((p) => p.bookingId === row.id).flatMap((p) => d.photos.get(p.photoId) ?? []),
    coupon: row.couponCode,
    gstin: row.gstin,
    payment_mode: row.paymentMode as Booking['payment_mode'],
    payment_status: row.paymentStatus as Booking['payment_status'],
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    address: row.address,
    pincode: row.pincode,
    handover: row.handover as HandoverMode,
    landmark: row.landmark,
    parking_note: row.parkingNote,
    legs: (d.legs.get(row.id) ?? []) as CustomerLeg[],
    car: { model: model ? `${model.brand} ${model.name}` : null, fuel_type: row.fuelType },
    garage: { id: garage.id, name: garage.name, full_address: garage.fullAddress, lat: garage.latitude, lng: garage.longitude },
    events: d.events
      .filter((e) => e.bookingId === row.id)
      .map((e) => ({
        status: e.kind,
        label: eventLabel(e.kind, e.note),
        at: e.createdAt.toISOString(),
        actor: e.actorKind as Booking['events'][number]['actor'],
      })),
    refund: refundOf(row, d.refunds),
    money: { received: inRupees(money.received), returned: inRupees(money.returned) },
    changes: changesOf(row, money, d.now),
    created_at: row.createdAt.toISOString(),
  };
}

/** Statuses after which the garage may call the customer: they took the job. */
const PHONE_VISIBLE: readonly string[] = ['accepted', 'processing', 'completed'];

/** +919876543210 → +91 98••••3210: enough to recognise, not to call. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 5)}••••${phone.slice(-4)}`;

/** Shapes rows into bookings, reading what they show from each module once for the whole list. */
export function bookingPresenter(deps: PresenterDeps) {
  async function load(rows: BookingRow[], view: 'customer' | 'garage'): Promise<Details> {
    const carModelIds = rows.map((r) => r.carModelId).filter((id): id is number => id !== null);
    const [own, garages, models, slots, users, refunds, legs] = await Promise.all([
      deps.repo.details(rows.map((r) => r.id)),
      deps.catalog.garagesByIds(rows.map((r) => r.garageId)),
      deps.catalog.carModelsByIds(carModelIds),
      deps.slots.templatesByIds(rows.map((r) => r.slotTemplateId)),
      deps.auth.usersByIds(rows.map((r) => r.userId)),
      rows.length === 0 ? [] : deps.refunds(rows.map((r) => r.id)),
      rows.length === 0 ? new Map() : view === 'garage' ? deps.journey.garageLegs(rows) : deps.journey.customerLegs(rows),
    ]);
    const photoIds = [...own.extras.flatMap((e) => e.photoIds), ...own.parts.map((p) => p.photoId)];
    const photos = photoIds.length === 0 ? new Map<string, MediaLink>() : await deps.photoLinks(photoIds);
    return { ...own, garages, models, slots, users, refunds, legs, photos, now: new Date(deps.now()) };
  }

  return {
    async customer(rows: BookingRow[]): Promise<Booking[]> {
      const details = await load(rows, 'customer');
      return rows.map((row) => toBooking(row, details));
    },

    /**
     * A booking just placed, shaped from what was written and what was read to write it, rather than
     * read back. A new booking has no extra work and no refund yet.
     */
    placed(placed: PlacedBooking): Booking {
      return toBooking(placed.row, {
        items: placed.items,
        events: placed.events,
        extras: [],
        parts: [],
        photos: new Map(),
        money: placed.row.walletPaise > 0 ? [{ bookingId: placed.row.id, direction: 'received', method: 'wallet', amountPaise: placed.row.walletPaise }] : [],
        garages: [placed.garage],
        models: placed.model ? [placed.model] : [],
        slots: [placed.slot],
        users: [placed.user],
        refunds: [],
        // A booking just placed has no buddy yet.
        legs: new Map(),
        now: new Date(deps.now()),
      });
    },

    /** As the garage sees it: who the customer is, with the phone in full once the job is accepted. */
    async garage(rows: BookingRow[]): Promise<PartnerBooking[]> {
      const details = await load(rows, 'garage');
      return rows.map((row) => {
        const user = details.users.find((u) => u.id === row.userId);
        const phone = user?.mobile_no ?? '';
        return {
          ...toBooking(row, details),
          legs: (details.legs.get(row.id) ?? []) as GarageLeg[],
          customer: { name: user?.name ?? '', mobile_no: PHONE_VISIBLE.includes(row.serviceStatus) ? phone : maskedPhone(phone) },
        };
      });
    },
  };
}
