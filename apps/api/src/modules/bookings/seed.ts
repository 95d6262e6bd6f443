import type { Db } from '../../db/client';
import type { Coupon } from './pricing';
import * as t from './schema';

/** The discount codes we ship with; the server alone decides what they are worth. */
export const shippedCoupons: Coupon[] = [
  { code: 'CARSEVA10', percentOff: 10, flatOffPaise: null, maxDiscountPaise: 50_000, minSubtotalPaise: 0, active: true },
  { code: 'FIRSTWASH', percentOff: null, flatOffPaise: 20_000, maxDiscountPaise: null, minSubtotalPaise: 99_900, active: true },
];

/** Inserts the shipped coupons; codes already present are left alone, so it runs on every start. */
export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(t.coupons).values(shippedCoupons).onConflictDoNothing();
}
