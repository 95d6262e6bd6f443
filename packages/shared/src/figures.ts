import { z } from 'zod';
import { garageRating } from './reviews';
import { mobileNumber } from './api';

/**
 * The service in figures for the public pages, every one counted from our own data. Figures that
 * would be too small to say anything (below the configured thresholds) are null, and the page says
 * something else that is true instead.
 */
export const siteFigures = z.object({
  /** Active garages taking bookings, and the cities they are in. */
  garages: z.number().int(),
  cities: z.number().int(),
  /** Car brands and service categories in the catalog. */
  brands: z.number().int(),
  categories: z.number().int(),
  /** Customers with at least one completed order; null below the threshold. */
  customers_served: z.number().int().nullable(),
  /** Orders completed; null below the threshold. */
  completed_bookings: z.number().int().nullable(),
  /** The mean of every review and their number; null below the threshold. */
  rating: garageRating.nullable(),
});
export type SiteFigures = z.infer<typeof siteFigures>;

/** "Get App Link": the number to text the installable app's link to. */
export const appLinkBody = z.object({ phone: mobileNumber });
export type AppLinkBody = z.infer<typeof appLinkBody>;
