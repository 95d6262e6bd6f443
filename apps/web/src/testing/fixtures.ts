import type { BookingBody, Service } from '@carseva/shared';
import type { CartItem } from '../lib/cart';

/** Hari Om Motors' Basic Service, as the cart holds it. */
export const basicServiceItem: CartItem = {
  id: 388,
  title: 'Basic Service',
  price: 3019,
  strikePrice: 3749,
  garageId: 9,
  garageName: 'Hari Om Motors',
  chargesGst: true,
};

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

/** Hari Om Motors' Basic Service as the services listing gives it, with no car chosen (a "from" price). */
export const serviceFixture = (over: Partial<Service> = {}): Service => ({
  id: 388,
  category_id: 1,
  service_name: 'Basic Service',
  description: 'Every 5,000 Kms or 3 Months',
  description2: 'Takes 4 Hours',
  price: 3019,
  strikePrice: 3749,
  price_segment: null,
  interval_km: 5000,
  recommended: false,
  included_services: [],
  garage: {
    id: 9,
    name: 'Hari Om Motors',
    address_latitude: 28.46,
    address_logitude: 77.03,
    full_address: 'Sector 15, Gurugram',
    charges_gst: true,
    rating: null,
  },
  distance_km: 1.2,
  ...over,
});
