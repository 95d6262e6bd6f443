/**
 * Money. Inside the server amounts are integer paise; on the wire they are integer rupees, as the
 * product shows them. Conversions happen here and nowhere else.
 */

export const GST_PERCENT = 18;
const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount: ${rupees}`);
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Whole rupees for display and the API; amounts are kept in whole rupees so this is exact. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise / PAISE_PER_RUPEE);
}

/** GST on a subtotal, rounded to the whole rupee (the invoice shows whole rupees). */
export function gstOn(subtotalPaise: number): number {
  return rupeesToPaise(Math.round((subtotalPaise * GST_PERCENT) / 100 / PAISE_PER_RUPEE));
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  gst: number;
  total: number;
}

/**
 * What decides an order's GST: only a garage registered for GST (it has a GSTIN) may charge it; one
 * that is not charges none and issues a bill of supply. A coupon's discount comes off before tax.
 */
export interface PricingTerms {
  chargesGst: boolean;
  discountPaise?: number;
}

/**
 * subtotal = sum of item prices; a discount comes off the subtotal before tax; GST = round(18% of the
 * discounted subtotal) for a GST-registered garage, none otherwise; total = discounted subtotal + GST. All in paise.
 */
export function priceOrder(itemPricesPaise: readonly number[], { chargesGst, discountPaise = 0 }: PricingTerms): OrderTotals {
  const subtotal = itemPricesPaise.reduce((sum, p) => sum + p, 0);
  const discount = Math.min(Math.max(0, discountPaise), subtotal);
  const taxable = subtotal - discount;
  const gst = chargesGst ? gstOn(taxable) : 0;
  return { subtotal, discount, gst, total: taxable + gst };
}

/**
 * What a customer pays for one service before the cart, in paise: exactly a one-item order's total by
 * the booking's own rule (GST rounded to the whole rupee; none at a garage not registered for GST), so
 * a card's figure and the cart's total for that one item are equal to the paise.
 */
export function priceInclGst(pricePaise: number, chargesGst: boolean): number {
  return priceOrder([pricePaise], { chargesGst }).total;
}

/** The same in whole rupees, as the API and the screens carry prices. */
export function rupeesInclGst(rupees: number, chargesGst: boolean): number {
  return paiseToRupees(priceInclGst(rupeesToPaise(rupees), chargesGst));
}

/** "20" for ₹1,000 → ₹800: the saving against a real earlier price, computed and rounded down, never typed. */
export function percentOff(wasRupees: number, nowRupees: number): number {
  if (wasRupees <= nowRupees || wasRupees <= 0) return 0;
  return Math.floor(((wasRupees - nowRupees) * 100) / wasRupees);
}

/**
 * 123456 → "1,23,456": rounded to a whole number, Indian digit grouping (the last three digits, then
 * pairs). By hand rather than Intl.NumberFormat: building the first Intl formatter loads the locale's
 * data, about 20 ms of a phone's main thread while the page first hydrates; the output is the same.
 */
export function groupDigitsIndian(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}

/** 123456 → "₹1,23,456". */
export function formatRupees(rupees: number): string {
  return `₹${groupDigitsIndian(rupees)}`;
}
