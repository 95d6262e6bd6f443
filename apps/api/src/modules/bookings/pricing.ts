/** A discount code as stored: a percentage with a cap, or a flat amount; each with a minimum order. */
export interface Coupon {
  code: string;
  percentOff: number | null;
  flatOffPaise: number | null;
  maxDiscountPaise: number | null;
  minSubtotalPaise: number;
  active: boolean;
}

export type CouponResult = { ok: true; discountPaise: number } | { ok: false; reason: string };

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** What a coupon takes off a subtotal (before GST), or why it does not apply. */
export function couponDiscount(coupon: Coupon | undefined, subtotalPaise: number): CouponResult {
  if (!coupon || !coupon.active) return { ok: false, reason: 'This coupon code is not valid.' };
  if (subtotalPaise < coupon.minSubtotalPaise) {
    return { ok: false, reason: `This coupon needs an order of ${rupees(coupon.minSubtotalPaise)} or more.` };
  }
  let discount = 0;
  if (coupon.percentOff !== null) discount = Math.round((subtotalPaise * coupon.percentOff) / 100);
  if (coupon.flatOffPaise !== null) discount = coupon.flatOffPaise;
  if (coupon.maxDiscountPaise !== null) discount = Math.min(discount, coupon.maxDiscountPaise);
  // Whole rupees only: invoices and the wire never carry paise.
  discount = Math.floor(Math.min(discount, subtotalPaise) / 100) * 100;
  return { ok: true, discountPaise: discount };
}

