/** Booking, slots and payments: the contract between checkout, the order pages and the server. */
import { z } from 'zod';
import { pickupPlaceFields, withWholePin } from './addresses';
import { idParam } from './api';
import { recordId } from './ids';
import { bookingChanges, bookingRefund } from './booking-changes';
import { isCalendarDate } from './dates';
import { gstinCheckCharacter } from './gst';
import { mediaLink } from './media';
import { customerLeg, handoverFields, handoverMode } from './legs';

/** How many days the date strip offers, starting today (IST). */
export const BOOKING_WINDOW_DAYS = 8;

export const calendarDate = z.string().refine(isCalendarDate, 'Please choose a valid date');

// ── Slots ──────────────────────────────────────────────────────────────────────────────────────
export const slotsQuery = z.object({ date: calendarDate, garage: idParam });

export const timeSlot = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  available: z.boolean(),
  remaining: z.number().int(),
});
export type TimeSlot = z.infer<typeof timeSlot>;

// ── GSTIN ──────────────────────────────────────────────────────────────────────────────────────
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN is 15 characters (state, PAN, entity, 'Z', check character); the last is a base-36 checksum. */
export function isValidGstin(value: string): boolean {
  return GSTIN_FORMAT.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const gstin = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidGstin, 'Enter a valid 15-character GSTIN');

// ── Bookings ───────────────────────────────────────────────────────────────────────────────────
export const paymentMode = z.enum(['cod', 'online']);
export type PaymentMode = z.infer<typeof paymentMode>;
/**
 * pending: nothing paid yet; partial: paid, but approved extra work left a balance; paid: nothing due;
 * refunded: the money went back to the customer (a paid booking that was cancelled or declined).
 */
export const paymentStatus = z.enum(['pending', 'partial', 'paid', 'refunded']);
export const serviceStatus = z.enum(['pending', 'accepted', 'processing', 'completed', 'cancelled', 'rejected']);
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const ONGOING_STATUSES: readonly ServiceStatus[] = ['pending', 'accepted', 'processing'];
export const COMPLETED_STATUSES: readonly ServiceStatus[] = ['completed', 'cancelled', 'rejected'];

const offeringId = recordId;

/**
 * The booking payload. `service` (one offering) or `services` (several, all from one garage).
 * Amounts, user, payment status and the city (the garage's) are the server's to set: unknown keys are dropped.
 */
export const bookingBody = withWholePin(
  z
    .object({
      service: offeringId.optional(),
      services: z.array(offeringId).min(1).max(10).optional(),
      booking_date: calendarDate,
      booking_slot: recordId,
      car_model: recordId.nullish(),
      fuel_type: z.string().trim().min(1).max(20).nullish(),
      /** Where the car is picked up: address, pincode and the saved address's map pin when it has one. */
      ...pickupPlaceFields.shape,
      /** Picked up from that address (the default) or brought to the garage; a landmark and a parking note for the buddy. */
      ...handoverFields.shape,
      coupon: z.string().trim().max(20).nullish(),
      gstin: gstin.nullish(),
      payment_mode: paymentMode,
      /** Pay part of the order with CarSeva Money (up to the per-order limit); the server works out how much. */
      use_wallet: z.boolean().optional(),
      /** Keep the car and pickup address in My Cars / My Addresses for the next checkout (checkout's "Save for next time", ticked by default). */
      save_for_next_time: z.boolean().optional(),
    })
    .refine((b) => (b.service === undefined) !== (b.services === undefined), {
      message: 'Please choose a service',
      path: ['services'],
    }),
);
export type BookingBody = z.input<typeof bookingBody>;

/** Prices a prospective order (the checkout shows the server's figures before booking). */
export const quoteBody = z.object({
  services: z.array(offeringId).min(1).max(10),
  coupon: z.string().trim().max(20).nullish(),
  /** Prices for this car; without one, for the lowest band. */
  car_model: recordId.nullish(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

/** Whole rupees. */
export const quote = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  gst: z.number().int(),
  total: z.number().int(),
  coupon: z.string().nullable(),
  /** Whether the garage charges GST; when it does not, gst is 0 and the order's document is a bill of supply. */
  charges_gst: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

/** The offers for a prospective order: the cart's services, priced for this car (without one, the lowest band). */
export const couponOffersBody = quoteBody.omit({ coupon: true });
export type CouponOffersBody = z.infer<typeof couponOffersBody>;

/** A coupon this customer can use now on this cart: its terms and what it saves here (whole rupees). */
export const couponOffer = z.object({
  code: z.string(),
  /** A percentage off (value is the percent, up to max_discount) or a flat amount off (value in rupees). */
  kind: z.enum(['percent', 'flat']),
  value: z.number(),
  max_discount: z.number().int().nullable(),
  /** The subtotal the cart must reach. */
  min_order: z.number().int(),
  /** The last moment it can be used (ISO), or null when it has no end. */
  valid_until: z.string().nullable(),
  /** How many more orders this customer may use it on, or null without a per-customer limit (or when not signed in). */
  uses_left: z.number().int().nullable(),
  /** What it takes off this cart, and this cart's total with it: the figures the booking would have. */
  saving: z.number().int(),
  total: z.number().int(),
  /** The one that saves the most on this cart. */
  best: z.boolean(),
});
export type CouponOffer = z.infer<typeof couponOffer>;
export const couponOffers = z.array(couponOffer);

export const actorKind = z.enum(['customer', 'staff', 'admin', 'system']);
export type ActorKind = z.infer<typeof actorKind>;

export const bookingEvent = z.object({
  status: z.string(),
  label: z.string(),
  at: z.string(),
  /** Who made it happen: the customer, the garage's staff, a CarSeva admin or the system. */
  actor: actorKind,
});

/** expired: left unanswered when the job was completed (it never joins the order). */
export const extraStatus = z.enum(['proposed', 'approved', 'declined', 'expired']);
/** Extra work the garage proposed during the service; it joins the order once the customer approves it. */
/** photos: what the garage found (short-lived links); none means the garage attached no photo, and the customer is told so. */
export const bookingExtra = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  status: extraStatus,
  proposed_at: z.string(),
  note: z.string().nullable(),
  photos: z.array(mediaLink),
});
export type BookingExtra = z.infer<typeof bookingExtra>;

const moneyByWay = z.object({ online: z.number().int(), cash: z.number().int(), wallet: z.number().int() });
/** A booking's money ledger, summed (whole rupees): what came in and what went back, by the way it came. */
export const bookingMoney = z.object({ received: moneyByWay, returned: moneyByWay });
export type BookingMoney = z.infer<typeof bookingMoney>;

export const booking = z.object({
  id: z.number().int(),
  tracking_id: z.string(),
  user: z.object({ username: z.string() }),
  service: z.object({ service_name: z.string() }),
  items: z.array(z.object({ id: z.number().int(), service_name: z.string(), category_id: z.number().int(), price: z.number().int() })),
  service_status: serviceStatus,
  booking_date: z.string(),
  booking_time: z.string(),
  slot: z.object({ id: z.number().int(), start_time: z.string(), end_time: z.string() }),
  subtotal: z.number().int(),
  discount: z.number().int(),
  gst: z.number().int(),
  /**
   * Whether GST was charged, fixed when the booking was placed: a GST-registered garage's booking has
   * a tax invoice, an unregistered one's a bill of supply (and gst 0).
   */
  charges_gst: z.boolean(),
  amount: z.number().int(),
  amount_pending: z.number().int(),
  /** What the customer has paid so far (online, in cash or with CarSeva Money). */
  amount_paid: z.number().int(),
  /** The part of amount_paid that was CarSeva Money. */
  wallet_used: z.number().int(),
  extras: z.array(bookingExtra),
  /** Photos of the parts the job replaced, from the garage (short-lived links). */
  parts_photos: z.array(mediaLink),
  coupon: z.string().nullable(),
  gstin: z.string().nullable(),
  payment_mode: paymentMode,
  payment_status: paymentStatus,
  hold_expires_at: z.string().nullable(),
  address: z.string(),
  pincode: z.string(),
  /** How the car reaches the garage: picked up (with pickup and drop legs) or brought in (walk_in: no legs). */
  handover: handoverMode,
  landmark: z.string().nullable(),
  parking_note: z.string().nullable(),
  /** The pickup leg, then the drop leg, once the garage has assigned a buddy to each. */
  legs: z.array(customerLeg),
  car: z.object({ model: z.string().nullable(), fuel_type: z.string().nullable() }),
  garage: z.object({ id: z.number().int(), name: z.string(), full_address: z.string(), lat: z.number(), lng: z.number() }),
  events: z.array(bookingEvent),
  /** Money going back for a cancelled or declined booking (or a payment that came too late); null when none. */
  refund: bookingRefund.nullable(),
  /** Every rupee received for the booking and returned, by way (online, cash, CarSeva Money). */
  money: bookingMoney.optional(),
  /** Whether the customer may cancel or reschedule now, and until when. */
  changes: bookingChanges,
  created_at: z.string(),
});
export type Booking = z.infer<typeof booking>;

export const bookingListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(['ongoing', 'completed']).optional(),
  category: idParam.optional(),
});

export const bookingList = z.object({
  data: z.array(booking),
  meta: z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }),
});
export type BookingList = z.infer<typeof bookingList>;

export const trackingIdParam = z.object({ trackingId: z.string().regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number') });

export const gstinBody = z.object({ gstin });

/** A new date and slot at the same garage. */
export const rescheduleBody = z.object({ booking_date: calendarDate, booking_slot: recordId });
export type RescheduleBody = z.infer<typeof rescheduleBody>;

// ── Payments ───────────────────────────────────────────────────────────────────────────────────
export const paymentProviderName = z.enum(['sandbox', 'razorpay']);
export type PaymentProviderName = z.infer<typeof paymentProviderName>;

export const paymentOrderBody = z.object({ booking: z.string().regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number') });

/** A gateway order for a booking's server-computed amount (paise, as gateways count). */
export const paymentOrder = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  key: z.string(),
  provider: paymentProviderName,
  booking: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

const gatewayId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'These payment details are not valid; please try paying again');

/** What the checkout handler receives on success (Razorpay's field names; the sandbox uses them too). */
export const paymentVerifyBody = z.object({
  razorpay_order_id: gatewayId,
  razorpay_payment_id: gatewayId,
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'These payment details are not valid; please try paying again'),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBody>;
/** A verified payment: the booking it paid for. */
export const paymentVerified = z.object({ tracking_id: z.string() });
export type PaymentVerified = z.infer<typeof paymentVerified>;

/** What the checkout handler receives on failure. */
export const paymentFailure = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type PaymentFailure = z.infer<typeof paymentFailure>;
