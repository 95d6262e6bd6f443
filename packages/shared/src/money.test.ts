import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, gstOn, paiseToRupees, percentOff, priceOrder, rupeesInclGst, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees and paise exactly', () => {
    expect(rupeesToPaise(2899)).toBe(289_900);
    expect(paiseToRupees(289_900)).toBe(2899);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('prices an order: subtotal, GST 18% rounded to the rupee, total', () => {
    expect(priceOrder([rupeesToPaise(2899), rupeesToPaise(499)], { chargesGst: true })).toEqual({
      subtotal: 339_800,
      discount: 0,
      gst: rupeesToPaise(612), // 18% of 3398 = 611.64
      total: rupeesToPaise(4010),
    });
    expect(gstOn(rupeesToPaise(100))).toBe(rupeesToPaise(18));
  });

  it('takes a discount off before tax and never below zero', () => {
    expect(priceOrder([rupeesToPaise(1000)], { chargesGst: true, discountPaise: rupeesToPaise(200) })).toEqual({
      subtotal: 100_000,
      discount: 20_000,
      gst: 14_400,
      total: 94_400,
    });
    expect(priceOrder([rupeesToPaise(100)], { chargesGst: true, discountPaise: rupeesToPaise(500) }).total).toBe(0);
  });

  it('keeps whole rupees for any cart of whole-rupee prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 20 }), (rupees) => {
        const totals = priceOrder(rupees.map(rupeesToPaise), { chargesGst: true });
        return totals.total % 100 === 0 && totals.total === totals.subtotal + totals.gst && totals.gst >= 0;
      }),
    );
  });

  it('charges no GST for a garage that is not GST-registered: the total is the discounted subtotal', () => {
    expect(priceOrder([rupeesToPaise(2899), rupeesToPaise(499)], { chargesGst: false })).toEqual({ subtotal: 339_800, discount: 0, gst: 0, total: 339_800 });
    expect(priceOrder([rupeesToPaise(1000)], { chargesGst: false, discountPaise: rupeesToPaise(200) })).toEqual({
      subtotal: 100_000,
      discount: 20_000,
      gst: 0,
      total: 80_000,
    });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 20 }), fc.integer({ min: 0, max: 5_000 }), (rupees, off) => {
        const prices = rupees.map(rupeesToPaise);
        const unregistered = priceOrder(prices, { chargesGst: false, discountPaise: rupeesToPaise(off) });
        const registered = priceOrder(prices, { chargesGst: true, discountPaise: rupeesToPaise(off) });
        return unregistered.gst === 0 && unregistered.total === registered.total - registered.gst;
      }),
    );
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it("an all-in price is a one-item cart's total to the paise: GST added at a registered garage, none otherwise", () => {
    expect(rupeesInclGst(3019, true)).toBe(3562);
    expect(rupeesInclGst(3019, false)).toBe(3019);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.boolean(), (rupees, chargesGst) => {
        expect(rupeesToPaise(rupeesInclGst(rupees, chargesGst))).toBe(priceOrder([rupeesToPaise(rupees)], { chargesGst }).total);
      }),
    );
  });

  it("a discount percentage is computed from the earlier and today's price, rounded down; none without a saving", () => {
    expect(percentOff(1000, 800)).toBe(20);
    expect(percentOff(3749, 3019)).toBe(19);
    expect(percentOff(800, 800)).toBe(0);
    expect(percentOff(700, 800)).toBe(0);
  });

  it('formats any amount exactly as Intl.NumberFormat en-IN does (but never "₹-0")', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    expect(formatRupees(-0.4)).toBe('₹0');
    const amounts = fc.oneof(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }));
    fc.assert(
      fc.property(
        amounts.filter((a) => (a >= 0 && !Object.is(a, -0)) || Math.round(-a) > 0),
        (amount) => {
          expect(formatRupees(amount)).toBe(`₹${intl.format(amount)}`);
        },
      ),
    );
  });
});
