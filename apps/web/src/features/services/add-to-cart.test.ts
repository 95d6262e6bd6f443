import type { Service } from '@carseva/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { addServiceToCart } from './add-to-cart';
import { notAddOnCategoryIds, recommendAddOn } from './components/cart-panel';
import { useCart } from '../../lib/cart';

const service = (id: number, garageId: number, price = 1000, recommended = false): Service => ({
  id,
  category_id: 1,
  service_name: `Service ${id}`,
  description: 'Every 10,000 Kms or 6 Months',
  description2: 'Takes 4 Hours',
  price,
  strikePrice: price + 300,
  price_segment: null,
  interval_km: 10000,
  recommended,
  included_services: [],
  garage: {
    id: garageId,
    name: `Garage ${garageId}`,
    address_latitude: 28.46,
    address_logitude: 77.03,
    full_address: 'Sector 15, Gurugram',
    charges_gst: true,
    rating: null,
  },
  distance_km: 1.2,
});

describe('adding a service to the cart', () => {
  beforeEach(() => useCart.getState().clear());

  it('adds services of one garage, once each', () => {
    expect(addServiceToCart(service(1, 5), null)).toBe('added');
    expect(addServiceToCart(service(2, 5), null)).toBe('added');
    expect(addServiceToCart(service(1, 5), null)).toBe('already-there');
    expect(useCart.getState().items.map((i) => [i.id, i.garageId, i.garageName])).toEqual([
      [1, 5, 'Garage 5'],
      [2, 5, 'Garage 5'],
    ]);
  });

  it('does not mix garages: a service from another garage is refused until the customer decides', () => {
    addServiceToCart(service(1, 5), null);
    expect(addServiceToCart(service(3, 6), null)).toBe('other-garage');
    expect(useCart.getState().items.map((i) => i.id)).toEqual([1]);
  });
});

describe('recommended add-on', () => {
  const catalog = [service(1, 5, 3000), service(2, 5, 800), service(3, 5, 1200, true), service(4, 6, 100)];

  it('comes from the cart garage, is not in the cart, recommended first then cheapest', () => {
    expect(recommendAddOn(catalog, [1], 5)?.id).toBe(3);
    expect(recommendAddOn(catalog, [1, 3], 5)?.id).toBe(2);
    expect(recommendAddOn(catalog, [1, 2, 3], 5)).toBeNull();
  });

  it('never suggests an insurance claim or denting work, whatever their price', () => {
    const categories = [
      { id: 7, name: 'Insurance Claims', icon: '' },
      { id: 8, name: 'Denting & Painting', icon: '' },
      { id: 9, name: 'AC Service & Repair', icon: '' },
    ];
    const withClaims = [...catalog, { ...service(5, 5, 0, true), category_id: 7 }, { ...service(6, 5, 50, true), category_id: 8 }];
    expect(notAddOnCategoryIds(categories)).toEqual(new Set([7, 8]));
    expect(recommendAddOn(withClaims, [1], 5, notAddOnCategoryIds(categories))?.id).toBe(3);
  });

  it('uses the nearest garage (first in the list) when the cart is empty', () => {
    expect(recommendAddOn(catalog, [], null)?.id).toBe(3);
    expect(recommendAddOn([], [], null)).toBeNull();
  });
});
