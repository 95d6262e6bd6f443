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
 * subtotal = sum of item prices; a discount comes off the subtotal before tax;
 * GST = round(18% of the discounted subtotal); total = discounted subtotal + GST. All in paise.
 */
export function priceOrder(itemPricesPaise: readonly number[], discountPaise = 0): OrderTotals {
  const subtotal = itemPricesPaise.reduce((sum, p) => sum + p, 0);
  const discount = Math.min(Math.max(0, discountPaise), subtotal);
  const taxable = subtotal - discount;
  const gst = gstOn(taxable);
  return { subtotal, discount, gst, total: taxable + gst };
}

const inrFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 123456 → "₹1,23,456" (Indian digit grouping). */
export function formatRupees(rupees: number): string {
  return `₹${inrFormat.format(rupees)}`;
}
