import { asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type PromiseRow = typeof t.bookingPromises.$inferSelect;
export type LateCreditRow = typeof t.lateCredits.$inferSelect;
export type RuleRow = typeof t.lateCreditRule.$inferSelect;

export function promisesRepository(db: Executor) {
  return {
    async ofBooking(bookingId: number): Promise<PromiseRow | undefined> {
      const [row] = await db.select().from(t.bookingPromises).where(eq(t.bookingPromises.bookingId, bookingId));
      return row;
    },

    /**
     * Sets the promise: the first one as given; a later one replaces it, while what it is held to only moves
     * earlier (least of the two). `later` counts a move to a later time. The row as it now is.
     */
    async set(bookingId: number, readyBy: Date, backBy: Date | null, later: boolean, at: Date): Promise<PromiseRow> {
      const [row] = await db
        .insert(t.bookingPromises)
        .values({ bookingId, readyBy, backBy, dueReadyBy: readyBy, dueBackBy: backBy, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: t.bookingPromises.bookingId,
          set: {
            readyBy,
            backBy,
            dueReadyBy: sql`least(${t.bookingPromises.dueReadyBy}, excluded.due_ready_by)`,
            // A back-by given for the first time is held as given.
            dueBackBy: sql`coalesce(least(${t.bookingPromises.dueBackBy}, excluded.due_back_by), excluded.due_back_by)`,
            movedLater: later ? sql`${t.bookingPromises.movedLater} + 1` : t.bookingPromises.movedLater,
            updatedAt: at,
          },
        })
        .returning();
      return row!;
    },

    /** The credit, or undefined when the booking has one already (its key decides). */
    async insertCredit(credit: typeof t.lateCredits.$inferInsert): Promise<LateCreditRow | undefined> {
      const [row] = await db.insert(t.lateCredits).values(credit).onConflictDoNothing().returning();
      return row;
    },

    async creditOf(bookingId: number): Promise<LateCreditRow | undefined> {
      const [row] = await db.select().from(t.lateCredits).where(eq(t.lateCredits.bookingId, bookingId));
      return row;
    },

    /** Late credits made since an instant, oldest first. */
    creditsSince: (since: Date, limit: number): Promise<LateCreditRow[]> =>
      db
        .select()
        .from(t.lateCredits)
        .where(gte(t.lateCredits.createdAt, since))
        .orderBy(asc(t.lateCredits.createdAt), asc(t.lateCredits.bookingId))
        .limit(limit),

    /** Late deliveries (credited) since an instant, per garage. */
    async lateByGarage(since: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ garageId: t.lateCredits.garageId, n: count() })
        .from(t.lateCredits)
        .where(gte(t.lateCredits.createdAt, since))
        .groupBy(t.lateCredits.garageId);
      return new Map(rows.map((r) => [r.garageId, r.n]));
    },

    async rule(): Promise<RuleRow | undefined> {
      const [row] = await db.select().from(t.lateCreditRule).where(eq(t.lateCreditRule.id, 1));
      return row;
    },

    async saveRule(rule: Omit<RuleRow, 'id'>): Promise<RuleRow> {
      const [row] = await db
        .insert(t.lateCreditRule)
        .values({ id: 1, ...rule })
        .onConflictDoUpdate({ target: t.lateCreditRule.id, set: rule })
        .returning();
      return row!;
    },
  };
}
