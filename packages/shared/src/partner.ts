/** The garage partner console and the roles behind it: the contract between the console and the server. */
import { z } from 'zod';
import { idParam, priceSegment } from './api';
import { recordId } from './ids';
import { inRupees } from './zod-config';
import { otpMobileNumber, staffRole } from './auth';
import { booking, calendarDate, serviceStatus } from './booking';
import { garageLeg } from './legs';
import { mediaId } from './media';

/** Photos a garage may attach to one extra item. */
export const EXTRA_PHOTOS_MAX = 4;

// ── Staff ──────────────────────────────────────────────────────────────────────────────────────
export const staffBody = z.object({ mobile_no: otpMobileNumber, role: staffRole });
/** An owner adds staff or a service buddy by mobile number; only CarSeva makes owners. */
export const newStaffBody = staffBody.pick({ mobile_no: true }).extend({ role: z.enum(['staff', 'driver']).default('staff') });
export type NewStaffBody = z.infer<typeof newStaffBody>;
export const staffMember = z.object({ user_id: z.number().int(), garage_id: z.number().int(), name: z.string(), mobile_no: z.string(), role: staffRole });
export type StaffMember = z.infer<typeof staffMember>;
export const garageStaffParams = z.object({ id: idParam, userId: idParam });
export const garageIdParam = z.object({ id: idParam });

// ── The day's jobs ─────────────────────────────────────────────────────────────────────────────
export const partnerBookingsQuery = z.object({
  garage: idParam,
  date: calendarDate,
  status: serviceStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A booking as the garage sees it: the customer's phone only once the garage has accepted the job. */
export const partnerBooking = booking.extend({
  customer: z.object({ name: z.string(), mobile_no: z.string() }),
  /** The pickup and drop legs as the garage sees them (no handover code; who drives; stalled buddies). */
  legs: z.array(garageLeg),
});
export type PartnerBooking = z.infer<typeof partnerBooking>;

export const partnerBookingList = z.object({
  data: z.array(partnerBooking),
  meta: z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }),
  /** Bookings of that day per status (every status, zero included), whatever the status filter. */
  counts: z.record(serviceStatus, z.number().int()),
});
export type PartnerBookingList = z.infer<typeof partnerBookingList>;

/** What the garage may move a booking to; a reason is required to decline. */
export const partnerStatusBody = z
  .object({
    to: z.enum(['accepted', 'rejected', 'processing', 'completed']),
    reason: z.string().trim().min(3, 'Please give a reason (3 characters or more)').max(300).optional(),
  })
  .refine((body) => body.to !== 'rejected' || body.reason !== undefined, { message: 'Please give a reason for declining', path: ['reason'] });
export type PartnerStatusBody = z.infer<typeof partnerStatusBody>;

/** Extra work found during the service, in whole rupees before GST. */
export const extraItem = z.object({
  name: z.string().trim().min(3, 'Name the work (3 characters or more)').max(80),
  price: z.number({ error: inRupees }).int().min(1, 'Price must be at least ₹1').max(200_000),
  /** What was found, briefly; a blank note is none. */
  note: z
    .string()
    .trim()
    .max(300, 'Keep the note under 300 characters')
    .nullish()
    .transform((v) => v || null),
  /** Photos of what was found (uploaded with purpose extra): the customer sees them before answering. */
  photos: z.array(mediaId).max(EXTRA_PHOTOS_MAX, `Attach at most ${EXTRA_PHOTOS_MAX} photos to an item`).default([]),
});
export const extrasBody = z.object({ items: z.array(extraItem).min(1, 'Add at least one item').max(10, 'Propose at most 10 items at once') });

/**
 * What a garage may propose on one booking in all: a number of items, and a total (before GST) of
 * items not declined, at most a multiple of the services booked, or a floor for small orders.
 */
export const EXTRAS_LIMITS = { maxItems: 20, maxMultipleOfOrder: 5, floorRupees: 25_000 } as const;
/** The most extra work (whole rupees before GST, not declined) a booking of this subtotal may carry. */
export const extrasCeilingRupees = (servicesSubtotalRupees: number) =>
  Math.max(EXTRAS_LIMITS.floorRupees, EXTRAS_LIMITS.maxMultipleOfOrder * servicesSubtotalRupees);
export type ExtrasBody = z.infer<typeof extrasBody>;
/** Photos of the parts a job replaced (purpose extra), added while the car is in service or once it is done. */
export const partsPhotosBody = z.object({ photos: z.array(mediaId).min(1, 'Add at least one photo').max(8, 'Add at most 8 photos at once') });
export const extraParams = z.object({ trackingId: z.string().regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number'), extraId: idParam });

// ── Slots and closures ─────────────────────────────────────────────────────────────────────────
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:00$/, 'Please enter a time like 09:00');

export const garageSchedule = z.object({
  slots: z.array(z.object({ id: z.number().int(), start_time: z.string(), end_time: z.string(), capacity: z.number().int() })),
  /** Closed slots from today on, with the seats already taken in them (the garage reschedules or cancels those). */
  closures: z.array(z.object({ date: z.string(), slot_id: z.number().int(), booked: z.number().int(), reason: z.string().nullable() })),
});
export type GarageSchedule = z.infer<typeof garageSchedule>;

/** How far the garage picks cars up (ADR 50): its owner's radius (null for the default), the default and the cap. */
export const garagePickupRadius = z.object({ pickup_radius_km: z.number().int().nullable(), default_km: z.number(), cap_km: z.number().int() });
export type GaragePickupRadius = z.infer<typeof garagePickupRadius>;
/** The owner's pickup radius in whole km, or null for the default; at most the cap, which the server checks. */
export const pickupRadiusBody = z.object({ pickup_radius_km: z.number().int().min(1).max(100).nullable() });
export type PickupRadiusBody = z.infer<typeof pickupRadiusBody>;

/** Capacity changes to existing slots (by id) and new slots (no id). */
export const slotChanges = z.object({
  slots: z
    .array(
      z
        .object({
          id: recordId.optional(),
          start_time: clockTime,
          end_time: clockTime,
          capacity: z.number().int().min(1, 'At least one car').max(50, 'At most 50 cars'),
        })
        .refine((slot) => slot.end_time > slot.start_time, { message: 'A slot must end after it starts', path: ['end_time'] }),
    )
    .min(1)
    .max(24),
});
export type SlotChanges = z.infer<typeof slotChanges>;

export const closureBody = z.object({
  date: calendarDate,
  /** One slot; leave out to close the whole day. */
  slot: recordId.optional(),
  reason: z.string().trim().max(200).optional(),
});
export const closureQuery = closureBody.pick({ date: true, slot: true }).extend({ slot: idParam.optional() });
export type ClosureBody = z.infer<typeof closureBody>;
/** What closing answers: the schedule now, and the bookings already in what was closed (the garage calls, reschedules or declines them). */
export const closureResult = z.object({ schedule: garageSchedule, affected: z.array(partnerBooking) });
export type ClosureResult = z.infer<typeof closureResult>;

// ── Offerings and prices ───────────────────────────────────────────────────────────────────────
// Only today's price: a struck "was" price is the server's record of this offering's earlier prices, never typed (ADR 0051).
const bandPrice = z.object({
  price: z.number({ error: inRupees }).int().min(1, 'Price must be at least ₹1').max(500_000),
});

export const garageOffering = z.object({
  id: z.number().int(),
  service_name: z.string(),
  category_id: z.number().int(),
  active: z.boolean(),
  prices: z.partialRecord(priceSegment, z.object({ price: z.number().int() })),
});
export type GarageOffering = z.infer<typeof garageOffering>;

export const offeringChanges = z.object({
  offerings: z
    .array(z.object({ id: recordId, active: z.boolean().optional(), prices: z.partialRecord(priceSegment, bandPrice).optional() }))
    .min(1)
    .max(200),
});
export type OfferingChanges = z.infer<typeof offeringChanges>;
