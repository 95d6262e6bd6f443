import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, or, sql, sum } from 'drizzle-orm';
import {
  type AdminCoupon,
  type adminCouponBody,
  type AdminPage,
  type CouponOffer,
  type OrderTotals,
  paiseToRupees,
  rupeesToPaise,
  pageMetaOf,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { conflict, type Message, notFound, unprocessable } from '../../lib/errors';
import type { Coupon } from './pricing';
import * as t from './schema';
import { say, type Text } from '../../lib/i18n';

export const COUPONS_PAGE_SIZE = 20;

export const COUPON_MESSAGES = {
  notYet: say('errors.coupon.notYet'),
  expired: say('errors.coupon.expired'),
  usedUp: say('errors.coupon.usedUp'),
  usedByYou: say('errors.coupon.usedByYou'),
  exists: 'A coupon with this code already exists.',
  notFound: say('errors.coupon.notFound'),
} as const;

type CouponRow = typeof t.coupons.$inferSelect;
type CouponInput = z.output<typeof adminCouponBody>;

const couponError = (message: Message, code: string) => unprocessable(message, { coupon: [message] }, code);

/** Why a coupon cannot be used at this moment (validity window, total limit), or null. */
function unusableReason(row: CouponRow, liveUses: number, at: Date): { message: Text; code: string } | null {
  if (row.validFrom && at < row.validFrom) return { message: COUPON_MESSAGES.notYet, code: 'COUPON_NOT_YET_VALID' };
  if (row.validUntil && at >= row.validUntil) return { message: COUPON_MESSAGES.expired, code: 'COUPON_EXPIRED' };
  if (row.maxUses !== null && liveUses >= row.maxUses) return { message: COUPON_MESSAGES.usedUp, code: 'COUPON_USED_UP' };
  return null;
}

/** Statuses in which a booking never got its service: its coupon use does not count. */
const UNSERVED = ['cancelled', 'rejected'];
/** Redemptions whose booking is still live or served (a cancelled or rejected booking's is given back). */
const live = (code: string, userId?: number) =>
  and(
    eq(t.couponRedemptions.couponCode, code),
    notInArray(t.bookings.serviceStatus, UNSERVED),
    userId === undefined ? undefined : eq(t.couponRedemptions.userId, userId),
  );

function liveUses(db: Executor, code: string, userId?: number): Promise<number> {
  return db
    .select({ n: count() })
    .from(t.couponRedemptions)
    .innerJoin(t.bookings, eq(t.bookings.id, t.couponRedemptions.bookingId))
    .where(live(code, userId))
    .then(([row]) => row!.n);
}

const toAdmin = (row: CouponRow, used: number, discountPaise: number): AdminCoupon => ({
  code: row.code,
  kind: row.percentOff !== null ? 'percent' : 'flat',
  value: row.percentOff ?? paiseToRupees(row.flatOffPaise ?? 0),
  max_discount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
  min_order: paiseToRupees(row.minSubtotalPaise),
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  max_uses_per_customer: row.maxUsesPerCustomer,
  active: row.active,
  used,
  discount_given: paiseToRupees(discountPaise),
});

/** A coupon offered on a cart: its terms, and its saving and total from the cart's price with it (whole rupees). */
export const toOffer = (row: CouponRow, usesLeft: number | null, totals: OrderTotals, best: boolean): CouponOffer => ({
  code: row.code,
  kind: row.percentOff !== null ? 'percent' : 'flat',
  value: row.percentOff ?? paiseToRupees(row.flatOffPaise ?? 0),
  max_discount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
  min_order: paiseToRupees(row.minSubtotalPaise),
  valid_until: row.validUntil?.toISOString() ?? null,
  uses_left: usesLeft,
  saving: paiseToRupees(totals.discount),
  total: paiseToRupees(totals.total),
  best,
});

/**
 * Coupons with validity dates and usage limits. The checkout reads them for its price (usable), and
 * the booking's transaction redeems under a row lock on the coupon, so simultaneous checkouts queue
 * on it and can never use more than the limit. A booking that ends cancelled or rejected (an expired
 * payment hold included) stops counting at once, in the status change's own commit: the use was never had.
 */
export function couponBook(db: Db, deps: { now: () => number }) {
  async function usageOf(codes: string[], executor: Executor): Promise<Map<string, { used: number; discountPaise: number }>> {
    if (codes.length === 0) return new Map();
    const rows = await executor
      .select({ code: t.couponRedemptions.couponCode, used: count(), discount: sum(t.couponRedemptions.discountPaise).mapWith(Number) })
      .from(t.couponRedemptions)
      .innerJoin(t.bookings, eq(t.bookings.id, t.couponRedemptions.bookingId))
      .where(and(notInArray(t.bookings.serviceStatus, UNSERVED), inArray(t.couponRedemptions.couponCode, codes)))
      .groupBy(t.couponRedemptions.couponCode);
    return new Map(rows.map((r) => [r.code, { used: r.used, discountPaise: r.discount ?? 0 }]));
  }

  async function present(rows: CouponRow[], executor: Executor = db): Promise<AdminCoupon[]> {
    const usage = await usageOf(
      rows.map((r) => r.code),
      executor,
    );
    return rows.map((r) => toAdmin(r, usage.get(r.code)?.used ?? 0, usage.get(r.code)?.discountPaise ?? 0));
  }

  async function byCode(code: string, executor: Executor = db): Promise<CouponRow> {
    const [row] = await executor.select().from(t.coupons).where(eq(t.coupons.code, code));
    if (!row) throw notFound(COUPON_MESSAGES.notFound, 'COUPON_NOT_FOUND');
    return row;
  }

  return {
    /** The coupon for pricing, if it exists; a clear 422 when it is outside its dates or used up. */
    async usable(code: string): Promise<Coupon | undefined> {
      const [row] = await db.select().from(t.coupons).where(eq(t.coupons.code, code));
      if (!row || !row.active) return row;
      const reason = unusableReason(row, row.maxUses === null ? 0 : await liveUses(db, code), new Date(deps.now()));
      if (reason) throw couponError(reason.message, reason.code);
      return row;
    },

    /**
     * The coupons a customer can use now (the same checks as the booking's): active, within their dates,
     * not used up, and under this customer's own limit (unknown when nobody is signed in). With what is
     * left of that limit, as the offers show it.
     */
    async available(userId: number | null): Promise<{ coupon: CouponRow; usesLeft: number | null }[]> {
      const at = new Date(deps.now());
      const rows = await db.select().from(t.coupons).where(eq(t.coupons.active, true)).orderBy(asc(t.coupons.code));
      const usage = await usageOf(
        rows.map((r) => r.code),
        db,
      );
      const open = rows.filter((row) => !unusableReason(row, usage.get(row.code)?.used ?? 0, at));
      const offers = await Promise.all(
        open.map(async (coupon) => {
          if (coupon.maxUsesPerCustomer === null || userId === null) return { coupon, usesLeft: null };
          return { coupon, usesLeft: coupon.maxUsesPerCustomer - (await liveUses(db, coupon.code, userId)) };
        }),
      );
      return offers.filter((offer) => offer.usesLeft === null || offer.usesLeft > 0);
    },

    /** Counts a booking's use of a coupon inside the booking's transaction, under the coupon's row lock. */
    async redeem(tx: Executor, use: { code: string; userId: number; bookingId: number; discountPaise: number; at: Date }): Promise<void> {
      const [row] = await tx.select().from(t.coupons).where(eq(t.coupons.code, use.code)).for('update');
      if (!row || !row.active) throw couponError(say('errors.coupon.invalid'), 'INVALID_COUPON');
      const reason = unusableReason(row, await liveUses(tx, use.code), use.at);
      if (reason) throw conflict(reason.message, reason.code);
      if (row.maxUsesPerCustomer !== null && (await liveUses(tx, use.code, use.userId)) >= row.maxUsesPerCustomer) {
        throw conflict(COUPON_MESSAGES.usedByYou, 'COUPON_LIMIT_REACHED');
      }
      await tx
        .insert(t.couponRedemptions)
        .values({ bookingId: use.bookingId, couponCode: use.code, userId: use.userId, discountPaise: use.discountPaise, createdAt: use.at });
    },

    async list(query: { state?: 'live' | 'ended'; page: number }): Promise<AdminPage<AdminCoupon>> {
      const at = new Date(deps.now());
      const current = and(eq(t.coupons.active, true), or(isNull(t.coupons.validUntil), gt(t.coupons.validUntil, at)));
      const where = query.state === 'live' ? current : query.state === 'ended' ? sql`not (${current})` : undefined;
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(t.coupons).where(where),
        db
          .select()
          .from(t.coupons)
          .where(where)
          .orderBy(desc(t.coupons.createdAt), asc(t.coupons.code))
          .limit(COUPONS_PAGE_SIZE)
          .offset((query.page - 1) * COUPONS_PAGE_SIZE),
      ]);
      return {
        data: await present(rows),
        meta: pageMetaOf(query.page, total!.n, COUPONS_PAGE_SIZE),
      };
    },

    async create(input: CouponInput, tx: Executor): Promise<AdminCoupon> {
      const [row] = await tx
        .insert(t.coupons)
        .values({
          code: input.code,
          percentOff: input.kind === 'percent' ? input.value : null,
          flatOffPaise: input.kind === 'flat' ? rupeesToPaise(input.value) : null,
          maxDiscountPaise: input.max_discount ? rupeesToPaise(input.max_discount) : null,
          minSubtotalPaise: rupeesToPaise(input.min_order),
          validFrom: input.valid_from ? new Date(input.valid_from) : null,
          validUntil: input.valid_until ? new Date(input.valid_until) : null,
          maxUses: input.max_uses ?? null,
          maxUsesPerCustomer: input.max_uses_per_customer ?? null,
          createdAt: new Date(deps.now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(COUPON_MESSAGES.exists, 'COUPON_EXISTS');
      return toAdmin(row, 0, 0);
    },

    /** Ends a coupon now: no new checkout may use it; bookings that used it keep their discount. */
    async expire(code: string, tx: Executor): Promise<{ before: AdminCoupon; after: AdminCoupon }> {
      const current = await byCode(code, tx);
      const [before] = await present([current], tx);
      const at = new Date(deps.now());
      const [row] = await tx
        .update(t.coupons)
        .set({ active: false, validUntil: current.validUntil && current.validUntil < at ? current.validUntil : at })
        .where(eq(t.coupons.code, code))
        .returning();
      return { before: before!, after: { ...before!, active: row!.active, valid_until: row!.validUntil?.toISOString() ?? null } };
    },

    get: async (code: string) => (await present([await byCode(code)]))[0]!,
  };
}

export type CouponBook = ReturnType<typeof couponBook>;
