import { paiseToRupees, type PriceSegment, priceOrder, type OrderTotals, type Quote } from '@carseva/shared';
import { unprocessable } from '../../lib/errors';
import { chargesGstOf, type CatalogService } from '../catalog';
import { say, type Text } from '../../lib/i18n';

/**
 * The whole pricing rule of an order, in one place: the offerings must be active and from one garage;
 * a coupon comes off the subtotal before GST (18%, charged only by a GST-registered garage); the
 * server's figures are the only ones that count.
 */

/** A discount code as stored: a percentage with a cap, or a flat amount; each with a minimum order. */
export interface Coupon {
  code: string;
  percentOff: number | null;
  flatOffPaise: number | null;
  maxDiscountPaise: number | null;
  minSubtotalPaise: number;
  active: boolean;
}

export type CouponResult = { ok: true; discountPaise: number } | { ok: false; reason: Text };

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** What a coupon takes off a subtotal (before GST), or why it does not apply. */
export function couponDiscount(coupon: Coupon | undefined, subtotalPaise: number): CouponResult {
  if (!coupon || !coupon.active) return { ok: false, reason: say('errors.coupon.invalid') };
  if (subtotalPaise < coupon.minSubtotalPaise) {
    return { ok: false, reason: say('errors.coupon.minOrder', { amount: rupees(coupon.minSubtotalPaise) }) };
  }
  let discount = 0;
  if (coupon.percentOff !== null) discount = Math.round((subtotalPaise * coupon.percentOff) / 100);
  if (coupon.flatOffPaise !== null) discount = coupon.flatOffPaise;
  if (coupon.maxDiscountPaise !== null) discount = Math.min(discount, coupon.maxDiscountPaise);
  // Whole rupees only: invoices and the wire never carry paise.
  discount = Math.floor(Math.min(discount, subtotalPaise) / 100) * 100;
  return { ok: true, discountPaise: discount };
}

export type PricedOffering = Awaited<ReturnType<CatalogService['offeringsByIds']>>[number];

export interface PricedOrder {
  garageId: number;
  /** The garage the order is with, as the order shows it. */
  garage: PricedOffering['garage'];
  cityId: number;
  items: PricedOffering[];
  /** Whether the garage charges GST (it is GST-registered); the booking keeps this as placed. */
  chargesGst: boolean;
  totals: OrderTotals;
  coupon: string | null;
}

export interface PricingDeps {
  catalog: Pick<CatalogService, 'offeringsByIds'>;
  coupon: (code: string) => Promise<Coupon | undefined>;
}

export function orderPricing(deps: PricingDeps) {
  /**
   * Prices offerings from one garage for a band of car, with an optional coupon; refuses anything it
   * cannot price.
   */
  async function price(offeringIds: readonly number[], couponCode: string | null | undefined, segment: PriceSegment): Promise<PricedOrder> {
    const ids = [...new Set(offeringIds)];
    const offerings = await deps.catalog.offeringsByIds(ids, segment);
    const missing = ids.filter((id) => !offerings.some((o) => o.id === id && o.active));
    if (missing.length > 0)
      throw unprocessable(say('errors.booking.servicesGone'), { services: [`Unknown services: ${missing.join(', ')}`] }, 'UNKNOWN_SERVICE');
    const garageIds = new Set(offerings.map((o) => o.garageId));
    if (garageIds.size > 1) throw unprocessable(say('errors.booking.mixedGarages'), { services: [say('errors.booking.mixedGaragesField')] }, 'MIXED_GARAGES');
    const ordered = ids.map((id) => offerings.find((o) => o.id === id)!);
    const subtotal = ordered.reduce((sum, o) => sum + o.pricePaise, 0);
    let discount = 0;
    const code = couponCode ? couponCode.toUpperCase() : null;
    if (code) {
      const result = couponDiscount(await deps.coupon(code), subtotal);
      if (!result.ok) throw unprocessable(result.reason, { coupon: [result.reason] }, 'INVALID_COUPON');
      discount = result.discountPaise;
    }
    const { garageId, garage, cityId } = ordered[0]!;
    const chargesGst = chargesGstOf(garage);
    return {
      garageId,
      garage,
      cityId,
      items: ordered,
      chargesGst,
      totals: priceOrder(
        ordered.map((o) => o.pricePaise),
        { chargesGst, discountPaise: discount },
      ),
      coupon: code,
    };
  }

  return {
    price,
    /**
     * What each coupon would take off this order, through the same rule as the booking's price (coupon
     * off the subtotal, then GST); the coupons that do not apply to it (say, its minimum) are left out.
     */
    async withEachCoupon<C extends Coupon>(offeringIds: readonly number[], coupons: readonly C[], segment: PriceSegment = 'hatchback') {
      const { items, chargesGst, totals } = await price(offeringIds, null, segment);
      return coupons.flatMap((coupon) => {
        const result = couponDiscount(coupon, totals.subtotal);
        if (!result.ok || result.discountPaise === 0) return [];
        const prices = items.map((o) => o.pricePaise);
        return [{ coupon, totals: priceOrder(prices, { chargesGst, discountPaise: result.discountPaise }) }];
      });
    },
    /** What an order would cost; without a car, for the lowest band (the listing's "from" prices). */
    async quote(offeringIds: readonly number[], couponCode: string | null | undefined, segment: PriceSegment = 'hatchback'): Promise<Quote> {
      const { totals, coupon, chargesGst } = await price(offeringIds, couponCode, segment);
      return {
        subtotal: paiseToRupees(totals.subtotal),
        discount: paiseToRupees(totals.discount),
        gst: paiseToRupees(totals.gst),
        total: paiseToRupees(totals.total),
        coupon,
        charges_gst: chargesGst,
      };
    },
  };
}

/**
 * An order's totals once approved extra work joins it: the same rule, coupon before GST, and GST only
 * if the booking was placed charging it (a garage registering since changes no booking already made).
 */
export function withExtraWork(order: { subtotalPaise: number; discountPaise: number; chargesGst: boolean }, extraPaise: number) {
  const totals = priceOrder([order.subtotalPaise, extraPaise], { chargesGst: order.chargesGst, discountPaise: order.discountPaise });
  return { subtotalPaise: totals.subtotal, gstPaise: totals.gst, totalPaise: totals.total };
}
