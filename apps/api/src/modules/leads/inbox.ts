import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  addDays,
  type AdminContactMessage,
  type AdminLead,
  type AdminPage,
  type inboxQuery,
  istDate,
  istInstant,
  pageMetaOf,
  type PageMeta,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import * as t from './schema';

export const INBOX_PAGE_SIZE = 25;
/** The most rows one CSV export carries. */
export const EXPORT_LIMIT = 10_000;

type InboxQuery = z.output<typeof inboxQuery>;
type Table = typeof t.leads | typeof t.contactMessages;

export interface InboxDeps {
  catalog: Pick<CatalogService, 'listCities' | 'carModelsByIds'>;
  auth: Pick<AuthService, 'usersByIds'>;
  /** Tracking ids of bookings a message is about. */
  trackingIds: (bookingIds: number[]) => Promise<Map<number, string>>;
}

function whereOf(table: Table, query: InboxQuery, text: SQL | undefined): SQL | undefined {
  return and(
    query.handled === undefined ? undefined : query.handled ? isNotNull(table.handledAt) : isNull(table.handledAt),
    query.from ? gte(table.createdAt, istInstant(query.from, '00:00:00')) : undefined,
    query.to ? lt(table.createdAt, istInstant(addDays(query.to, 1), '00:00:00')) : undefined,
    text,
  );
}

const like = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined);

/**
 * The platform team's inbox: price requests ("CHECK PRICES FOR FREE", "Get App Link") and contact
 * messages, each marked handled with a note once someone has answered it.
 */
export function leadsInbox(db: Db, deps: InboxDeps) {
  async function handlerNames(rows: { handledBy: number | null }[]) {
    const users = await deps.auth.usersByIds(rows.map((r) => r.handledBy).filter((id): id is number => id !== null));
    return (id: number | null) => (id === null ? null : (users.find((u) => u.id === id)?.name ?? null));
  }
  const handling = (r: { handledAt: Date | null; handledBy: number | null; handledNote: string | null }, nameOf: (id: number | null) => string | null) => ({
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by: nameOf(r.handledBy),
    handled_note: r.handledNote,
  });
  const meta = (page: number, total: number): PageMeta => pageMetaOf(page, total, INBOX_PAGE_SIZE);
  const window = (page: number | 'all') =>
    page === 'all' ? { limit: EXPORT_LIMIT, offset: 0 } : { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };

  async function leadRows(query: InboxQuery, page: number | 'all'): Promise<{ rows: AdminLead[]; total: number }> {
    const q = like(query.q);
    const where = whereOf(t.leads, query, q ? ilike(t.leads.phone, q) : undefined);
    const { limit, offset } = window(page);
    const order = query.order === 'asc' ? asc(t.leads.createdAt) : desc(t.leads.createdAt);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(t.leads).where(where),
      db.select().from(t.leads).where(where).orderBy(order, desc(t.leads.id)).limit(limit).offset(offset),
    ]);
    const [cities, models, nameOf] = await Promise.all([
      deps.catalog.listCities(),
      deps.catalog.carModelsByIds(rows.map((r) => r.carModelId).filter((id): id is number => id !== null)),
      handlerNames(rows),
    ]);
    return {
      total: total!.n,
      rows: rows.map((r) => {
        const model = models.find((m) => m.id === r.carModelId);
        return {
          id: r.id,
          phone: r.phone,
          city: cities.find((c) => c.id === r.cityId)?.name ?? null,
          car: model ? `${model.brand} ${model.name}` : null,
          created_at: r.createdAt.toISOString(),
          ...handling(r, nameOf),
        };
      }),
    };
  }

  async function messageRows(query: InboxQuery, page: number | 'all'): Promise<{ rows: AdminContactMessage[]; total: number }> {
    const q = like(query.q);
    const text = q
      ? or(ilike(t.contactMessages.phone, q), ilike(t.contactMessages.name, q), ilike(t.contactMessages.email, q), ilike(t.contactMessages.message, q))
      : undefined;
    const where = whereOf(t.contactMessages, query, text);
    const { limit, offset } = window(page);
    const order = query.order === 'asc' ? asc(t.contactMessages.createdAt) : desc(t.contactMessages.createdAt);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(t.contactMessages).where(where),
      db.select().from(t.contactMessages).where(where).orderBy(order, desc(t.contactMessages.id)).limit(limit).offset(offset),
    ]);
    const [tracking, nameOf] = await Promise.all([
      deps.trackingIds(rows.map((r) => r.bookingId).filter((id): id is number => id !== null)),
      handlerNames(rows),
    ]);
    return {
      total: total!.n,
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        phone: r.phone,
        email: r.email,
        message: r.message,
        tracking_id: r.bookingId === null ? null : (tracking.get(r.bookingId) ?? null),
        created_at: r.createdAt.toISOString(),
        ...handling(r, nameOf),
      })),
    };
  }

  /** Marks a row handled; returns it before and after (for the audit log), inside the caller's transaction. */
  async function markHandled(table: Table, id: number, by: number, note: string, at: Date, tx: Executor) {
    const [before] = await tx.select({ handledAt: table.handledAt, handledNote: table.handledNote }).from(table).where(eq(table.id, id));
    if (!before) throw notFound('Not found: it may have been removed.', 'NOT_FOUND');
    await tx.update(table).set({ handledAt: at, handledBy: by, handledNote: note }).where(eq(table.id, id));
    return {
      before: { handled_at: before.handledAt?.toISOString() ?? null, handled_note: before.handledNote },
      after: { handled_at: at.toISOString(), handled_note: note },
    };
  }

  return {
    async leads(query: InboxQuery): Promise<AdminPage<AdminLead>> {
      const { rows, total } = await leadRows(query, query.page);
      return { data: rows, meta: meta(query.page, total) };
    },
    allLeads: async (query: InboxQuery) => (await leadRows(query, 'all')).rows,
    async messages(query: InboxQuery): Promise<AdminPage<AdminContactMessage>> {
      const { rows, total } = await messageRows(query, query.page);
      return { data: rows, meta: meta(query.page, total) };
    },
    allMessages: async (query: InboxQuery) => (await messageRows(query, 'all')).rows,
    handleLead: (id: number, by: number, note: string, at: Date, tx: Executor) => markHandled(t.leads, id, by, note, at, tx),
    handleMessage: (id: number, by: number, note: string, at: Date, tx: Executor) => markHandled(t.contactMessages, id, by, note, at, tx),

    /** Price requests per IST day since a date (the dashboard). */
    async perDay(from: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ at: t.leads.createdAt })
        .from(t.leads)
        .where(gte(t.leads.createdAt, istInstant(from, '00:00:00')));
      const days = new Map<string, number>();
      for (const { at } of rows) {
        const day = istDate(at);
        days.set(day, (days.get(day) ?? 0) + 1);
      }
      return days;
    },
  };
}

export type LeadsInbox = ReturnType<typeof leadsInbox>;
