import { beforeEach, describe, expect, it } from 'vitest';
import { cartGarageId, cartSavings, cartSubtotal, cartTotals, COUPON_FORMAT, useCart, type CartItem } from './cart';

const item = (id: number, price: number, garageId = 1): CartItem => ({
  id,
  title: `Service ${id}`,
  price,
  strikePrice: price + 500,
  garageId,
  garageName: `Garage ${garageId}`,
});

describe('cart', () => {
  beforeEach(() => {
    useCart.getState().clear();
    useCart.getState().setCouponCode(null);
  });

  it('ignores adding an id that is already in the cart', () => {
    expect(useCart.getState().add(item(1, 3019))).toBe(true);
    expect(useCart.getState().add({ ...item(1, 9999), title: 'Same id, other price' })).toBe(false);
    expect(useCart.getState().items).toEqual([item(1, 3019)]);
  });

  it('removes by index and leaves the cart alone for an index out of range', () => {
    const { add, removeAt } = useCart.getState();
    add(item(1, 1000));
    add(item(2, 2000));
    add(item(3, 3000));
    removeAt(5);
    removeAt(-1);
    removeAt(1.5);
    expect(useCart.getState().items.map((i) => i.id)).toEqual([1, 2, 3]);
    removeAt(1);
    expect(useCart.getState().items.map((i) => i.id)).toEqual([1, 3]);
  });

  it('totals follow the items: subtotal, GST at 18% rounded to the rupee, total', () => {
    const { add, removeAt } = useCart.getState();
    add(item(1, 3019));
    add(item(2, 789));
    expect(cartSubtotal(useCart.getState().items)).toBe(3808);
    // 18% of 3808 = 685.44 → 685
    expect(cartTotals(useCart.getState().items)).toEqual({ subtotal: 3808, gst: 685, total: 4493 });
    removeAt(0);
    // 18% of 789 = 142.02 → 142
    expect(cartTotals(useCart.getState().items)).toEqual({ subtotal: 789, gst: 142, total: 931 });
    expect(cartTotals([])).toEqual({ subtotal: 0, gst: 0, total: 0 });
  });

  it('knows its garage and what the customer saves', () => {
    expect(cartGarageId([])).toBeNull();
    expect(cartGarageId([item(1, 100, 7), item(2, 100, 7)])).toBe(7);
    expect(cartSavings([item(1, 1000), { ...item(2, 500), strikePrice: 400 }])).toBe(500);
  });

  it('replaces everything with one item', () => {
    useCart.getState().add(item(1, 100));
    useCart.getState().replaceWith(item(9, 900, 2));
    expect(useCart.getState().items).toEqual([item(9, 900, 2)]);
  });

  it('is kept in local storage so a reload finds it', () => {
    useCart.getState().add(item(4, 1499));
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
});
