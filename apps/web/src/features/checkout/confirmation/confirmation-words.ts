import { formatOrderNumber, formatRupees, type Booking } from '@carseva/shared';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../../lib/booking-format';

export interface Headline {
  title: string;
  lead: string;
  /** True when the booking stands: the screen then says what happens next. */
  booked: boolean;
}

/** The screen's headline, plain for every state the booking may be in when the screen opens. */
export function confirmationHeadline(booking: Booking): Headline {
  if (booking.service_status === 'cancelled' || booking.service_status === 'rejected') {
    const how = booking.service_status === 'cancelled' ? 'was cancelled' : 'was declined by the garage';
    return {
      title: 'This booking is not going ahead',
      lead: `Order ${formatOrderNumber(booking.tracking_id)} ${how}. Your order page says what happens to any money paid.`,
      booked: false,
    };
  }
  if (booking.payment_mode === 'online' && booking.payment_status === 'pending') {
    const until = booking.hold_expires_at ? ` until ${formatIstTimestamp(booking.hold_expires_at)}` : '';
    return { title: 'Waiting for your payment', lead: `Your slot is held${until}. Pay from your order page to book it.`, booked: false };
  }
  return { title: 'Booking confirmed', lead: `Order ${formatOrderNumber(booking.tracking_id)}`, booked: true };
}

/** When: '27 Nov 2026, 10:00 AM – 11:00 AM' */
export const slotWords = (booking: Booking) =>
  `${formatBookingDate(booking.booking_date)}, ${formatSlotTime(booking.slot.start_time)} – ${formatSlotTime(booking.slot.end_time)}`;

/** How the order is paid: what went online or as CarSeva Money, and what is left for cash. */
export function paymentWords(booking: Booking): string {
  const online = booking.amount_paid - booking.wallet_used;
  const parts: string[] = [];
  if (online > 0) parts.push(`${formatRupees(online)} paid online`);
  if (booking.wallet_used > 0) parts.push(`${formatRupees(booking.wallet_used)} paid with CarSeva Money`);
  if (booking.amount_pending > 0) {
    parts.push(
      booking.payment_mode === 'cod'
        ? `${formatRupees(booking.amount_pending)} to pay in cash when your car is returned`
        : `${formatRupees(booking.amount_pending)} still to pay online`,
    );
  }
  return parts.join('; ');
}

/** What the customer may still change, and until when; null when nothing. */
function changeWords({ changes }: Booking): string | null {
  if (!changes.until || !(changes.can_cancel || changes.can_reschedule)) return null;
  const what = changes.can_reschedule && changes.can_cancel ? 'reschedule for free or cancel' : changes.can_reschedule ? 'reschedule for free' : 'cancel';
  return `Plans changed? You can ${what} from your order page until ${formatIstTimestamp(changes.until)}.`;
}

/** What happens from now to the car's return, in order. */
export function nextSteps(booking: Booking): string[] {
  const garage = booking.garage.name;
  return [
    booking.service_status === 'pending' ? `${garage} confirms your booking. We send you an SMS as soon as they do.` : `${garage} has accepted your booking.`,
    `On ${formatBookingDate(booking.booking_date)} between ${formatSlotTime(booking.slot.start_time)} and ${formatSlotTime(booking.slot.end_time)}, a service buddy picks up your car from ${booking.address}, ${booking.pincode}.`,
    booking.amount_pending > 0 && booking.payment_mode === 'cod'
      ? `Your car comes back after the service; pay ${formatRupees(booking.amount_pending)} in cash then.`
      : 'Your car comes back after the service. Nothing more to pay unless you approve extra work.',
    changeWords(booking) ?? 'Follow every step on your order page.',
  ];
}
