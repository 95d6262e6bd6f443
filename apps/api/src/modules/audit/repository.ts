import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type AuditRow = typeof t.auditLog.$inferSelect;
export type NewAuditRow = typeof t.auditLog.$inferInsert;

export function auditRepository(db: Executor) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(t.auditLog).values(row);
    },

    /** One page of a garage's or a booking's history, newest first. */
    async page(of: { garageId?: number; bookingId?: number }, limit: number, offset: number): Promise<{ total: number; rows: AuditRow[] }> {
      const where: SQL | undefined = and(
        of.garageId === undefined ? undefined : eq(t.auditLog.garageId, of.garageId),
        of.bookingId === undefined ? undefined : eq(t.auditLog.bookingId, of.bookingId),
      );
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(t.auditLog).where(where),
        db.select().from(t.auditLog).where(where).orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id)).limit(limit).offset(offset),
      ]);
      return { total: total!.n, rows };
    },
  };
}
