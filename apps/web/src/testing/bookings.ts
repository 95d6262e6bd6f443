import type { Booking, PartnerBooking } from '@carseva/shared';

/** A cash-on-delivery booking for tomorrow's 10 AM slot, as the API sends it; override what a test is about. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    tracking_id: 'CSABCDEFGHJKLMNPQR',
    user: { username: 'asha_v' },
    service: { service_name: 'Standard Service' },
    items: [{ id: 388, service_name: 'Standard Service', category_id: 1, price: 4389 }],
    service_status: 'pending',
    booking_date: '2026-11-24',
    booking_time: '10:00:00',
    slot: { id: 2, start_time: '10:00:00', end_time: '11:00:00' },
    subtotal: 4389,
    discount: 0,
    gst: 790,
    charges_gst: true,
    amount: 5179,
    amount_pending: 5179,
    amount_paid: 0,
    wallet_used: 0,
    extras: [],
    parts_photos: [],
    coupon: null,
    gstin: null,
    payment_mode: 'cod',
    payment_status: 'pending',
    hold_expires_at: null,
    address: 'House 17, Sushant Lok 1',
    pincode: '122001',
    car: { model: 'Maruti Suzuki Swift', fuel_type: 'petrol' },
    garage: { id: 9, name: 'Hari Om Motors', full_address: 'Shop 8, Sector 15, Gurugram', lat: 28.4595, lng: 77.0266 },
    events: [{ status: 'placed', label: 'Booking placed', at: '2026-11-23T09:11:00.000Z', actor: 'customer' }],
    refund: null,
    changes: { can_cancel: true, can_reschedule: true, until: '2026-11-24T02:30:00.000Z' },
    created_at: '2026-11-23T09:11:00.000Z',
    handover: 'pickup',
    landmark: null,
    parking_note: null,
    legs: [],
    ...overrides,
  };
}

/** The same booking as the garage sees it: the phone masked until the job is accepted. */
export function aPartnerBooking({ legs = [], ...overrides }: Partial<PartnerBooking> = {}): PartnerBooking {
  return { ...aBooking(overrides), legs, customer: { name: 'Vikram Singh', mobile_no: '+91 98••••0011' }, ...overrides };
}
