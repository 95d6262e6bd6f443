import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type DamageRow = typeof t.damageReports.$inferSelect;

export function damageRepository(db: Executor) {
  return {
    /** The new report, or undefined when the order has one open already (the unique index decides). */
    async insert(report: typeof t.damageReports.$inferInsert): Promise<DamageRow | undefined> {
      const [row] = await db.insert(t.damageReports).values(report).onConflictDoNothing().returning();
      return row;
    },

    async byId(id: number): Promise<DamageRow | undefined> {
      const [row] = await db.select().from(t.damageReports).where(eq(t.damageReports.id, id));
      return row;
    },

    ofBooking: (bookingId: number): Promise<DamageRow[]> =>
      db.select().from(t.damageReports).where(eq(t.damageReports.bookingId, bookingId)).orderBy(desc(t.damageReports.createdAt), desc(t.damageReports.id)),

    queue: (status: string, garageIds: readonly number[] | null, limit: number): Promise<DamageRow[]> =>
      db
        .select()
        .from(t.damageReports)
        .where(and(eq(t.damageReports.status, status), garageIds ? inArray(t.damageReports.garageId, [...garageIds]) : undefined))
        .orderBy(asc(t.damageReports.createdAt), asc(t.damageReports.id))
        .limit(limit),

    /** Compare-and-swap: open → resolved with the outcome; null when it was resolved first. */
    async resolve(
      id: number,
      outcome: Pick<DamageRow, 'decision' | 'decisionNote' | 'decidedBy' | 'decidedAt'> & { updatedAt: Date },
    ): Promise<DamageRow | null> {
      const [row] = await db
        .update(t.damageReports)
        .set({ status: 'resolved', ...outcome })
        .where(and(eq(t.damageReports.id, id), eq(t.damageReports.status, 'open')))
        .returning();
      return row ?? null;
    },

    async setPayment(id: number, payTo: string, amountPaise: number): Promise<void> {
      await db.update(t.damageReports).set({ payTo, amountPaise }).where(eq(t.damageReports.id, id));
    },
  };
}
