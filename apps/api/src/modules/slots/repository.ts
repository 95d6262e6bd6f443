import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';
import type { SlotTemplate } from './generate';

export function slotsRepository(db: Executor) {
  return {
    templatesByIds(ids: number[]) {
      return db
        .select({
          id: t.slotTemplates.id,
          garageId: t.slotTemplates.garageId,
          startTime: t.slotTemplates.startTime,
          endTime: t.slotTemplates.endTime,
          capacity: t.slotTemplates.capacity,
        })
        .from(t.slotTemplates)
        .where(inArray(t.slotTemplates.id, ids));
    },

    templatesOf(garageId: number): Promise<SlotTemplate[]> {
      return db
        .select({ id: t.slotTemplates.id, startTime: t.slotTemplates.startTime, endTime: t.slotTemplates.endTime, capacity: t.slotTemplates.capacity })
        .from(t.slotTemplates)
        .where(eq(t.slotTemplates.garageId, garageId));
    },

    /** Seats taken per slot template on a date. */
    async bookedOn(templateIds: number[], date: string): Promise<Map<number, number>> {
      if (templateIds.length === 0) return new Map();
      const rows = await db
        .select({ id: t.slotUsage.slotTemplateId, booked: t.slotUsage.booked })
        .from(t.slotUsage)
        .where(and(inArray(t.slotUsage.slotTemplateId, templateIds), eq(t.slotUsage.date, date)));
      return new Map(rows.map((r) => [r.id, r.booked]));
    },

    /**
     * Takes one seat, only while seats are left: the conditional upsert is one atomic statement, so
     * concurrent bookings queue on the row and the last seat goes to exactly one of them.
     */
    async takeSeat(template: { id: number; capacity: number }, date: string): Promise<boolean> {
      const rows = await db
        .insert(t.slotUsage)
        .values({ slotTemplateId: template.id, date, booked: 1, capacity: template.capacity })
        .onConflictDoUpdate({
          target: [t.slotUsage.slotTemplateId, t.slotUsage.date],
          set: { booked: sql`${t.slotUsage.booked} + 1` },
          setWhere: sql`${t.slotUsage.booked} < ${t.slotUsage.capacity}`,
        })
        .returning({ booked: t.slotUsage.booked });
      return rows.length > 0;
    },

    async releaseSeat(templateId: number, date: string): Promise<void> {
      await db
        .update(t.slotUsage)
        .set({ booked: sql`${t.slotUsage.booked} - 1` })
        .where(and(eq(t.slotUsage.slotTemplateId, templateId), eq(t.slotUsage.date, date), sql`${t.slotUsage.booked} > 0`));
    },
  };
}

export type SlotsRepository = ReturnType<typeof slotsRepository>;
