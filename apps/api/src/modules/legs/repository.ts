import { and, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { CLOSED_LEG_STATUSES, MOVING_STATUSES } from '@carseva/shared';
import type { Executor } from '../../db/client';
import { BOOKING_LIVE_CHANNEL } from '../bookings';
import * as t from './schema';

export type LegRow = typeof t.bookingLegs.$inferSelect;
export type PositionRow = typeof t.legPositions.$inferSelect;

/** How many positions a moving leg keeps: enough to draw where the buddy came from, never a history. */
export const TRAIL_LENGTH = 20;

const step = (status: string, at: Date, by: number | null) => sql`${t.bookingLegs.steps} || ${JSON.stringify([{ status, at: at.toISOString(), by }])}::jsonb`;

export function legsRepository(db: Executor) {
  return {
    /** A new leg, or nothing when the booking has one of that kind already (two assigns at once: the second finds the first). */
    async insert(leg: typeof t.bookingLegs.$inferInsert): Promise<LegRow | undefined> {
      const [row] = await db.insert(t.bookingLegs).values(leg).onConflictDoNothing().returning();
      return row;
    },

    async of(bookingId: number, kind: string): Promise<LegRow | undefined> {
      const [row] = await db
        .select()
        .from(t.bookingLegs)
        .where(and(eq(t.bookingLegs.bookingId, bookingId), eq(t.bookingLegs.kind, kind)));
      return row;
    },

    ofBookings(bookingIds: number[]): Promise<LegRow[]> {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return db.select().from(t.bookingLegs).where(inArray(t.bookingLegs.bookingId, bookingIds));
    },

    /** A garage's legs still open (not at the garage, handed back or called off), whatever their booking's day. */
    openOfGarage(garageId: number): Promise<LegRow[]> {
      return db
        .select()
        .from(t.bookingLegs)
        .where(and(eq(t.bookingLegs.garageId, garageId), notInArray(t.bookingLegs.status, [...CLOSED_LEG_STATUSES])));
    },

    /** The leg's status compared and swapped, the step recorded; leaving the moving statuses forgets where the buddy was. */
    async move(id: number, from: string, to: string, at: Date, by: number | null): Promise<LegRow | undefined> {
      const moving = MOVING_STATUSES.includes(to as never);
      const [row] = await db
        .update(t.bookingLegs)
        .set({
          status: to,
          steps: step(to, at, by),
          updatedAt: at,
          stalledSince: null,
          ...(moving
            ? { movedAt: at, movedLatitude: null, movedLongitude: null }
            : { lastLatitude: null, lastLongitude: null, lastPositionAt: null, movedLatitude: null, movedLongitude: null, movedAt: null }),
        })
        .where(and(eq(t.bookingLegs.id, id), eq(t.bookingLegs.status, from)))
        .returning();
      if (row && !moving) await db.delete(t.legPositions).where(eq(t.legPositions.legId, id));
      return row;
    },

    /** The handover: the status swapped only while the code is not locked. */
    async handOver(id: number, from: string, to: string, at: Date, by: number | null): Promise<LegRow | undefined> {
      const [row] = await db
        .update(t.bookingLegs)
        .set({
          status: to,
          steps: step(to, at, by),
          updatedAt: at,
          stalledSince: null,
          lastLatitude: null,
          lastLongitude: null,
          lastPositionAt: null,
          movedAt: null,
        })
        .where(and(eq(t.bookingLegs.id, id), eq(t.bookingLegs.status, from), isNull(t.bookingLegs.codeLockedAt)))
        .returning();
      if (row) await db.delete(t.legPositions).where(eq(t.legPositions.legId, id));
      return row;
    },

    /** Another buddy, before the first has set off; compare-and-swap on the status and the buddy replaced. */
    async reassign(id: number, fromDriver: number, toDriver: number, at: Date): Promise<LegRow | undefined> {
      const [row] = await db
        .update(t.bookingLegs)
        .set({ driverUserId: toDriver, updatedAt: at })
        .where(and(eq(t.bookingLegs.id, id), eq(t.bookingLegs.status, 'assigned'), eq(t.bookingLegs.driverUserId, fromDriver)))
        .returning();
      return row;
    },

    /**
     * A wrong code counted, atomically, against the code and the leg: the code locks at `tries` wrong, and
     * so does the leg at `legTries` in all (its count stops there). Nothing when the code is locked already.
     * Gives the code's attempts and the leg's wrong tries now, and whether it is locked.
     */
    async wrongCode(id: number, tries: number, legTries: number, at: Date): Promise<{ attempts: number; wrongTotal: number; locked: boolean } | null> {
      const [row] = await db
        .update(t.bookingLegs)
        .set({
          codeAttempts: sql`${t.bookingLegs.codeAttempts} + 1`,
          codeWrongTotal: sql`least(${t.bookingLegs.codeWrongTotal} + 1, ${legTries})`,
          codeLockedAt: sql`case when ${t.bookingLegs.codeAttempts} + 1 >= ${tries} or ${t.bookingLegs.codeWrongTotal} + 1 >= ${legTries} then ${at.toISOString()}::timestamptz else null end`,
          updatedAt: at,
        })
        .where(and(eq(t.bookingLegs.id, id), isNull(t.bookingLegs.codeLockedAt)))
        .returning({ attempts: t.bookingLegs.codeAttempts, wrongTotal: t.bookingLegs.codeWrongTotal, lockedAt: t.bookingLegs.codeLockedAt });
      return row ? { attempts: row.attempts, wrongTotal: row.wrongTotal, locked: row.lockedAt !== null } : null;
    },

    /**
     * A new code (nonce), unlocked with the code's tries afresh, for a leg not yet handed over, by `userId`
     * (kept: they may not enter codes on it). The garage's reset (`garageLimit`) counts, and is refused
     * ('limit') once it has made that many or the leg's wrong tries are spent; an admin's (null) is not.
     */
    async resetCode(
      id: number,
      nonce: string,
      handedOver: readonly string[],
      at: Date,
      userId: number,
      garageLimit: { garageResets: number; wrongTotal: number } | null,
    ): Promise<LegRow | 'handed_over' | 'limit'> {
      const resetBy = sql`case when ${userId} = any(${t.bookingLegs.codeResetBy}) then ${t.bookingLegs.codeResetBy} else array_append(${t.bookingLegs.codeResetBy}, ${userId}::integer) end`;
      const [row] = await db
        .update(t.bookingLegs)
        .set({
          codeNonce: nonce,
          codeAttempts: 0,
          codeLockedAt: null,
          codeResetBy: resetBy,
          ...(garageLimit ? { codeGarageResets: sql`${t.bookingLegs.codeGarageResets} + 1` } : {}),
          updatedAt: at,
        })
        .where(
          and(
            eq(t.bookingLegs.id, id),
            notInArray(t.bookingLegs.status, [...handedOver]),
            garageLimit
              ? and(lt(t.bookingLegs.codeGarageResets, garageLimit.garageResets), lt(t.bookingLegs.codeWrongTotal, garageLimit.wrongTotal))
              : undefined,
          ),
        )
        .returning();
      if (row) return row;
      const [current] = await db.select({ status: t.bookingLegs.status }).from(t.bookingLegs).where(eq(t.bookingLegs.id, id));
      return current && handedOver.includes(current.status) ? 'handed_over' : 'limit';
    },

    /**
     * The condition report, written only while the leg is at `status` (arrived): after the handover it
     * stands. 'first' when the leg had none (of two at once, exactly one is first: the second waits for
     * the first's row lock and then sees its report), 'replaced' when it had one, null when the leg moved on.
     */
    async setReport(id: number, status: string, report: t.StoredReport, at: Date): Promise<'first' | 'replaced' | null> {
      const atStatus = and(eq(t.bookingLegs.id, id), eq(t.bookingLegs.status, status));
      const first = await db
        .update(t.bookingLegs)
        .set({ report, updatedAt: at })
        .where(and(atStatus, isNull(t.bookingLegs.report)))
        .returning({ id: t.bookingLegs.id });
      if (first.length > 0) return 'first';
      const replaced = await db.update(t.bookingLegs).set({ report, updatedAt: at }).where(atStatus).returning({ id: t.bookingLegs.id });
      return replaced.length > 0 ? 'replaced' : null;
    },

    /**
     * The buddy's position on a moving leg, in one statement (the hot path: a phone posts one every ~10 s
     * per trip): the last one on the leg (and where they last moved 50 m, when `moved`), one more point of
     * the trail, the trail cut to its last TRAIL_LENGTH, and the booking's live channel told (on commit).
     * False when the leg is not moving any more (a step raced it), or a position was kept after `keptAfter`
     * (another request of the buddy's won): nothing is kept then.
     */
    async addPosition(
      id: number,
      point: { latitude: number; longitude: number; accuracyM: number | null },
      at: Date,
      moved: boolean,
      keptAfter: Date,
    ): Promise<boolean> {
      const [lat, lng, when] = [sql`${point.latitude}::double precision`, sql`${point.longitude}::double precision`, sql`${at.toISOString()}::timestamptz`];
      const movedTo = moved ? sql`, moved_latitude = ${lat}, moved_longitude = ${lng}, moved_at = ${when}, stalled_since = null` : sql``;
      const result = (await db.execute(sql`
        with leg as (
          update ${t.bookingLegs} set last_latitude = ${lat}, last_longitude = ${lng}, last_position_at = ${when}${movedTo}
          where id = ${id} and status in ('on_the_way', 'out_for_delivery')
            and (last_position_at is null or last_position_at <= ${keptAfter.toISOString()}::timestamptz)
          returning id, booking_id
        ),
        added as (
          insert into ${t.legPositions} (leg_id, latitude, longitude, accuracy_m, at)
          select leg.id, ${lat}, ${lng}, ${point.accuracyM}::double precision, ${when} from leg
          returning id
        ),
        -- The statement sees the trail as it was: its newest TRAIL_LENGTH - 1 stay, with the point added.
        cut as (
          delete from ${t.legPositions} p using leg
          where p.leg_id = leg.id and p.id not in (select k.id from ${t.legPositions} k where k.leg_id = ${id} order by k.id desc limit ${TRAIL_LENGTH - 1})
          returning p.id
        )
        select pg_notify(${BOOKING_LIVE_CHANNEL}, leg.booking_id::text), (select count(*) from added) as added, (select count(*) from cut) as cut from leg`)) as unknown as {
        rows: unknown[];
      };
      return result.rows.length > 0;
    },

    /** The leg's trail, newest first, at most TRAIL_LENGTH. */
    trail(legId: number): Promise<PositionRow[]> {
      return db.select().from(t.legPositions).where(eq(t.legPositions.legId, legId)).orderBy(desc(t.legPositions.id)).limit(TRAIL_LENGTH);
    },

    async positionCount(legId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.legPositions)
        .where(eq(t.legPositions.legId, legId));
      return row?.n ?? 0;
    },

    /** Closes the open legs of a booking that ended unserved, and forgets their positions. */
    async cancelOpen(bookingId: number, at: Date): Promise<LegRow[]> {
      const rows = await db
        .update(t.bookingLegs)
        .set({
          status: 'cancelled',
          steps: step('cancelled', at, null),
          updatedAt: at,
          lastLatitude: null,
          lastLongitude: null,
          lastPositionAt: null,
          stalledSince: null,
        })
        .where(and(eq(t.bookingLegs.bookingId, bookingId), notInArray(t.bookingLegs.status, [...CLOSED_LEG_STATUSES])))
        .returning();
      if (rows.length > 0)
        await db.delete(t.legPositions).where(
          inArray(
            t.legPositions.legId,
            rows.map((r) => r.id),
          ),
        );
      return rows;
    },

    /** Marks stalled the moving legs whose buddy has not moved 50 m since `before`; gives them. */
    markStalled(before: Date, at: Date): Promise<LegRow[]> {
      return db
        .update(t.bookingLegs)
        .set({ stalledSince: at })
        .where(
          and(
            inArray(t.bookingLegs.status, [...MOVING_STATUSES]),
            isNull(t.bookingLegs.stalledSince),
            or(lt(t.bookingLegs.movedAt, before), and(isNull(t.bookingLegs.movedAt), lt(t.bookingLegs.updatedAt, before))),
          ),
        )
        .returning();
    },
  };
}

export type LegsRepository = ReturnType<typeof legsRepository>;
