import type { Coupon } from './pricing';

/** The discount codes we ship with; the seed inserts them and the server alone decides what they are worth. */
export const seedCoupons: Coupon[] = [
  { code: 'CARSEVA10', percentOff: 10, flatOffPaise: null, maxDiscountPaise: 50_000, minSubtotalPaise: 0, active: true },
  { code: 'FIRSTWASH', percentOff: null, flatOffPaise: 20_000, maxDiscountPaise: null, minSubtotalPaise: 99_900, active: true },
];
