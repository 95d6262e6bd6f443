import { type AdminPage, type AuditEntry, pageMetaOf } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { AuthService } from '../auth';
import { auditRepository } from './repository';

const PAGE_SIZE = 25;

/** Who made a change: an admin, a garage's owner or staff, or the booking's customer (their own choice about the car's journey). */
export interface AuditActor {
  userId: number;
  role: 'admin' | 'owner' | 'staff' | 'customer';
}

/** One change: what it was, to what, and whose history it belongs to (a garage's, a booking's). */
export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  garageId?: number | null;
  bookingId?: number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

export interface AuditDeps {
  now: () => number;
  auth: Pick<AuthService, 'usersByIds'>;
}

/** The audit log: every admin and partner change, written in the change's own transaction. */
export function auditService(db: Db, deps: AuditDeps) {
  async function history(of: { garageId?: number; bookingId?: number }, page: number): Promise<AdminPage<AuditEntry>> {
    const { total, rows } = await auditRepository(db).page(of, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const users = await deps.auth.usersByIds(rows.map((r) => r.actorId));
    return {
      data: rows.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        actor: { id: r.actorId, name: users.find((u) => u.id === r.actorId)?.name ?? '', role: r.actorRole },
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        before: r.before ?? null,
        after: r.after ?? null,
        note: r.note,
      })),
      meta: pageMetaOf(page, total, PAGE_SIZE),
    };
  }

  return {
    /** Records a change inside the caller's transaction: it commits or rolls back with the change. */
    async record(tx: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
      await auditRepository(tx).insert({
        actorId: actor.userId,
        actorRole: actor.role,
        action: change.action,
        entity: change.entity,
        entityId: String(change.entityId),
        garageId: change.garageId ?? null,
        bookingId: change.bookingId ?? null,
        before: change.before ?? null,
        after: change.after ?? null,
        note: change.note ?? null,
        createdAt: new Date(deps.now()),
      });
    },

    ofGarage: (garageId: number, page = 1) => history({ garageId }, page),
    ofBooking: (bookingId: number, page = 1) => history({ bookingId }, page),
  };
}

export type AuditService = ReturnType<typeof auditService>;
