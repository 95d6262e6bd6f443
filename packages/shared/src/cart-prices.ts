/** Re-pricing a cart for the customer's car: what each service in it costs for that car, from the server. */
import { z } from 'zod';
import { idParam, priceSegment } from './api';

/** How many services one cart (and so one request) may hold, as a booking does. */
const MAX_CART_SERVICES = 10;

export const servicePricesQuery = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_CART_SERVICES - 1}}$`), `must be 1 to ${MAX_CART_SERVICES} service ids separated by commas`)
    .transform((ids) => [...new Set(ids.split(',').map(Number))]),
  /** The customer's car model: prices for its band; without one, the lowest ("from") prices. */
  model: idParam.optional(),
});

/** One service's price for the car (whole rupees), exactly as the listing and the booking price it. */
export const servicePrice = z.object({
  id: z.number().int(),
  price: z.number().int(),
  /** A real earlier price: this offering's lowest of the last 30 days, kept by the server, when above today's; else null. */
  strikePrice: z.number().int().nullable(),
  price_segment: priceSegment.nullable(),
  /** Whether the service's garage charges GST (it is GST-registered): the cart's totals follow it. */
  charges_gst: z.boolean(),
});
export type ServicePrice = z.infer<typeof servicePrice>;
