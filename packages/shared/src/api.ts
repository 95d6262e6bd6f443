/** The API contract: zod schemas shared by the server (validation, OpenAPI) and the web app (types). */
import { z } from 'zod';
import { recordId } from './ids';
import { optionalEmailAddress, personName } from './auth';
import { INDIAN_MOBILE } from './phone';

export { INT4_MAX, recordId } from './ids';
import { garageRating } from './reviews';

export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The error answers a route may give, for its OpenAPI schema: `errorResponses(400, 401, 404)`. */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<Status, typeof errorResponse>;
}

/** `{ success: true, data }` */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });

const decimal = /^-?\d{1,3}(\.\d{1,12})?$/;
/** A coordinate given as a query-string decimal within [min, max]. */
function coordinate(min: number, max: number, what: 'latitude' | 'longitude') {
  return z
    .string()
    .trim()
    .regex(decimal, `Please enter the ${what} as a decimal number, like 19.0760`)
    .transform(Number)
    .pipe(z.number().min(min, `Please enter a ${what} between ${min} and ${max}`).max(max, `Please enter a ${what} between ${min} and ${max}`));
}
export const latitudeParam = () => coordinate(-90, 90, 'latitude');
export const longitudeParam = () => coordinate(-180, 180, 'longitude');

/** A positive integer id in a path or query string. */
export const idParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Please choose one from the list')
  .transform(Number)
  .pipe(z.number().int().positive('Please choose one from the list'));

export const mobileNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(INDIAN_MOBILE, 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9');

// ── Catalog ────────────────────────────────────────────────────────────────────────────────────
export const city = z.object({ id: z.number().int(), name: z.string(), latitude: z.number(), longitude: z.number() });
export type City = z.infer<typeof city>;

export const brand = z.object({ id: z.number().int(), name: z.string(), icon: z.string(), luxury: z.boolean() });
export type Brand = z.infer<typeof brand>;

export const carModel = z.object({
  id: z.number().int(),
  name: z.string(),
  segment: z.string(),
  fuel_types: z.array(z.string()),
});
export type CarModel = z.infer<typeof carModel>;

export const category = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type Category = z.infer<typeof category>;

export const includedService = z.object({
  id: z.number().int(),
  service_included_master: z.object({ name: z.string() }),
});

export const garageSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  address_latitude: z.number(),
  /** Spelling kept from the product's client contract. */
  address_logitude: z.number(),
  full_address: z.string(),
  /** Whether the garage is GST-registered (has a GSTIN): only then does it charge GST; otherwise it issues a bill of supply. */
  charges_gst: z.boolean(),
  /** Customers' reviews of the garage; null until it has one. */
  rating: garageRating.nullable(),
});

/** One garage's offering of a service, at that garage's price (whole rupees). */
/** Price bands by car: the catalog's model segments fold into these five. */
export const PRICE_SEGMENTS = ['hatchback', 'sedan', 'compact-suv', 'suv-muv', 'luxury'] as const;
export const priceSegment = z.enum(PRICE_SEGMENTS);
export type PriceSegment = z.infer<typeof priceSegment>;

/** A car model's price band: SUVs, MUVs and pickups price alike; luxury sedans and SUVs alike. */
export function priceSegmentOf(modelSegment: string): PriceSegment {
  if (modelSegment.startsWith('luxury')) return 'luxury';
  if (modelSegment === 'suv' || modelSegment === 'muv' || modelSegment === 'pickup') return 'suv-muv';
  if (modelSegment === 'sedan' || modelSegment === 'compact-suv') return modelSegment;
  return 'hatchback';
}

export const service = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  service_name: z.string(),
  description: z.string(),
  description2: z.string(),
  price: z.number().int(),
  /** A real earlier price: this offering's lowest of the last 30 days, kept by the server, when above today's; else null. */
  strikePrice: z.number().int().nullable(),
  /** The car band the price is for; null when no car was given: the price is the lowest, "from ₹X". */
  price_segment: priceSegment.nullable(),
  interval_km: z.number().int(),
  recommended: z.boolean(),
  included_services: z.array(includedService),
  garage: garageSummary,
  distance_km: z.number(),
});
export type Service = z.infer<typeof service>;

export const nearbyQuery = z.object({
  latitude: latitudeParam(),
  longitude: longitudeParam(),
  /** The customer's car model: prices for its band. */
  model: idParam.optional(),
  /**
   * The city the customer chose: its garages are listed, from the point when the point is inside it
   * and from its centre when not (ADR 50).
   */
  city: idParam.optional(),
});

// ── Contact ────────────────────────────────────────────────────────────────────────────────────
export const leadBody = z.object({
  phone: mobileNumber,
  city: recordId.nullish(),
  car_model: recordId.nullish(),
});
export type LeadBody = z.infer<typeof leadBody>;

export const contactMessageBody = z.object({
  name: personName,
  phone: mobileNumber,
  /** Blank when the sender gave none (a customer with no email writing from their order). */
  email: optionalEmailAddress,
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(2000, 'Please keep your message to 2,000 characters or fewer'),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

// ── Geo ────────────────────────────────────────────────────────────────────────────────────────
export const reverseGeocodeQuery = z.object({ lat: latitudeParam(), lon: longitudeParam() });
export const reverseGeocode = z.object({
  lat: z.number(),
  lng: z.number(),
  pincode: z.string().nullable(),
  location: z.string().nullable(),
  display_name: z.string(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocode>;
