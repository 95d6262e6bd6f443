import { type ActorKind, formatOrderNumber, type Language, LANGUAGES } from '@carseva/shared';
import { type MessageId, messageSource, say, translate } from '../../lib/i18n';
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
  // The customer takes the car to the garage or collects it there themselves (ADR 46): the garage plans without its buddy.
  if (entry.kind === 'customer_brings_car') return 'garage_customer_brings_car';
  if (entry.kind === 'customer_collects_car') return 'garage_customer_collects_car';
  return null;
}

/** Whether a customer who turned SMS updates off still gets this message. */
export const isEssential = (kind: MessageKind): boolean => (kind in CUSTOMER_MESSAGES ? CUSTOMER_MESSAGES[kind as CustomerMessageKind].essential : true);

/**
 * The words of each message, one catalogue entry per kind and language (locales/{language}/notifications.json,
 * ADR 0040). `{name}` is a template variable, registered with the provider under the same name (MSG91
 * Flow: `##name##`); each language's text is a DLT template and a WhatsApp template of its own. English
 * is only GSM-7 characters, so 160 of them fit one SMS; Hindi and Tamil go as Unicode SMS (70 characters,
 * or 67 a part when split). `{link}` is the order's page for the customer, the job's page in the partner
 * console for the garage.
 */
export const TEMPLATES: Readonly<Record<MessageKind, MessageId>> = {
  booking_placed: 'notifications.booking_placed',
  payment_received: 'notifications.payment_received',
  payment_failed: 'notifications.payment_failed',
  payment_late: 'notifications.payment_late',
  booking_accepted: 'notifications.booking_accepted',
  booking_declined: 'notifications.booking_declined',
  service_started: 'notifications.service_started',
  extras_proposed: 'notifications.extras_proposed',
  extra_approved: 'notifications.extra_approved',
  extra_declined: 'notifications.extra_declined',
  cash_collected: 'notifications.cash_collected',
  booking_completed: 'notifications.booking_completed',
  booking_cancelled: 'notifications.booking_cancelled',
  hold_expired: 'notifications.hold_expired',
  refund_issued: 'notifications.refund_issued',
  booking_rescheduled: 'notifications.booking_rescheduled',
  claim_rework: 'notifications.claim_rework',
  claim_declined: 'notifications.claim_declined',
  claim_decided: 'notifications.claim_decided',
  damage_resolved: 'notifications.damage_resolved',
  late_credit: 'notifications.late_credit',
  promise_later: 'notifications.promise_later',
  pickup_assigned: 'notifications.pickup_assigned',
  pickup_on_the_way: 'notifications.pickup_on_the_way',
  pickup_arrived: 'notifications.pickup_arrived',
  pickup_handed_over: 'notifications.pickup_handed_over',
  pickup_at_garage: 'notifications.pickup_at_garage',
  pickup_code_reset: 'notifications.pickup_code_reset',
  drop_assigned: 'notifications.drop_assigned',
  drop_out_for_delivery: 'notifications.drop_out_for_delivery',
  drop_arrived: 'notifications.drop_arrived',
  drop_handed_back: 'notifications.drop_handed_back',
  drop_code_reset: 'notifications.drop_code_reset',
  garage_new_booking: 'notifications.garage_new_booking',
  garage_booking_cancelled: 'notifications.garage_booking_cancelled',
  garage_booking_rescheduled: 'notifications.garage_booking_rescheduled',
  garage_customer_brings_car: 'notifications.garage_customer_brings_car',
  garage_customer_collects_car: 'notifications.garage_customer_collects_car',
  garage_claim_opened: 'notifications.garage_claim_opened',
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

/** The slot as Hindi and Tamil readers write it: "3 मार्च, 2:30 pm", "மார். 3, 2:30 PM" (the clock time as it is, in India). */
const SLOT_WORDS: Record<Exclude<Language, 'en'>, Intl.DateTimeFormat> = {
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ta: new Intl.DateTimeFormat('ta-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
};

/** 2026-03-03 and 14:30:00 → "3 Mar, 2:30 PM" (in Hindi "3 मार्च, 2:30 pm"). */
export function slotInWords(date: string, time: string, language: Language = 'en'): string {
  if (language !== 'en') return SLOT_WORDS[language].format(new Date(`${date}T${time}Z`));
  const [, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const h12 = hour! % 12 === 0 ? 12 : hour! % 12;
  return `${day} ${MONTHS[month! - 1]}, ${h12}:${String(minute).padStart(2, '0')} ${hour! < 12 ? 'AM' : 'PM'}`;
}

/** The app's address, in the message's language: `/hi/…` and `/ta/…` open the page in Hindi or Tamil (apps/web). */
const base = (publicUrl: string, language: Language) => `${publicUrl.replace(/\/+$/, '')}${language === 'en' ? '' : `/${language}`}`;
/** The order's page on the web app (apps/web router: /order/:trackingId). */
export const orderLink = (publicUrl: string, trackingId: string, language: Language = 'en') =>
  `${base(publicUrl, language)}/order/${encodeURIComponent(trackingId)}`;
/** The job's page in the garage's partner console (apps/web partner app: /partner/:garageId/jobs/:trackingId). */
export const partnerJobLink = (publicUrl: string, garageId: number, trackingId: string, language: Language = 'en') =>
  `${base(publicUrl, language)}/partner/${garageId}/jobs/${encodeURIComponent(trackingId)}`;

/** The variables each kind's text names in each language, in the order it names them: read once, at start-up. */
const VARIABLES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      (Object.keys(TEMPLATES) as MessageKind[]).map((kind) => [kind, [...messageSource(TEMPLATES[kind], language).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)]),
    ),
  ]),
) as Record<Language, Record<MessageKind, string[]>>;
const variablesOf = (kind: MessageKind, language: Language) => VARIABLES[language][kind];

/** The message's variables (only those its template uses) and its text, in a language. */
export function renderMessage(
  kind: MessageKind,
  facts: MessageFacts,
  publicUrl: string,
  language: Language = 'en',
): { vars: Record<string, string>; text: string } {
  const values: Record<string, string> = {
    order: formatOrderNumber(facts.trackingId),
    garage: shortName(facts.garageName),
    when: slotInWords(facts.bookingDate, facts.bookingTime, language),
    link: kind in GARAGE_MESSAGES ? partnerJobLink(publicUrl, facts.garageId, facts.trackingId, language) : orderLink(publicUrl, facts.trackingId, language),
    // Filled in only as the message is handed to the provider (service.ts), never stored.
    code: CODE_PLACEHOLDER,
  };
  const vars: Record<string, string> = {};
  for (const name of variablesOf(kind, language)) {
    const value = values[name];
    if (value === undefined) throw new Error(`template ${kind} names an unknown variable ${name}`);
    vars[name] = value;
  }
  return { vars, text: translate(say(TEMPLATES[kind], vars), language) };
}

/**
 * A customer message as a WhatsApp template fills it: the body's {{1}}, {{2}}… are the SMS template's
 * variables in the order its language's text names them (a Tamil sentence orders them its own way),
 * without the link, and the URL button (registered with Meta as `PUBLIC_URL/order/{{1}}`) opens the
 * order, so its suffix is the tracking id the link ends with.
 */
export function whatsappParts(
  kind: MessageKind,
  vars: Readonly<Record<string, string>>,
  language: Language = 'en',
): { bodyParams: string[]; buttonUrlSuffix: string } {
  const names = variablesOf(kind, language).filter((name) => name !== 'link');
  const link = vars.link ?? '';
  return { bodyParams: names.map((name) => vars[name] ?? ''), buttonUrlSuffix: decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)) };
}
