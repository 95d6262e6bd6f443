import type { Service } from '@carseva/shared';
import { cartGarageId, useCart, type CartItem } from '../../lib/cart';

export const toCartItem = (service: Service): CartItem => ({
  id: service.id,
  title: service.service_name,
  price: service.price,
  strikePrice: service.strikePrice,
  garageId: service.garage.id,
  garageName: service.garage.name,
  garageAddress: service.garage.full_address,
  chargesGst: service.garage.charges_gst,
});

/**
 * An order comes from one garage. Adds the service (listed for that car model) when the cart is empty
 * or holds the same garage's services; otherwise returns 'other-garage' so the caller can ask before replacing.
 */
export function addServiceToCart(service: Service, pricedFor: number | null): 'added' | 'already-there' | 'other-garage' {
  const cart = useCart.getState();
  const garage = cartGarageId(cart.items);
  if (garage !== null && garage !== service.garage.id) return 'other-garage';
  return cart.add(toCartItem(service), pricedFor) ? 'added' : 'already-there';
}
