import { priceOrder, rupeesToPaise } from '@carseva/shared';
import { describe, expect, it } from 'vitest';
import { shippedCoupons } from './seed';
import { couponDiscount } from './pricing';
import { say } from '../../lib/i18n';

const coupon = (code: string) => shippedCoupons.find((c) => c.code === code);

describe('coupons', () => {
  it('CARSEVA10 takes 10% off, at most ₹500, in whole rupees', () => {
    expect(couponDiscount(coupon('CARSEVA10'), rupeesToPaise(1999))).toEqual({ ok: true, discountPaise: rupeesToPaise(199) });
    expect(couponDiscount(coupon('CARSEVA10'), rupeesToPaise(4999))).toEqual({ ok: true, discountPaise: rupeesToPaise(499) });
    expect(couponDiscount(coupon('CARSEVA10'), rupeesToPaise(12_000))).toEqual({ ok: true, discountPaise: rupeesToPaise(500) });
  });

  it('FIRSTWASH takes ₹200 off orders of ₹999 or more only', () => {
    expect(couponDiscount(coupon('FIRSTWASH'), rupeesToPaise(999))).toEqual({ ok: true, discountPaise: rupeesToPaise(200) });
    expect(couponDiscount(coupon('FIRSTWASH'), rupeesToPaise(998))).toEqual({ ok: false, reason: say('errors.coupon.minOrder', { amount: '₹999' }) });
  });

  it('refuses unknown and inactive codes', () => {
    expect(couponDiscount(undefined, rupeesToPaise(5000))).toEqual({ ok: false, reason: say('errors.coupon.invalid') });
    expect(couponDiscount({ ...coupon('CARSEVA10')!, active: false }, rupeesToPaise(5000)).ok).toBe(false);
  });

  it('never discounts more than the subtotal', () => {
    const flat = { code: 'BIG', percentOff: null, flatOffPaise: rupeesToPaise(1000), maxDiscountPaise: null, minSubtotalPaise: 0, active: true };
    expect(couponDiscount(flat, rupeesToPaise(300))).toEqual({ ok: true, discountPaise: rupeesToPaise(300) });
  });

  it('comes off before GST', () => {
    const discount = couponDiscount(coupon('FIRSTWASH'), rupeesToPaise(1499));
    expect(discount.ok && priceOrder([rupeesToPaise(1499)], { chargesGst: true, discountPaise: discount.discountPaise })).toEqual({
      subtotal: rupeesToPaise(1499),
      discount: rupeesToPaise(200),
      gst: rupeesToPaise(234), // 18% of 1299 = 233.82
      total: rupeesToPaise(1533),
    });
  });
});
