import { and, avg, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type ReviewRow = typeof t.reviews.$inferSelect;
export type NewReview = typeof t.reviews.$inferInsert;

export function reviewsRepository(db: Executor) {
  return {
    /** The new row, or undefined when the order already has a review (the unique index decides). */
    async insert(review: NewReview): Promise<ReviewRow | undefined> {
      const [row] = await db.insert(t.reviews).values(review).onConflictDoNothing({ target: t.reviews.bookingId }).returning();
      return row;
    },

    async ofBooking(bookingId: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(t.reviews).where(eq(t.reviews.bookingId, bookingId));
      return row;
    },

    /** Every reviewed garage's mean rating and review count. */
    ratings: () =>
      db
        .select({ garageId: t.reviews.garageId, average: avg(t.reviews.rating).mapWith(Number), count: count() })
        .from(t.reviews)
        .groupBy(t.reviews.garageId),

    /** The mean of every review and their number. */
    async overall(): Promise<{ average: number; count: number }> {
      const [row] = await db.select({ average: avg(t.reviews.rating).mapWith(Number), count: count() }).from(t.reviews);
      return { average: row?.average ?? 0, count: row?.count ?? 0 };
    },

    /** The newest reviews of at least `minRating` stars that say something. */
    recentWithComment: (minRating: number, limit: number) =>
      db
        .select()
        .from(t.reviews)
        .where(and(gte(t.reviews.rating, minRating), isNotNull(t.reviews.comment), sql`length(${t.reviews.comment}) > 0`))
        .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
        .limit(limit),
  };
}
