/** The platform team's admin console: the contract between the console and /api/v1/admin. */
import { z } from 'zod';
import { idParam, mobileNumber } from './api';
import { INT4_MAX, recordId } from './ids';
import { patchOf } from './patch';
import { calendarDate, gstin, serviceStatus } from './booking';
import { partnerBooking } from './partner';
import { inRupees } from './zod-config';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const sortOrder = z.enum(['asc', 'desc']).default('desc');
export const pageMeta = z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() });
export type PageMeta = z.infer<typeof pageMeta>;
/** Where a page stands among `total` rows shown `pageSize` at a time (an empty list is one empty page). */
export const pageMetaOf = (page: number, total: number, pageSize: number): PageMeta => ({
  current_page: page,
  total_pages: Math.max(1, Math.ceil(total / pageSize)),
  total,
});
/** `{ data: [T], meta }`: every admin list is one page of the server's filtered, sorted rows. */
export const adminPage = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: pageMeta });
export type AdminPage<T> = { data: T[]; meta: PageMeta };
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const optionalText = (max: number) => z.string().trim().max(max).optional();

// ── Garages ────────────────────────────────────────────────────────────────────────────────────
/** India's mainland and islands lie within these bounds (Indira Point to Siachen, Ghuar Mota to Kibithu). */
export const INDIA_BOUNDS = { minLat: 6.5, maxLat: 35.7, minLng: 68.1, maxLng: 97.4 } as const;
const inIndia = (what: 'Latitude' | 'Longitude', min: number, max: number) =>
  z
    .number({ error: `${what} is required` })
    .min(min, `${what} must lie in India (${min} to ${max})`)
    .max(max, `${what} must lie in India (${min} to ${max})`);

export const adminGarageBody = z.object({
  name: z.string().trim().min(3, 'Name the garage (3 characters or more)').max(120),
  city_id: z.number({ error: 'Choose a city' }).int('Choose a city').positive('Choose a city').max(INT4_MAX, 'Choose a city'),
  locality: z.string().trim().min(2, 'Name the locality').max(80),
  full_address: z.string().trim().min(10, 'Give the full address (10 characters or more)').max(300),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'),
  latitude: inIndia('Latitude', INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  longitude: inIndia('Longitude', INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
  /** 10 digits; stored as +91…, where new-booking SMS go. */
  phone: mobileNumber,
  gstin: gstin.nullish(),
  active: z.boolean().default(true),
});
export type AdminGarageBody = z.input<typeof adminGarageBody>;

/** A new garage: its details and the services it starts with (from the service list, at their list prices). */
export const adminGarageCreate = adminGarageBody.extend({ service_ids: z.array(recordId).max(200).default([]) });
export type AdminGarageCreate = z.input<typeof adminGarageCreate>;
export const adminGarageUpdate = patchOf(adminGarageBody);
export type AdminGarageUpdate = z.input<typeof adminGarageUpdate>;

export const adminGarage = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  locality: z.string().nullable(),
  full_address: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  active: z.boolean(),
  offerings: z.number().int(),
});
export type AdminGarage = z.infer<typeof adminGarage>;

export const adminGaragesQuery = z.object({
  q: optionalText(80),
  city: idParam.optional(),
  active: flag.optional(),
  sort: z.enum(['name', 'city', 'id']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page,
});
export type AdminGaragesQuery = z.input<typeof adminGaragesQuery>;

/** A service of the master list, offered at its list price by a new garage. */
export const catalogServiceChoice = z.object({ id: z.number().int(), name: z.string(), category: z.string(), price: z.number().int() });
export type CatalogServiceChoice = z.infer<typeof catalogServiceChoice>;

// ── Bookings ───────────────────────────────────────────────────────────────────────────────────
export const adminBookingsQuery = z.object({
  tracking_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number')
    .optional(),
  mobile: mobileNumber.optional(),
  garage: idParam.optional(),
  city: idParam.optional(),
  status: serviceStatus.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  sort: z.enum(['created_at', 'booking_date', 'amount']).default('created_at'),
  order: sortOrder,
  page,
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuery>;

/** A booking as the platform team sees it: the customer's phone in full (they call them). */
export const adminBooking = partnerBooking;
export type AdminBooking = z.infer<typeof adminBooking>;

/** What an admin may do with a booking: the garage's moves, and cancelling (a reason is required). */
export const adminStatusBody = z.object({
  to: z.enum(['accepted', 'rejected', 'processing', 'completed', 'cancelled']),
  reason: z.string().trim().min(3, 'Please give a reason (3 characters or more)').max(300),
});
export type AdminStatusBody = z.infer<typeof adminStatusBody>;

// ── Leads and contact messages ─────────────────────────────────────────────────────────────────
export const inboxQuery = z.object({
  handled: flag.optional(),
  q: optionalText(80),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  order: sortOrder,
  page,
});
export type InboxQuery = z.input<typeof inboxQuery>;

const handling = { handled_at: z.string().nullable(), handled_by: z.string().nullable(), handled_note: z.string().nullable() };
export const adminLead = z.object({
  id: z.number().int(),
  phone: z.string(),
  city: z.string().nullable(),
  car: z.string().nullable(),
  created_at: z.string(),
  ...handling,
});
export type AdminLead = z.infer<typeof adminLead>;
export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  tracking_id: z.string().nullable(),
  created_at: z.string(),
  ...handling,
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;
export const handleBody = z.object({ note: z.string().trim().min(2, 'Say what was done (2 characters or more)').max(500) });
export type HandleBody = z.infer<typeof handleBody>;

// ── Coupons ────────────────────────────────────────────────────────────────────────────────────
export const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, 'Use 3 to 20 letters and digits');

export const adminCouponBody = z
  .object({
    code: couponCode,
    kind: z.enum(['percent', 'flat']),
    /** Percent off (1–100) or rupees off. */
    value: z.number().int('Please enter a whole number').min(1, 'Please enter 1 or more').max(100_000, 'Please enter an amount of ₹1,00,000 or less'),
    max_discount: z.number({ error: inRupees }).int().min(1).max(100_000).nullish(),
    min_order: z.number({ error: inRupees }).int().min(0).max(1_000_000).default(0),
    valid_from: z.iso.datetime({ offset: true }).nullish(),
    valid_until: z.iso.datetime({ offset: true }).nullish(),
    max_uses: z.number().int().min(1).max(10_000_000).nullish(),
    max_uses_per_customer: z.number().int().min(1).max(1000).nullish(),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { message: 'Please enter a percentage of 100 or less', path: ['value'] })
  .refine((c) => !c.valid_from || !c.valid_until || c.valid_until > c.valid_from, { message: 'The end must be after the start', path: ['valid_until'] });
export type AdminCouponBody = z.input<typeof adminCouponBody>;

export const adminCoupon = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  active: z.boolean(),
  /** Live redemptions (released ones, from bookings that ended unserved, are not counted). */
  used: z.number().int(),
  discount_given: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const couponsQuery = z.object({ state: z.enum(['live', 'ended']).optional(), page });
export const couponParam = z.object({ code: couponCode });

// ── Failed notifications ───────────────────────────────────────────────────────────────────────
export const pageQuery = z.object({ page });

/** An SMS that could not be sent after its retries, as the console lists it. */
export const failedNotification = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  event_id: z.number().int(),
  recipient: z.string(),
  kind: z.string(),
  /** The channel it was last tried on; a WhatsApp message that could not be delivered was tried by SMS after it (after_whatsapp). */
  channel: z.enum(['sms', 'whatsapp']),
  after_whatsapp: z.boolean(),
  to: z.string().nullable(),
  body: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FailedNotification = z.infer<typeof failedNotification>;

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────────
export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  /** Bookings made per IST day, by their status now. */
  bookings_per_day: z.array(
    z.object({
      date: z.string(),
      pending: z.number().int(),
      accepted: z.number().int(),
      processing: z.number().int(),
      completed: z.number().int(),
      cancelled: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
  leads_per_day: z.array(z.object({ date: z.string(), leads: z.number().int() })),
  /** Of bookings in the window not ended unserved: rupees billed and the GST in them. */
  revenue: z.number().int(),
  gst: z.number().int(),
  bookings: z.number().int(),
  cancellation_rate: z.number(),
  rejection_rate: z.number(),
  top_garages: z.array(z.object({ id: z.number().int(), name: z.string(), bookings: z.number().int(), revenue: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboard>;

// ── Audit log ──────────────────────────────────────────────────────────────────────────────────
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
