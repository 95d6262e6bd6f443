import { beforeEach, describe, expect, it } from 'vitest';
import { cartGarageId, cartPriceNoteText, cartSavings, cartSubtotal, cartTotals, COUPON_FORMAT, useCart, type CartItem } from './cart';
import { translate } from './i18n';

const item = (id: number, price: number, garageId = 1): CartItem => ({
  id,
  title: `Service ${id}`,
  price,
  strikePrice: price + 500,
  garageId,
  garageName: `Garage ${garageId}`,
  chargesGst: true,
});

describe('cart', () => {
  beforeEach(() => {
    useCart.getState().clear();
    useCart.getState().setCouponCode(null);
  });

  it('ignores adding an id that is already in the cart', () => {
    expect(useCart.getState().add(item(1, 3019), null)).toBe(true);
    expect(useCart.getState().add({ ...item(1, 9999), title: 'Same id, other price' }, null)).toBe(false);
    expect(useCart.getState().items).toEqual([item(1, 3019)]);
  });

  it('removes by index and leaves the cart alone for an index out of range', () => {
    const { add, removeAt } = useCart.getState();
    add(item(1, 1000), null);
    add(item(2, 2000), null);
    add(item(3, 3000), null);
    removeAt(5);
    removeAt(-1);
    removeAt(1.5);
    expect(useCart.getState().items.map((i) => i.id)).toEqual([1, 2, 3]);
    removeAt(1);
    expect(useCart.getState().items.map((i) => i.id)).toEqual([1, 3]);
  });

  it('totals follow the items: subtotal, GST at 18% rounded to the rupee, total', () => {
    const { add, removeAt } = useCart.getState();
    add(item(1, 3019), null);
    add(item(2, 789), null);
    expect(cartSubtotal(useCart.getState().items)).toBe(3808);
    // 18% of 3808 = 685.44 → 685
    expect(cartTotals(useCart.getState().items)).toEqual({ subtotal: 3808, gst: 685, total: 4493, charges_gst: true });
    removeAt(0);
    // 18% of 789 = 142.02 → 142
    expect(cartTotals(useCart.getState().items)).toEqual({ subtotal: 789, gst: 142, total: 931, charges_gst: true });
    expect(cartTotals([])).toEqual({ subtotal: 0, gst: 0, total: 0, charges_gst: true });
  });

  it('adds no GST for a garage that is not GST-registered, and follows the server when it re-prices', () => {
    const unregistered = [item(1, 3019), item(2, 789)].map((i) => ({ ...i, chargesGst: false }));
    expect(cartTotals(unregistered)).toEqual({ subtotal: 3808, gst: 0, total: 3808, charges_gst: false });
    useCart.setState({ items: unregistered });
    useCart.getState().reprice([{ id: 1, price: 3019, strikePrice: 3519, price_segment: 'sedan', charges_gst: true }], 12, 'Honda City');
    expect(cartTotals(useCart.getState().items)).toEqual({ subtotal: 3019, gst: 543, total: 3562, charges_gst: true });
  });

  it('empties a cart saved before its items said whether their garage charges GST', async () => {
    localStorage.setItem(
      'carseva-cart',
      JSON.stringify({
        state: { items: [{ id: 1, title: 'Old', price: 100, strikePrice: 200, garageId: 1, garageName: 'G' }], pricedFor: 12, couponCode: 'SAVE10' },
        version: 0,
      }),
    );
    await useCart.persist.rehydrate();
    expect(useCart.getState()).toMatchObject({ items: [], pricedFor: null, couponCode: 'SAVE10' });
  });

  it('knows its garage and what the customer saves', () => {
    expect(cartGarageId([])).toBeNull();
    expect(cartGarageId([item(1, 100, 7), item(2, 100, 7)])).toBe(7);
    expect(cartSavings([item(1, 1000), { ...item(2, 500), strikePrice: 400 }])).toBe(500);
  });

  it('replaces everything with one item', () => {
    useCart.getState().add(item(1, 100), null);
    useCart.getState().replaceWith(item(9, 900, 2), 5);
    expect(useCart.getState().items).toEqual([item(9, 900, 2)]);
  });

  it('is kept in local storage so a reload finds it', () => {
    useCart.getState().add(item(4, 1499), null);
    useCart.getState().setCouponCode('MONSOON25');
    const stored = JSON.parse(localStorage.getItem('carseva-cart') ?? '{}') as { state: { items: CartItem[]; couponCode: string } };
    expect(stored.state.items).toEqual([item(4, 1499)]);
    expect(stored.state.couponCode).toBe('MONSOON25');
  });

  it('accepts coupon codes of 4 to 16 letters or digits', () => {
    expect(COUPON_FORMAT.test('SAVE10')).toBe(true);
    expect(COUPON_FORMAT.test('ABC')).toBe(false);
    expect(COUPON_FORMAT.test('SAVE 10')).toBe(false);
    expect(COUPON_FORMAT.test('A'.repeat(17))).toBe(false);
  });

  it('re-prices from the server for another car: each line at its new price, a line the server does not price removed, and says so', () => {
    const { add, reprice } = useCart.getState();
    add(item(1, 509), null);
    add(item(2, 3019), 12);
    add(item(3, 789), 12);
    expect(useCart.getState().pricedFor).toBeNull();
    reprice(
      [
        { id: 1, price: 709, strikePrice: 909, price_segment: 'suv-muv', charges_gst: true },
        { id: 2, price: 3019, strikePrice: 3519, price_segment: 'suv-muv', charges_gst: true },
      ],
      77,
      'Toyota Fortuner',
    );
    const { items, pricedFor, priceNote } = useCart.getState();
    expect(items.map((i) => [i.id, i.price, i.strikePrice])).toEqual([
      [1, 709, 909],
      [2, 3019, 3519],
    ]);
    expect(pricedFor).toBe(77);
    expect(cartPriceNoteText(priceNote!, translate)).toBe(
      'Prices updated for your Toyota Fortuner: Service 1 ₹509 → ₹709. Service 3 is not offered for your Toyota Fortuner, so it was removed from your cart.',
    );
    reprice(
      [
        { id: 1, price: 709, strikePrice: 909, price_segment: 'suv-muv', charges_gst: true },
        { id: 2, price: 3019, strikePrice: 3519, price_segment: 'suv-muv', charges_gst: true },
      ],
      78,
      'Toyota Innova',
    );
    expect(useCart.getState().priceNote).toBeNull();
    useCart.getState().clear();
    useCart.getState().add(item(4, 100), 78);
    expect(useCart.getState().pricedFor).toBe(78);
  });
});
