import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { compiledQuery, compiledStatement, isAnyOf } from '../../db/compiled-query';
import * as t from './schema';
import type { SlotTemplate, SlotUsage } from './generate';

/** What never changes of a slot template: its garage and times (capacity is read where seats are taken). */
const templatesByIdsQuery = compiledQuery((qb) =>
  qb
    .select({ id: t.slotTemplates.id, garageId: t.slotTemplates.garageId, startTime: t.slotTemplates.startTime, endTime: t.slotTemplates.endTime })
    .from(t.slotTemplates)
    .where(isAnyOf(t.slotTemplates.id, 'ids')),
);

/** A seat of the slot on the date, unless it is full or closed (see takeSeat). */
const takeSeatQuery = compiledQuery((qb) =>
  qb
    .insert(t.slotUsage)
    .select(
      qb
        .select({
          slotTemplateId: t.slotTemplates.id,
          date: sql<string>`${sql.placeholder('date')}`.as('date'),
          booked: sql<number>`1`.as('booked'),
          capacity: t.slotTemplates.capacity,
          closed: sql<boolean>`false`.as('closed'),
          closedReason: sql<string | null>`null`.as('closed_reason'),
        })
        .from(t.slotTemplates)
        .where(eq(t.slotTemplates.id, sql.placeholder('templateId'))),
    )
    .onConflictDoUpdate({
      target: [t.slotUsage.slotTemplateId, t.slotUsage.date],
      set: { booked: sql`${t.slotUsage.booked} + 1` },
      setWhere: sql`${t.slotUsage.booked} < ${t.slotUsage.capacity} and not ${t.slotUsage.closed}`,
    })
    .returning({ booked: t.slotUsage.booked }),
);

/**
 * A seat in each of several slot-dates, as takeSeatQuery does for one: one statement for a batch of
 * bookings (ADR 25). The seats come sorted, so two batches lock their rows in the same order.
 */
const takeSeatsStatement = compiledStatement(
  sql`insert into ${t.slotUsage} (slot_template_id, date, booked, capacity, closed)
      select ${t.slotTemplates.id}, seat.date, 1, ${t.slotTemplates.capacity}, false
      from unnest(${sql.placeholder('templateIds')}::int[], ${sql.placeholder('dates')}::text[]) with ordinality as seat(template_id, date, n)
      join ${t.slotTemplates} on ${t.slotTemplates.id} = seat.template_id
      order by seat.n
      on conflict (slot_template_id, date) do update set booked = ${t.slotUsage}.booked + 1
      where ${t.slotUsage}.booked < ${t.slotUsage}.capacity and not ${t.slotUsage}.closed
      returning slot_template_id, date`,
);

export function slotsRepository(db: Executor) {
  return {
    templatesByIds(ids: number[]) {
      return templatesByIdsQuery(db, { ids });
    },

    templatesOf(garageId: number): Promise<SlotTemplate[]> {
      return db
        .select({ id: t.slotTemplates.id, startTime: t.slotTemplates.startTime, endTime: t.slotTemplates.endTime, capacity: t.slotTemplates.capacity })
        .from(t.slotTemplates)
        .where(eq(t.slotTemplates.garageId, garageId))
        .orderBy(asc(t.slotTemplates.startTime));
    },

    /** Seats taken per slot template on a date, and whether the garage closed it. */
    async usageOn(templateIds: number[], date: string): Promise<Map<number, SlotUsage>> {
      if (templateIds.length === 0) return new Map();
      const rows = await db
        .select({ id: t.slotUsage.slotTemplateId, booked: t.slotUsage.booked, closed: t.slotUsage.closed, reason: t.slotUsage.closedReason })
        .from(t.slotUsage)
        .where(and(inArray(t.slotUsage.slotTemplateId, templateIds), eq(t.slotUsage.date, date)));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Closes or reopens slots on a date (the row is made if no seat was taken yet). */
    async setClosed(templates: { id: number; capacity: number }[], date: string, closed: boolean, reason: string | null): Promise<void> {
      if (templates.length === 0) return;
      await db
        .insert(t.slotUsage)
        .values(templates.map((tpl) => ({ slotTemplateId: tpl.id, date, booked: 0, capacity: tpl.capacity, closed, closedReason: reason })))
        .onConflictDoUpdate({ target: [t.slotUsage.slotTemplateId, t.slotUsage.date], set: { closed, closedReason: reason } });
    },

    /** A garage's closed slots from a date on. */
    closedFrom(templateIds: number[], fromDate: string) {
      if (templateIds.length === 0) return Promise.resolve([]);
      return db
        .select({ slotTemplateId: t.slotUsage.slotTemplateId, date: t.slotUsage.date, booked: t.slotUsage.booked, reason: t.slotUsage.closedReason })
        .from(t.slotUsage)
        .where(and(inArray(t.slotUsage.slotTemplateId, templateIds), gte(t.slotUsage.date, fromDate), eq(t.slotUsage.closed, true)))
        .orderBy(asc(t.slotUsage.date), asc(t.slotUsage.slotTemplateId));
    },

    /** Upcoming dates on which more seats are taken than `capacity` allows. */
    overbookedFrom(templateId: number, fromDate: string, capacity: number) {
      return db
        .select({ date: t.slotUsage.date, booked: t.slotUsage.booked })
        .from(t.slotUsage)
        .where(and(eq(t.slotUsage.slotTemplateId, templateId), gte(t.slotUsage.date, fromDate), gt(t.slotUsage.booked, capacity)))
        .orderBy(asc(t.slotUsage.date));
    },

    /** New capacity for a slot: the template and every upcoming date already counted. */
    async setCapacity(templateId: number, fromDate: string, capacity: number): Promise<void> {
      await db.update(t.slotTemplates).set({ capacity }).where(eq(t.slotTemplates.id, templateId));
      await db
        .update(t.slotUsage)
        .set({ capacity })
        .where(and(eq(t.slotUsage.slotTemplateId, templateId), gte(t.slotUsage.date, fromDate)));
    },

    async insertTemplates(rows: { garageId: number; startTime: string; endTime: string; capacity: number }[]): Promise<void> {
      if (rows.length > 0) await db.insert(t.slotTemplates).values(rows);
    },

    /**
     * Takes one seat, only while seats are left: the conditional upsert is one atomic statement, so
     * concurrent bookings queue on the row and the last seat goes to exactly one of them. A date's
     * first seat copies the template's capacity as the database has it now.
     */
    async takeSeat(templateId: number, date: string): Promise<boolean> {
      const rows = await takeSeatQuery(db, { templateId, date });
      return rows.length > 0;
    },

    /** takeSeat for each of several distinct slot-dates at once; the ones that got their seat. */
    async takeSeats(seats: { templateId: number; date: string }[]): Promise<{ templateId: number; date: string }[]> {
      const sorted = [...seats].sort((a, b) => a.templateId - b.templateId || a.date.localeCompare(b.date));
      const { rows } = (await takeSeatsStatement(db, { templateIds: sorted.map((seat) => seat.templateId), dates: sorted.map((seat) => seat.date) })) as {
        rows: { slot_template_id: number; date: string }[];
      };
      return rows.map((row) => ({ templateId: row.slot_template_id, date: row.date }));
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
