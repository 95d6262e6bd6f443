import { formatOrderNumber, formatRupees, type Booking } from '@carseva/shared';
import { formatBookedSlot, formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../../lib/booking-format';
import type { Language, Translate } from '../../../lib/i18n';

/** The page's translator and language (useT()). */
type Words = { t: Translate; language: Language };

export interface Headline {
  title: string;
  lead: string;
  /** True when the booking stands: the screen then says what happens next. */
  booked: boolean;
}

/** The screen's headline, plain for every state the booking may be in when the screen opens. */
export function confirmationHeadline(booking: Booking, { t, language }: Words): Headline {
  const order = formatOrderNumber(booking.tracking_id);
  if (booking.service_status === 'cancelled' || booking.service_status === 'rejected') {
    return {
      title: t('checkout.confirmed.notGoingAhead'),
      lead: t(booking.service_status === 'cancelled' ? 'checkout.confirmed.cancelled' : 'checkout.confirmed.declined', { order }),
      booked: false,
    };
  }
  if (booking.payment_mode === 'online' && booking.payment_status === 'pending') {
    return {
      title: t('checkout.confirmed.waiting'),
      lead: booking.hold_expires_at
        ? t('checkout.confirmed.heldUntil', { until: formatIstTimestamp(booking.hold_expires_at, language) })
        : t('checkout.confirmed.held'),
      booked: false,
    };
  }
  return { title: t('checkout.confirmed.title'), lead: t('checkout.confirmed.order', { order }), booked: true };
}

/** When: '27 Nov 2026, 10:00 AM – 11:00 AM' */
export const slotWords = (booking: Booking, language: Language) => formatBookedSlot(booking.booking_date, booking.slot, language);

/** How the order is paid: what went online or as CarSeva Money, and what is left for cash. */
export function paymentWords(booking: Booking, { t }: Words): string {
  const online = booking.amount_paid - booking.wallet_used;
  const parts: string[] = [];
  if (online > 0) parts.push(t('checkout.confirmed.paidOnline', { amount: formatRupees(online) }));
  if (booking.wallet_used > 0) parts.push(t('checkout.confirmed.paidWallet', { amount: formatRupees(booking.wallet_used) }));
  if (booking.amount_pending > 0) {
    const amount = formatRupees(booking.amount_pending);
    parts.push(booking.payment_mode === 'cod' ? t('checkout.confirmed.dueCash', { amount }) : t('checkout.confirmed.dueOnline', { amount }));
  }
  return parts.join('; ');
}

/** What the customer may still change, and until when; null when nothing. */
function changeWords({ changes }: Booking, { t, language }: Words): string | null {
  if (!changes.until || !(changes.can_cancel || changes.can_reschedule)) return null;
  const until = formatIstTimestamp(changes.until, language);
  if (changes.can_reschedule && changes.can_cancel) return t('checkout.confirmed.canBoth', { until });
  return t(changes.can_reschedule ? 'checkout.confirmed.canReschedule' : 'checkout.confirmed.canCancel', { until });
}

/** What happens from now to the car's return, in order. */
export function nextSteps(booking: Booking, words: Words): string[] {
  const { t, language } = words;
  const garage = booking.garage.name;
  return [
    t(booking.service_status === 'pending' ? 'checkout.confirmed.step.confirms' : 'checkout.confirmed.step.accepted', { garage }),
    t('checkout.confirmed.step.pickup', {
      date: formatBookingDate(booking.booking_date, language),
      start: formatSlotTime(booking.slot.start_time),
      end: formatSlotTime(booking.slot.end_time),
      address: `${booking.address}, ${booking.pincode}`,
    }),
    booking.amount_pending > 0 && booking.payment_mode === 'cod'
      ? t('checkout.confirmed.step.returnCash', { amount: formatRupees(booking.amount_pending) })
      : t('checkout.confirmed.step.return'),
    changeWords(booking, words) ?? t('checkout.confirmed.step.follow'),
  ];
}
