import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type ClaimRow = typeof t.warrantyClaims.$inferSelect;
export type NewClaim = typeof t.warrantyClaims.$inferInsert;
type ClaimStatus = ClaimRow['status'];

export function warrantyRepository(db: Executor) {
  return {
    /** The new claim, or undefined when the order already has one in progress (the unique index decides). */
    async insert(claim: NewClaim): Promise<ClaimRow | undefined> {
      const [row] = await db
        .insert(t.warrantyClaims)
        .values(claim)
        .onConflictDoNothing({ target: t.warrantyClaims.bookingId, where: sql`${t.warrantyClaims.status} in ('open', 'declined', 'escalated')` })
        .returning();
      return row;
    },

    async byId(id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(t.warrantyClaims).where(eq(t.warrantyClaims.id, id));
      return row;
    },

    /** An order's claims, newest first. */
    ofBooking: (bookingId: number): Promise<ClaimRow[]> =>
      db.select().from(t.warrantyClaims).where(eq(t.warrantyClaims.bookingId, bookingId)).orderBy(desc(t.warrantyClaims.createdAt), desc(t.warrantyClaims.id)),

    /** Claims in these statuses (all without), oldest first: the admin's queue. */
    queue: (statuses: readonly string[] | null, garageIds: readonly number[] | null, limit: number): Promise<ClaimRow[]> =>
      db
        .select()
        .from(t.warrantyClaims)
        .where(
          and(
            statuses ? inArray(t.warrantyClaims.status, [...statuses]) : undefined,
            garageIds ? inArray(t.warrantyClaims.garageId, [...garageIds]) : undefined,
          ),
        )
        .orderBy(asc(t.warrantyClaims.createdAt), asc(t.warrantyClaims.id))
        .limit(limit),

    /**
     * Compare-and-swap: moves the claim from one of `from` to the change's status, with its fields, only if
     * it is still there (and, with `answerBefore`, only if its answer deadline has passed by then). The
     * changed row, or null when someone else moved it first.
     */
    async move(
      id: number,
      from: readonly ClaimStatus[],
      change: Partial<NewClaim> & { status: ClaimStatus; updatedAt: Date },
      answerBefore?: Date,
    ): Promise<ClaimRow | null> {
      const [row] = await db
        .update(t.warrantyClaims)
        .set(change)
        .where(
          and(
            eq(t.warrantyClaims.id, id),
            inArray(t.warrantyClaims.status, [...from]),
            answerBefore ? lte(t.warrantyClaims.answerBy, answerBefore) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Records a decided claim's refund (in the decision's transaction). */
    async setRefund(id: number, refundTo: string, refundPaise: number): Promise<Pick<ClaimRow, 'refundTo' | 'refundPaise'>> {
      await db.update(t.warrantyClaims).set({ refundTo, refundPaise }).where(eq(t.warrantyClaims.id, id));
      return { refundTo, refundPaise };
    },

    /** Claims opened since an instant, and damage reports upheld (compensated) since then, per garage. */
    async figuresSince(since: Date): Promise<{ claims: Map<number, number>; upheld: Map<number, number> }> {
      const [claims, upheld] = await Promise.all([
        db
          .select({ garageId: t.warrantyClaims.garageId, n: count() })
          .from(t.warrantyClaims)
          .where(gte(t.warrantyClaims.createdAt, since))
          .groupBy(t.warrantyClaims.garageId),
        db
          .select({ garageId: t.damageReports.garageId, n: count() })
          .from(t.damageReports)
          .where(and(eq(t.damageReports.decision, 'compensate'), gte(t.damageReports.decidedAt, since)))
          .groupBy(t.damageReports.garageId),
      ]);
      return { claims: new Map(claims.map((r) => [r.garageId, r.n])), upheld: new Map(upheld.map((r) => [r.garageId, r.n])) };
    },

    async addPayout(payout: typeof t.orderPayouts.$inferInsert): Promise<void> {
      await db.insert(t.orderPayouts).values(payout);
    },
  };
}
