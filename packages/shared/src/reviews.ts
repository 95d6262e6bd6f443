/** Reviews: a customer's rating of the garage for a completed order, and the garages' averages. */
import { z } from 'zod';

export const REVIEW_COMMENT_MAX = 1000;

export const reviewBody = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  /** Optional; a blank comment is no comment. */
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `Keep the comment under ${REVIEW_COMMENT_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** A garage's average rating (one decimal) over its review count. */
export const garageRating = z.object({ average: z.number(), count: z.number().int() });
export type GarageRating = z.infer<typeof garageRating>;

export const review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof review>;

/** The order page's review box: the customer's own review, if any, and how the garage is rated. */
export const orderReview = z.object({ review: review.nullable(), garage_rating: garageRating.nullable() });
export type OrderReview = z.infer<typeof orderReview>;

/** A recent good review for the home page: the customer's first name only. */
export const featuredReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  name: z.string(),
  garage: z.string(),
  city: z.string(),
  created_at: z.string(),
});
export type FeaturedReview = z.infer<typeof featuredReview>;
