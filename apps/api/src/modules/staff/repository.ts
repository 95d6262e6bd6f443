import { and, asc, eq } from 'drizzle-orm';
import type { StaffRole } from '@carseva/shared';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type StaffRow = typeof t.garageStaff.$inferSelect;

export function staffRepository(db: Executor) {
  return {
    /** Adds a member, or changes the role of one already there. */
    async upsert(garageId: number, userId: number, role: StaffRole, at: Date): Promise<StaffRow> {
      const [row] = await db
        .insert(t.garageStaff)
        .values({ garageId, userId, role, createdAt: at })
        .onConflictDoUpdate({ target: [t.garageStaff.garageId, t.garageStaff.userId], set: { role } })
        .returning();
      return row!;
    },

    /** Adds a member unless they are one already: false then, and their role stays as it was. */
    async insert(garageId: number, userId: number, role: StaffRole, at: Date): Promise<boolean> {
      const rows = await db
        .insert(t.garageStaff)
        .values({ garageId, userId, role, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: t.garageStaff.userId });
      return rows.length > 0;
    },

    /** The garage's members, locked until the transaction ends: a removal that counts owners sees no other removal meanwhile. */
    lockGarage(garageId: number): Promise<StaffRow[]> {
      return db.select().from(t.garageStaff).where(eq(t.garageStaff.garageId, garageId)).for('update');
    },

    async setPortrait(garageId: number, userId: number, mediaId: string): Promise<boolean> {
      const rows = await db
        .update(t.garageStaff)
        .set({ photoMediaId: mediaId })
        .where(and(eq(t.garageStaff.garageId, garageId), eq(t.garageStaff.userId, userId)))
        .returning({ userId: t.garageStaff.userId });
      return rows.length > 0;
    },

    async remove(garageId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(t.garageStaff)
        .where(and(eq(t.garageStaff.garageId, garageId), eq(t.garageStaff.userId, userId)))
        .returning({ userId: t.garageStaff.userId });
      return rows.length > 0;
    },

    ofGarage(garageId: number): Promise<StaffRow[]> {
      return db.select().from(t.garageStaff).where(eq(t.garageStaff.garageId, garageId)).orderBy(asc(t.garageStaff.createdAt));
    },

    ofUser(userId: number): Promise<StaffRow[]> {
      return db.select().from(t.garageStaff).where(eq(t.garageStaff.userId, userId)).orderBy(asc(t.garageStaff.garageId));
    },
  };
}
