import { formatRupees, type PartnerBooking, type PriceSegment, type ServiceStatus, type StaffRole } from '@carseva/shared';
import type { ActorWords } from '../../components/booking-timeline';
import type { MessageId, Translate } from '../../lib/i18n';

/** Statuses as the garage speaks of them, in the order of a job's day. */
export const STATUS_WORDS: Record<ServiceStatus, MessageId> = {
  pending: 'partner.status.pending',
  accepted: 'partner.status.accepted',
  processing: 'partner.status.processing',
  completed: 'partner.status.completed',
  rejected: 'partner.status.rejected',
  cancelled: 'partner.status.cancelled',
};
export const STATUS_ORDER = Object.keys(STATUS_WORDS) as ServiceStatus[];

/** A member's role as the garage names it. */
export const ROLE_WORDS: Record<StaffRole, MessageId> = { owner: 'partner.role.owner', staff: 'partner.role.staff', driver: 'partner.role.driver' };

export const garageActorWords = (t: Translate): ActorWords => ({
  customer: t('partner.actor.customer'),
  staff: t('partner.actor.staff'),
  admin: t('partner.actor.admin'),
  system: t('partner.actor.system'),
});

export const BAND_WORDS: Record<PriceSegment, MessageId> = {
  hatchback: 'partner.band.hatchback',
  sedan: 'partner.band.sedan',
  'compact-suv': 'partner.band.compactSuv',
  'suv-muv': 'partner.band.suvMuv',
  luxury: 'partner.band.luxury',
};

/** "Maruti Suzuki Swift · Petrol", or null when the booking names no car (fuel names stay in Latin, as garages write them). */
export function carLine(car: PartnerBooking['car']): string | null {
  const fuel = car.fuel_type ? car.fuel_type.charAt(0).toUpperCase() + car.fuel_type.slice(1) : null;
  return [car.model, fuel].filter(Boolean).join(' · ') || null;
}

/** "+919876543210" as "+91 98765 43210", easy to read out. */
export const formatPhone = (mobile: string) => mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** The customer's number is masked ("+91 98••••3210") until the garage accepts the job. */
export const isMasked = (mobile: string) => mobile.includes('•');

/** How the money stands, in one short line: "Cash ₹3,562 due", "Paid online", "Balance ₹590 due". */
export function paymentLine(b: Pick<PartnerBooking, 'payment_mode' | 'payment_status' | 'amount_pending' | 'amount_paid'>, t: Translate): string {
  if (b.payment_status === 'refunded') return t('partner.payment.refunded');
  if (b.amount_pending <= 0 && b.amount_paid <= 0) return t('partner.payment.nothingDue');
  if (b.amount_pending <= 0) return b.payment_mode === 'cod' ? t('partner.payment.paidCash') : t('partner.payment.paid');
  const amount = formatRupees(b.amount_pending);
  if (b.amount_paid > 0) return t('partner.payment.balanceDue', { amount });
  return b.payment_mode === 'cod' ? t('partner.payment.cashDue', { amount }) : t('partner.payment.onlineAwaited');
}

/** A Google Maps search for the pickup address (the booking has no coordinates of its own). */
export const mapsLink = (address: string, pincode: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${pincode}`)}`;
