import { formatRupees, paiseToRupees, priceOrder, rupeesToPaise, type ServicePrice } from '@carseva/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Translate } from './i18n';

/** A service in the cart: one garage's offering, at that garage's price (whole rupees). */
export interface CartItem {
  id: number;
  title: string;
  price: number;
  /** A real earlier price (the server's lowest of the last 30 days, when above today's), or null. */
  strikePrice: number | null;
  garageId: number;
  garageName: string;
  /** Where the garage is, for a customer who takes the car there (missing in carts saved before it was kept). */
  garageAddress?: string;
  /** Whether the garage charges GST (it is GST-registered); the server says so with the listing and with each re-pricing. */
  chargesGst: boolean;
}

/** What a change of car did to the cart, said to the customer until they dismiss it. */
export interface CartPriceNote {
  car: string;
  changed: { title: string; from: number; to: number }[];
  removed: string[];
}

interface CartState {
  items: CartItem[];
  /** The car model the items' prices are for (null: the lowest, "from" prices). */
  pricedFor: number | null;
  /**
   * Adds the item, priced for that car model, unless one with the same id is already there. Returns
   * whether it was added. An empty cart takes the item's car; otherwise the cart's own stays, so a
   * cart still waiting to be re-priced is re-priced whole.
   */
  add(item: CartItem, pricedFor: number | null): boolean;
  /** Removes the item at index; an index out of range changes nothing. */
  removeAt(index: number): void;
  /** Empties the cart and puts this item, priced for that car model, in it (the customer chose another garage). */
  replaceWith(item: CartItem, pricedFor: number | null): void;
  clear(): void;
  /** The server's prices of the cart's services for a car model: lines follow them, a line without one goes. */
  reprice(prices: readonly ServicePrice[], pricedFor: number | null, car: string): void;
  priceNote: CartPriceNote | null;
  dismissPriceNote(): void;
  /** A coupon code the customer typed on the services page; the server checks it at checkout. */
  couponCode: string | null;
  setCouponCode(code: string | null): void;
  /** The coupon the server stopped applying (the cart, the car or the coupon changed), and why, to say so once. */
  couponDropped: { code: string; reason: string } | null;
  /** Takes the coupon off the cart with the server's reason: the order goes on without it. */
  dropCoupon(reason: string): void;
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      pricedFor: null,
      add(item, pricedFor) {
        const { items } = get();
        if (items.some((i) => i.id === item.id)) return false;
        set({ items: [...items, item], ...(items.length === 0 ? { pricedFor } : {}) });
        return true;
      },
      removeAt(index) {
        const { items } = get();
        if (!Number.isInteger(index) || index < 0 || index >= items.length) return;
        set({ items: items.filter((_, i) => i !== index) });
      },
      replaceWith: (item, pricedFor) => set({ items: [item], pricedFor, priceNote: null }),
      clear: () => set({ items: [], priceNote: null }),
      reprice(prices, pricedFor, car) {
        const { items, changed, removed } = repriceItems(get().items, prices);
        set({ items, pricedFor, priceNote: changed.length > 0 || removed.length > 0 ? { car, changed, removed } : null });
      },
      priceNote: null,
      dismissPriceNote: () => set({ priceNote: null }),
      couponCode: null,
      setCouponCode: (couponCode) => set({ couponCode, couponDropped: null }),
      couponDropped: null,
      dropCoupon(reason) {
        const { couponCode } = get();
        if (couponCode) set({ couponCode: null, couponDropped: { code: couponCode, reason } });
      },
    }),
    {
      name: 'carseva-cart',
      // Version 1 items say whether their garage charges GST. An older cart cannot, and its totals would
      // be a guess, so it starts empty.
      version: 1,
      migrate: (persisted, version) => (version < 1 ? { ...(persisted as CartState), items: [], pricedFor: null, priceNote: null } : persisted) as CartState,
    },
  ),
);

/** The grand total is derived from the items, never stored beside them. */
export const cartSubtotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.price, 0);
/** The garage every item in the cart comes from, if any. */
export const cartGarageId = (items: readonly CartItem[]) => items[0]?.garageId ?? null;

/** Subtotal, GST (18%, rounded; none at a garage not GST-registered) and total in whole rupees, by the shared pricing rule. */
export function cartTotals(items: readonly CartItem[]) {
  // One garage's items: its GST registration is theirs alike.
  const chargesGst = items[0]?.chargesGst ?? true;
  const totals = priceOrder(
    items.map((i) => rupeesToPaise(i.price)),
    { chargesGst },
  );
  return { subtotal: paiseToRupees(totals.subtotal), gst: paiseToRupees(totals.gst), total: paiseToRupees(totals.total), charges_gst: chargesGst };
}

/** What the customer saves against the items' real earlier prices. */
export const cartSavings = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + Math.max(0, (i.strikePrice ?? i.price) - i.price), 0);

/** Coupon codes are 4 to 16 letters or digits; whether one exists is for the server to say. */
export const COUPON_FORMAT = /^[A-Z0-9]{4,16}$/;

/** The items at the server's prices; an item the server gave no price for is no longer offered and goes. */
export function repriceItems(items: readonly CartItem[], prices: readonly ServicePrice[]) {
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  const changed: CartPriceNote['changed'] = [];
  const removed: string[] = [];
  const kept = items.flatMap((item) => {
    const price = priceOf.get(item.id);
    if (!price) {
      removed.push(item.title);
      return [];
    }
    if (price.price !== item.price) changed.push({ title: item.title, from: item.price, to: price.price });
    return [{ ...item, price: price.price, strikePrice: price.strikePrice, chargesGst: price.charges_gst }];
  });
  return { items: kept, changed, removed };
}

/** "A, B and C", the last joined in the page's language. */
const listed = (names: readonly string[], t: Translate) =>
  names.length < 2 ? names.join('') : t('booking.priceNote.and', { first: names.slice(0, -1).join(', '), last: names.at(-1) });

/** "Prices updated for your Toyota Fortuner: Foam Wash ₹509 → ₹709", and what was removed, in the page's words. */
export function cartPriceNoteText(note: CartPriceNote, t: Translate): string {
  const parts: string[] = [];
  if (note.changed.length > 0) {
    const changes = note.changed.map((c) => `${c.title} ${formatRupees(c.from)} → ${formatRupees(c.to)}`).join(', ');
    parts.push(t('booking.priceNote.changed', { car: note.car, changes }));
  }
  if (note.removed.length > 0) parts.push(t('booking.priceNote.removed', { count: note.removed.length, names: listed(note.removed, t), car: note.car }));
  return parts.join(' ');
}
