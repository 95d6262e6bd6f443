import { type ActorKind, formatOrderNumber } from '@carseva/shared';
import { CODE_PLACEHOLDER, CUSTOMER_MESSAGES, type CustomerMessageKind, GARAGE_MESSAGES, type GarageMessageKind, type MessageKind } from './kinds';

/**
 * What a booking's timeline entry tells whom, and in what words. Pure: the service looks the facts up.
 * Texts name the order and link to its page; they never carry an address or an amount, nor a code but
 * the handover code of the messages made for it (kinds.ts CODE_MESSAGES), and stay within one SMS
 * (160 GSM characters) for a 30-character garage name.
 */

export type Recipient = 'customer' | 'garage';

/** A timeline entry as the bookings module announces it. */
export interface TimelineEntry {
  kind: string;
  actor: ActorKind;
}

/** Which customer message each timeline entry sends. Entries not named here send none. */
const CUSTOMER_MESSAGE_OF: Readonly<Record<string, CustomerMessageKind>> = {
  placed: 'booking_placed',
  paid: 'payment_received',
  payment_failed: 'payment_failed',
  late_payment: 'payment_late',
  accepted: 'booking_accepted',
  rejected: 'booking_declined',
  processing: 'service_started',
  extras_proposed: 'extras_proposed',
  extra_approved: 'extra_approved',
  extra_declined: 'extra_declined',
  cash_collected: 'cash_collected',
  completed: 'booking_completed',
  cancelled: 'booking_cancelled',
  hold_expired: 'hold_expired',
  refunded: 'refund_issued',
  rescheduled: 'booking_rescheduled',
  claim_rework: 'claim_rework',
  claim_declined: 'claim_declined',
  claim_decided: 'claim_decided',
  damage_resolved: 'damage_resolved',
  late_credit: 'late_credit',
  promise_later: 'promise_later',
  pickup_assigned: 'pickup_assigned',
  pickup_on_the_way: 'pickup_on_the_way',
  pickup_arrived: 'pickup_arrived',
  pickup_handed_over: 'pickup_handed_over',
  pickup_at_garage: 'pickup_at_garage',
  pickup_code_reset: 'pickup_code_reset',
  drop_assigned: 'drop_assigned',
  drop_out_for_delivery: 'drop_out_for_delivery',
  drop_arrived: 'drop_arrived',
  drop_handed_back: 'drop_handed_back',
  drop_code_reset: 'drop_code_reset',
};

export interface PlannedMessage {
  recipient: Recipient;
  kind: MessageKind;
  /** For the garage: only about a booking it has already been told of (cancel, reschedule). */
  onlyIfGarageKnows?: boolean;
}

/**
 * The messages one timeline entry causes. The garage hears of a booking once it can act on it: a cash
 * booking when placed, an online one when paid (an unpaid hold that lapses never bothers it); then of
 * cancellations and reschedules it did not make itself.
 */
export function plannedMessages(entry: TimelineEntry, booking: { paymentMode: string }): PlannedMessage[] {
  const planned: PlannedMessage[] = [];
  const customer = CUSTOMER_MESSAGE_OF[entry.kind];
  if (customer) planned.push({ recipient: 'customer', kind: customer });
  const garage = garageMessageOf(entry, booking.paymentMode);
  if (garage) planned.push({ recipient: 'garage', kind: garage, onlyIfGarageKnows: garage !== 'garage_new_booking' });
  return planned;
}

function garageMessageOf(entry: TimelineEntry, paymentMode: string): GarageMessageKind | null {
  if (entry.kind === 'placed' && paymentMode === 'cod') return 'garage_new_booking';
  if (entry.kind === 'paid' && paymentMode === 'online') return 'garage_new_booking';
  if (entry.kind === 'claim_opened') return 'garage_claim_opened';
  if (entry.actor === 'staff') return null;
  if (entry.kind === 'cancelled') return 'garage_booking_cancelled';
  if (entry.kind === 'rescheduled') return 'garage_booking_rescheduled';
  return null;
}

/** Whether a customer who turned SMS updates off still gets this message. */
export const isEssential = (kind: MessageKind): boolean => (kind in CUSTOMER_MESSAGES ? CUSTOMER_MESSAGES[kind as CustomerMessageKind].essential : true);

/**
 * The words of each message. `{name}` is a template variable, registered with the provider under the
 * same name (MSG91 Flow: `##name##`). Only GSM-7 characters, so 160 of them fit one SMS. `{link}` is
 * the order's page for the customer, the job's page in the partner console for the garage.
 */
export const TEMPLATES: Readonly<Record<MessageKind, string>> = {
  booking_placed: 'CarSeva: Booking {order} with {garage} for {when} is placed. Track it: {link}',
  payment_received: 'CarSeva: Payment received for booking {order}. Thank you! Details: {link}',
  payment_failed: 'CarSeva: A payment attempt for booking {order} did not go through. You can try again: {link}',
  payment_late: 'CarSeva: Your payment for booking {order} came after it had ended; it is being refunded in full. {link}',
  booking_accepted: 'CarSeva: {garage} accepted booking {order} for {when}. Details: {link}',
  booking_declined: 'CarSeva: Sorry, {garage} cannot take booking {order}. Anything paid is refunded. {link}',
  service_started: 'CarSeva: Work on your car has started at {garage} (booking {order}). Follow it: {link}',
  extras_proposed: 'CarSeva: {garage} suggests extra work on booking {order}. Approve or decline it: {link}',
  extra_approved: 'CarSeva: You approved extra work on booking {order}. See the new total: {link}',
  extra_declined: 'CarSeva: You declined extra work on booking {order}. Details: {link}',
  cash_collected: 'CarSeva: {garage} received your cash payment for booking {order}. Details: {link}',
  booking_completed: 'CarSeva: Booking {order} is complete. Thank you for choosing {garage}! {link}',
  booking_cancelled: 'CarSeva: Booking {order} for {when} is cancelled. Anything paid is refunded in full. Details: {link}',
  hold_expired: 'CarSeva: Booking {order} is cancelled: payment did not arrive in time and the slot was released. Details: {link}',
  refund_issued: 'CarSeva: Refund issued for booking {order} to your original payment method; banks take 5-7 working days. {link}',
  booking_rescheduled: 'CarSeva: Booking {order} with {garage} is moved to {when}. Details: {link}',
  claim_rework: 'CarSeva: {garage} booked a free rework visit for your claim on booking {order}. {link}',
  claim_declined: 'CarSeva: {garage} declined your claim on booking {order}. CarSeva can decide it: {link}',
  claim_decided: 'CarSeva: Your warranty claim on booking {order} is decided. See the decision: {link}',
  damage_resolved: 'CarSeva: Your damage report on booking {order} is decided. See the outcome: {link}',
  late_credit: 'CarSeva: Sorry, your car came back late (booking {order}). We added CarSeva Money to your wallet. {link}',
  promise_later: 'CarSeva: {garage} now expects your car later (booking {order}). New time: {link}',
  pickup_assigned: 'CarSeva: Your pickup code for booking {order} is {code}. Read it out to your buddy at the handover. {link}',
  pickup_on_the_way: 'CarSeva: Your service buddy is on the way to pick up your car (booking {order}). Follow them: {link}',
  pickup_arrived: 'CarSeva: Your service buddy has arrived to pick up your car (booking {order}). {link}',
  pickup_handed_over: 'CarSeva: Your car is with your buddy, on its way to {garage} (booking {order}). {link}',
  pickup_at_garage: 'CarSeva: Your car has reached {garage} (booking {order}). Follow the work: {link}',
  pickup_code_reset: 'CarSeva: Your new pickup code for booking {order} is {code}. The old one no longer works. {link}',
  drop_assigned: 'CarSeva: Your drop code for booking {order} is {code}. Read it out to your buddy when the car is back. {link}',
  drop_out_for_delivery: 'CarSeva: Your car is on its way back to you (booking {order}). Follow it: {link}',
  drop_arrived: 'CarSeva: Your service buddy has arrived with your car (booking {order}). {link}',
  drop_handed_back: 'CarSeva: Your car is handed back (booking {order}). Thank you for choosing {garage}! {link}',
  drop_code_reset: 'CarSeva: Your new drop code for booking {order} is {code}. The old one no longer works. {link}',
  garage_new_booking: 'CarSeva: New booking {order} at {garage} for {when}. Open it: {link}',
  garage_booking_cancelled: 'CarSeva: Booking {order} at {garage} for {when} is cancelled. {link}',
  garage_booking_rescheduled: 'CarSeva: Booking {order} at {garage} is moved to {when}. {link}',
  garage_claim_opened: 'CarSeva: Warranty claim on booking {order} at {garage}. Please answer it: {link}',
};

/** What a message may say about its booking. */
export interface MessageFacts {
  trackingId: string;
  garageId: number;
  garageName: string;
  /** YYYY-MM-DD and HH:MM:SS, India time. */
  bookingDate: string;
  bookingTime: string;
}

/** DLT template variables hold 30 characters at most. */
const VARIABLE_MAX = 30;

/** A garage name cut to fit a template variable, at a word where it can. */
export function shortName(name: string): string {
  if (name.length <= VARIABLE_MAX) return name;
  const cut = name.slice(0, VARIABLE_MAX);
  const space = cut.lastIndexOf(' ');
  return (space > 10 ? cut.slice(0, space) : cut).trim();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-03-03 and 14:30:00 → "3 Mar, 2:30 PM". */
export function slotInWords(date: string, time: string): string {
  const [, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const h12 = hour! % 12 === 0 ? 12 : hour! % 12;
  return `${day} ${MONTHS[month! - 1]}, ${h12}:${String(minute).padStart(2, '0')} ${hour! < 12 ? 'AM' : 'PM'}`;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
/** The order's page on the web app (apps/web router: /order/:trackingId). */
export const orderLink = (publicUrl: string, trackingId: string) => `${base(publicUrl)}/order/${encodeURIComponent(trackingId)}`;
/** The job's page in the garage's partner console (apps/web partner app: /partner/:garageId/jobs/:trackingId). */
export const partnerJobLink = (publicUrl: string, garageId: number, trackingId: string) =>
  `${base(publicUrl)}/partner/${garageId}/jobs/${encodeURIComponent(trackingId)}`;

/** The message's variables (only those its template uses) and its text. */
export function renderMessage(kind: MessageKind, facts: MessageFacts, publicUrl: string): { vars: Record<string, string>; text: string } {
  const values: Record<string, string> = {
    order: formatOrderNumber(facts.trackingId),
    garage: shortName(facts.garageName),
    when: slotInWords(facts.bookingDate, facts.bookingTime),
    link: kind in GARAGE_MESSAGES ? partnerJobLink(publicUrl, facts.garageId, facts.trackingId) : orderLink(publicUrl, facts.trackingId),
    // Filled in only as the message is handed to the provider (service.ts), never stored.
    code: CODE_PLACEHOLDER,
  };
  const vars: Record<string, string> = {};
  const text = TEMPLATES[kind].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template ${kind} names an unknown variable ${name}`);
    vars[name] = value;
    return value;
  });
  return { vars, text };
}

/**
 * A customer message as a WhatsApp template fills it: the body's {{1}}, {{2}}… are the SMS template's
 * variables in the order they appear, without the link, and the URL button (registered with Meta as
 * `PUBLIC_URL/order/{{1}}`) opens the order, so its suffix is the tracking id the link ends with.
 */
export function whatsappParts(kind: MessageKind, vars: Readonly<Record<string, string>>): { bodyParams: string[]; buttonUrlSuffix: string } {
  const names = [...TEMPLATES[kind].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => name !== 'link');
  const link = vars.link ?? '';
  return { bodyParams: names.map((name) => vars[name] ?? ''), buttonUrlSuffix: decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)) };
}
