/**
 * The car's journey: pickup from the customer's door to the garage, and drop back (ADR 36).
 * Each leg is a small state machine changed only by compare-and-swap; walk-in bookings have none.
 */
import { z } from 'zod';
import { idParam } from './api';
import { isCalendarDate } from './dates';
import { INT4_MAX } from './ids';
import { mediaId, mediaLink } from './media';

/** How the car reaches the garage: picked up from the customer's address, or brought by the customer. */
export const handoverMode = z.enum(['pickup', 'walk_in']);
export type HandoverMode = z.infer<typeof handoverMode>;

export const legKind = z.enum(['pickup', 'drop']);
export type LegKind = z.infer<typeof legKind>;

export const legStatus = z.enum(['assigned', 'on_the_way', 'out_for_delivery', 'arrived', 'handed_over', 'at_garage', 'handed_back', 'cancelled']);
export type LegStatus = z.infer<typeof legStatus>;

/** Every leg's steps in order (cancelled aside: a leg of a booking that ended unserved). */
export const LEG_STEPS: Readonly<Record<LegKind, readonly LegStatus[]>> = {
  pickup: ['assigned', 'on_the_way', 'arrived', 'handed_over', 'at_garage'],
  drop: ['assigned', 'out_for_delivery', 'arrived', 'handed_back'],
};

/** The one step that may follow each status; a leg moves forward only. */
export function nextLegStatus(kind: LegKind, status: LegStatus): LegStatus | null {
  const steps = LEG_STEPS[kind];
  const at = steps.indexOf(status);
  return at >= 0 && at < steps.length - 1 ? steps[at + 1]! : null;
}

/** The step that needs the customer's handover code (and, for it, the condition report). */
export const HANDOVER_STEP: Readonly<Record<LegKind, LegStatus>> = { pickup: 'handed_over', drop: 'handed_back' };
/** While the buddy is moving with or towards the car, their position is shared. */
export const MOVING_STATUSES: readonly LegStatus[] = ['on_the_way', 'out_for_delivery'];
/** A leg is closed once the car is at the garage or back with the customer (or the booking ended). */
export const CLOSED_LEG_STATUSES: readonly LegStatus[] = ['at_garage', 'handed_back', 'cancelled'];

/** Wrong handover codes allowed before the code locks until staff or an admin resets it. */
export const HANDOVER_CODE_TRIES = 5;
export const handoverCode = z.string().regex(/^\d{4}$/, 'Enter the 4-digit code the customer reads out');

// ── Checkout ───────────────────────────────────────────────────────────────────────────────────
/** What checkout adds to the booking body: how the car comes, and help finding it. */
export const handoverFields = z.object({
  handover: handoverMode.default('pickup'),
  landmark: z.string().trim().max(120, 'Please keep the landmark to 120 characters or fewer').nullish(),
  parking_note: z.string().trim().max(300, 'Please keep the parking note to 300 characters or fewer').nullish(),
});

// ── Condition reports ──────────────────────────────────────────────────────────────────────────
export const fuelLevel = z.enum(['empty', 'quarter', 'half', 'three_quarters', 'full']);
export type FuelLevel = z.infer<typeof fuelLevel>;
export const photoSlot = z.enum(['front', 'rear', 'left', 'right', 'dashboard', 'other']);
export type PhotoSlot = z.infer<typeof photoSlot>;
/** At pickup the buddy photographs at least these (and five photos in all). */
export const REQUIRED_PICKUP_SLOTS: readonly PhotoSlot[] = ['front', 'rear', 'left', 'right', 'dashboard'];
export const reportKind = z.enum(['pickup', 'handback']);
export type ReportKind = z.infer<typeof reportKind>;

export const conditionReportBody = z.object({
  odometer_km: z.number().int().min(0).max(2_000_000, 'Please check the odometer reading'),
  /** Required at pickup; optional at handback. */
  fuel_level: fuelLevel.nullish(),
  /** Existing scratches, dents and anything else worth noting. */
  notes: z.string().trim().max(1000, 'Please keep the notes to 1,000 characters or fewer').nullish(),
  photos: z
    .array(z.object({ id: mediaId, slot: photoSlot }))
    .min(1, 'Please add the photos')
    .max(20, 'Please add 20 photos or fewer'),
});
export type ConditionReportBody = z.input<typeof conditionReportBody>;

export const conditionReport = z.object({
  kind: reportKind,
  odometer_km: z.number().int(),
  fuel_level: fuelLevel.nullable(),
  notes: z.string().nullable(),
  photos: z.array(z.object({ slot: photoSlot, photo: mediaLink })),
  recorded_at: z.string(),
  /** The buddy's first name. */
  recorded_by: z.string(),
});
export type ConditionReport = z.infer<typeof conditionReport>;

// ── Legs as people see them ────────────────────────────────────────────────────────────────────
export const buddy = z.object({ first_name: z.string(), photo: mediaLink.nullable() });

/** Where the buddy is, with distance and arrival estimate to where they are going (customer's door or garage). */
export const buddyPosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
  distance_km: z.number(),
  eta_minutes: z.number().int(),
});
export type BuddyPosition = z.infer<typeof buddyPosition>;

/** A leg as the booking's customer sees it (inside Booking.legs). */
export const customerLeg = z.object({
  kind: legKind,
  status: legStatus,
  buddy: buddy.nullable(),
  /** The 4-digit code to read out at the handover: only to the customer, only until the handover is done. */
  code: z.string().nullable(),
  code_locked: z.boolean(),
  steps: z.array(z.object({ status: legStatus, at: z.string() })),
  position: buddyPosition.nullable(),
  report: conditionReport.nullable(),
});
export type CustomerLeg = z.infer<typeof customerLeg>;

/** A leg as the garage sees it: who drives it, how the code stands, and whether the buddy has stopped moving. */
export const garageLeg = customerLeg.omit({ code: true }).extend({
  driver_id: z.number().int().nullable(),
  code_attempts: z.number().int(),
  /** How many more times the garage may reset the code; at 0 only CarSeva may (ADR 43). */
  code_resets_left: z.number().int(),
  /** Set when the buddy has not moved for 15 minutes on an open leg. */
  stalled_since: z.string().nullable(),
});
export type GarageLeg = z.infer<typeof garageLeg>;

/** One leg on a buddy's day list. */
export const buddyLeg = z.object({
  tracking_id: z.string(),
  garage_id: z.number().int(),
  kind: legKind,
  status: legStatus,
  booking_date: z.string(),
  slot: z.object({ start_time: z.string(), end_time: z.string() }),
  customer: z.object({ first_name: z.string(), mobile_no: z.string() }),
  car: z.object({ model: z.string().nullable() }),
  address: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  parking_note: z.string().nullable(),
  /** The customer's map pin, when they gave one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  garage: z.object({ name: z.string(), full_address: z.string(), lat: z.number(), lng: z.number() }),
  report_recorded: z.boolean(),
});
export type BuddyLeg = z.infer<typeof buddyLeg>;

// ── Partner requests ───────────────────────────────────────────────────────────────────────────
export const legParams = z.object({
  trackingId: z.string().regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number'),
  kind: legKind,
});
export const assignBuddyBody = z.object({
  driver: z.number().int('Please choose a service buddy').positive('Please choose a service buddy').max(INT4_MAX, 'Please choose a service buddy'),
});
/** A step: the status the client saw (compare-and-swap) and the one it asks for; the handover step carries the code. */
export const legStepBody = z.object({ from: legStatus, to: legStatus, code: handoverCode.optional() });
/** A code reset: an admin's needs the reason (the audit log keeps it); the garage's may give one. */
/** The length of an admin's reason for a new handover code (the console's form checks the same). */
export const RESET_REASON_MIN = 3;
export const RESET_REASON_MAX = 300;
export const codeResetBody = z.object({
  reason: z.string().trim().min(RESET_REASON_MIN, `Please give a reason (${RESET_REASON_MIN} characters or more)`).max(RESET_REASON_MAX).optional(),
});
export const positionBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy_m: z.number().min(0).max(100_000).optional(),
});
export const buddyLegsQuery = z.object({
  garage: idParam,
  date: z.string().refine(isCalendarDate, 'Please choose a valid date'),
});

// ── Customer requests ──────────────────────────────────────────────────────────────────────────
/** The customer takes a leg on themselves (ADR 46): brings the car to the garage instead of the pickup, or collects it there instead of the drop. */
export const walkInBody = z.object({ instead_of: legKind });
export type WalkInBody = z.infer<typeof walkInBody>;
