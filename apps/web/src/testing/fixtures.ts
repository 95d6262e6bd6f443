import type { BookingBody } from '@carseva/shared';
import type { CartItem } from '../lib/cart';

/** Hari Om Motors' Basic Service, as the cart holds it. */
export const basicServiceItem: CartItem = { id: 388, title: 'Basic Service', price: 3019, strikePrice: 3749, garageId: 9, garageName: 'Hari Om Motors' };

/** What the checkout sends for that service: tomorrow's slot 7, a Swift, a Gurugram address, paid online. */
export const bookingBodyFixture = (over: Partial<BookingBody> = {}): BookingBody => ({
  services: [388],
  booking_date: '2026-11-24',
  booking_slot: 7,
  car_model: 41,
  address: 'Flat 402, Tower B, Sector 15',
  pincode: '122001',
  coupon: null,
  payment_mode: 'online',
  ...over,
});
