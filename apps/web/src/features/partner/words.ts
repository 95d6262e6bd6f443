import { formatRupees, type PartnerBooking, type PriceSegment, type ServiceStatus, type StaffRole } from '@carseva/shared';
import type { ActorWords } from '../../components/booking-timeline';

/** Statuses as the garage speaks of them, in the order of a job's day. */
export const STATUS_WORDS: Record<ServiceStatus, string> = {
  pending: 'New',
  accepted: 'Accepted',
  processing: 'In service',
  completed: 'Completed',
  rejected: 'Declined',
  cancelled: 'Cancelled',
};
export const STATUS_ORDER = Object.keys(STATUS_WORDS) as ServiceStatus[];

/** A member's role as the garage names it. */
export const ROLE_WORDS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff', driver: 'Service buddy' };

export const GARAGE_ACTOR_WORDS: ActorWords = { customer: 'by the customer', staff: 'by the garage', admin: 'by CarSeva', system: 'automatically' };

export const BAND_WORDS: Record<PriceSegment, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  'compact-suv': 'Compact SUV',
  'suv-muv': 'SUV / MUV',
  luxury: 'Luxury',
};

/** "Maruti Suzuki Swift · Petrol", or null when the booking names no car. */
export function carLine(car: PartnerBooking['car']): string | null {
  const fuel = car.fuel_type ? car.fuel_type.charAt(0).toUpperCase() + car.fuel_type.slice(1) : null;
  return [car.model, fuel].filter(Boolean).join(' · ') || null;
}

/** "+919876543210" as "+91 98765 43210", easy to read out. */
export const formatPhone = (mobile: string) => mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** The customer's number is masked ("+91 98••••3210") until the garage accepts the job. */
export const isMasked = (mobile: string) => mobile.includes('•');

/** How the money stands, in one short line: "Cash ₹3,562 due", "Paid online", "Balance ₹590 due". */
export function paymentLine(b: Pick<PartnerBooking, 'payment_mode' | 'payment_status' | 'amount_pending' | 'amount_paid'>): string {
  if (b.payment_status === 'refunded') return 'Refunded';
  if (b.amount_pending <= 0 && b.amount_paid <= 0) return 'Nothing due';
  if (b.amount_pending <= 0) return b.payment_mode === 'cod' ? 'Paid in cash' : 'Paid';
  if (b.amount_paid > 0) return `Balance ${formatRupees(b.amount_pending)} due`;
  return b.payment_mode === 'cod' ? `Cash ${formatRupees(b.amount_pending)} due` : 'Online payment awaited';
}

/** A Google Maps search for the pickup address (the booking has no coordinates of its own). */
export const mapsLink = (address: string, pincode: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${pincode}`)}`;
