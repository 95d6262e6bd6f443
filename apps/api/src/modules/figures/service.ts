import type { SiteFigures } from '@carseva/shared';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { ReviewsService } from '../reviews';

export interface FiguresDeps {
  now: () => number;
  catalog: Pick<CatalogService, 'activeFootprint' | 'listBrands' | 'listCategories'>;
  bookings: { stats: Pick<BookingsService['stats'], 'servedTotals'> };
  reviews: Pick<ReviewsService, 'overallRating'>;
  /** The smallest numbers worth saying; below them the figure is null. */
  thresholds: { customers: number; completedBookings: number; reviews: number };
  /** How long the figures are kept in this process's memory before they are counted again. */
  cacheMs: number;
}

/**
 * The public pages' figures, counted from the modules' own data and kept in memory for `cacheMs`
 * (one count per instance per period, however many visitors ask). Nothing here is typed by hand.
 */
export function figuresService({ now, catalog, bookings, reviews, thresholds, cacheMs }: FiguresDeps) {
  let memo: { value: Promise<SiteFigures>; expires: number } | null = null;

  async function count(): Promise<SiteFigures> {
    const [footprint, brands, categories, served, rating] = await Promise.all([
      catalog.activeFootprint(),
      catalog.listBrands(),
      catalog.listCategories(),
      bookings.stats.servedTotals(),
      reviews.overallRating(),
    ]);
    const atLeast = (value: number, min: number) => (value >= min ? value : null);
    return {
      garages: footprint.garages,
      cities: footprint.cities,
      brands: brands.length,
      categories: categories.length,
      customers_served: atLeast(served.customers, thresholds.customers),
      completed_bookings: atLeast(served.completed, thresholds.completedBookings),
      rating: rating.count >= thresholds.reviews ? rating : null,
    };
  }

  return {
    /** The figures as last counted, counted again once they are older than the cache period. */
    current(): Promise<SiteFigures> {
      if (memo && memo.expires > now()) return memo.value;
      const entry = { value: count(), expires: now() + cacheMs };
      // A failed count is not kept: the next visitor's request counts again.
      entry.value.catch(() => memo === entry && (memo = null));
      memo = entry;
      return entry.value;
    },
  };
}

export type FiguresService = ReturnType<typeof figuresService>;
