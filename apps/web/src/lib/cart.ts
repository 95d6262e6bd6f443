import { paiseToRupees, priceOrder, rupeesToPaise } from '@carseva/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A service in the cart: one garage's offering, at that garage's price (whole rupees). */
export interface CartItem {
  id: number;
  title: string;
  price: number;
  strikePrice: number;
  garageId: number;
  garageName: string;
}

interface CartState {
  items: CartItem[];
  /** Adds the item unless one with the same id is already there. Returns whether it was added. */
  add(item: CartItem): boolean;
  /** Removes the item at index; an index out of range changes nothing. */
  removeAt(index: number): void;
  /** Empties the cart and puts this item in it (the customer chose another garage). */
  replaceWith(item: CartItem): void;
  clear(): void;
  /** A coupon code the customer typed on the services page; the server checks it at checkout. */
  couponCode: string | null;
  setCouponCode(code: string | null): void;
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      add(item) {
        if (get().items.some((i) => i.id === item.id)) return false;
        set({ items: [...get().items, item] });
        return true;
      },
      removeAt(index) {
        const { items } = get();
        if (!Number.isInteger(index) || index < 0 || index >= items.length) return;
        set({ items: items.filter((_, i) => i !== index) });
      },
      replaceWith: (item) => set({ items: [item] }),
      clear: () => set({ items: [] }),
      couponCode: null,
      setCouponCode: (couponCode) => set({ couponCode }),
    }),
    { name: 'carseva-cart' },
  ),
);

/** The grand total is derived from the items, never stored beside them. */
export const cartSubtotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.price, 0);
/** The garage every item in the cart comes from, if any. */
export const cartGarageId = (items: readonly CartItem[]) => items[0]?.garageId ?? null;

/** Subtotal, GST (18%, rounded) and total in whole rupees, by the shared pricing rule. */
export function cartTotals(items: readonly CartItem[]) {
  const totals = priceOrder(items.map((i) => rupeesToPaise(i.price)));
  return { subtotal: paiseToRupees(totals.subtotal), gst: paiseToRupees(totals.gst), total: paiseToRupees(totals.total) };
}

/** What the customer saves against the garages' list prices. */
export const cartSavings = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + Math.max(0, i.strikePrice - i.price), 0);

/** Coupon codes are 4 to 16 letters or digits; whether one exists is for the server to say. */
export const COUPON_FORMAT = /^[A-Z0-9]{4,16}$/;
