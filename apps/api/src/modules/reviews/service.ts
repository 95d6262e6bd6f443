import type { FeaturedReview, GarageRating, OrderReview, Review, reviewBody } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { AuthService } from '../auth';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { reviewsRepository, type ReviewRow } from './repository';
import { say } from '../../lib/i18n';

export const REVIEW_MESSAGES = {
  notCompleted: say('errors.review.notCompleted'),
  alreadyReviewed: say('errors.review.alreadyReviewed'),
} as const;

/** Home testimonials: good reviews (4 stars or more) that say something, newest first. */
const FEATURED_MIN_RATING = 4;
const FEATURED_COUNT = 6;
/**
 * Service cards show ratings from a memo this old at most: another instance's new review shows there
 * within a minute; this instance's at once.
 */
const RATINGS_TTL_MS = 60_000;

export interface ReviewsDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'owned'>;
  /** The reviewer's first name on the home page. */
  auth: Pick<AuthService, 'usersByIds'>;
  /** The reviewed garage's name and city on the home page. */
  catalog: Pick<CatalogService, 'garagesByIds' | 'citiesByIds'>;
}

const toReview = (row: ReviewRow): Review => ({ id: row.id, rating: row.rating, comment: row.comment, created_at: row.createdAt.toISOString() });
/** One decimal, as stars are shown: 4.25 → 4.3. */
const toRating = (average: number, count: number): GarageRating => ({ average: Math.round(average * 10) / 10, count });
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Customers rate the garage of a completed order once; garages' averages feed the service cards. */
export function reviewsService(db: Db, deps: ReviewsDeps) {
  const repo = reviewsRepository(db);
  let ratingsMemo: { value: Promise<ReadonlyMap<number, GarageRating>>; expires: number } | null = null;

  function garageRatings(): Promise<ReadonlyMap<number, GarageRating>> {
    if (ratingsMemo && ratingsMemo.expires > deps.now()) return ratingsMemo.value;
    const value = repo.ratings().then((rows) => new Map(rows.map((r) => [r.garageId, toRating(r.average, r.count)])));
    const memo = { value, expires: deps.now() + RATINGS_TTL_MS };
    value.catch(() => ratingsMemo === memo && (ratingsMemo = null));
    ratingsMemo = memo;
    return value;
  }

  return {
    garageRatings,

    /** Every review's mean (one decimal) and their number, for the public pages' figures. */
    overallRating: async (): Promise<GarageRating> => {
      const { average, count } = await repo.overall();
      return toRating(average, count);
    },

    async submit(userId: number, trackingId: string, body: z.infer<typeof reviewBody>): Promise<Review> {
      const booking = await deps.bookings.owned(userId, trackingId);
      if (booking.serviceStatus !== 'completed') throw conflict(REVIEW_MESSAGES.notCompleted, 'NOT_COMPLETED');
      const row = await repo.insert({
        bookingId: booking.id,
        userId,
        garageId: booking.garageId,
        rating: body.rating,
        comment: body.comment,
        createdAt: new Date(deps.now()),
      });
      if (!row) throw conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      ratingsMemo = null;
      return toReview(row);
    },

    /** The order page's box: the owner's review of this order, if any, and the garage's rating. */
    async forOrder(userId: number, trackingId: string): Promise<OrderReview> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const [row, ratings] = await Promise.all([repo.ofBooking(booking.id), garageRatings()]);
      return { review: row ? toReview(row) : null, garage_rating: ratings.get(booking.garageId) ?? null };
    },

    async featured(): Promise<FeaturedReview[]> {
      const rows = await repo.recentWithComment(FEATURED_MIN_RATING, FEATURED_COUNT);
      const [users, garages] = await Promise.all([deps.auth.usersByIds(rows.map((r) => r.userId)), deps.catalog.garagesByIds(rows.map((r) => r.garageId))]);
      const cities = await deps.catalog.citiesByIds(garages.map((g) => g.cityId));
      return rows.map((r) => {
        const garage = garages.find((g) => g.id === r.garageId)!;
        return {
          id: r.id,
          rating: r.rating,
          comment: r.comment!,
          name: firstName(users.find((u) => u.id === r.userId)?.name ?? ''),
          garage: garage.name,
          city: cities.find((c) => c.id === garage.cityId)?.name ?? '',
          created_at: r.createdAt.toISOString(),
        };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
