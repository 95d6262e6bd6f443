import type { Booking } from '@carseva/shared';
import type { Language, MessageId, Translate } from './i18n';

/** What each timeline event's kind says, to the customer and the garage alike (the server words them in English). */
const EVENT_WORDS: Partial<Record<string, MessageId>> = {
  placed: 'booking.event.placed',
  paid: 'booking.event.paid',
  payment_failed: 'booking.event.payment_failed',
  hold_expired: 'booking.event.hold_expired',
  cash_collected: 'booking.event.cash_collected',
  extras_proposed: 'booking.event.extras_proposed',
  extra_approved: 'booking.event.extra_approved',
  extra_declined: 'booking.event.extra_declined',
  extras_expired: 'booking.event.extras_expired',
  late_payment: 'booking.event.late_payment',
  refunded: 'booking.event.refunded',
  refund_failed: 'booking.event.refund_failed',
  accepted: 'booking.event.accepted',
  processing: 'booking.event.processing',
  completed: 'booking.event.completed',
  cancelled: 'booking.event.cancelled',
  rescheduled: 'booking.event.rescheduled',
  rejected: 'booking.event.rejected',
  claim_opened: 'booking.event.claim_opened',
  claim_rework: 'booking.event.claim_rework',
  claim_declined: 'booking.event.claim_declined',
  claim_escalated: 'booking.event.claim_escalated',
  claim_decided: 'booking.event.claim_decided',
  rework_of: 'booking.event.rework_of',
  parts_photos: 'booking.event.parts_photos',
  promise_set: 'booking.event.promise_set',
  promise_later: 'booking.event.promise_later',
  late_credit: 'booking.event.late_credit',
  damage_reported: 'booking.event.damage_reported',
  damage_resolved: 'booking.event.damage_resolved',
  pickup_assigned: 'booking.event.pickup_assigned',
  pickup_reassigned: 'booking.event.pickup_reassigned',
  pickup_on_the_way: 'booking.event.pickup_on_the_way',
  pickup_arrived: 'booking.event.pickup_arrived',
  pickup_report: 'booking.event.pickup_report',
  pickup_handed_over: 'booking.event.pickup_handed_over',
  pickup_at_garage: 'booking.event.pickup_at_garage',
  pickup_code_reset: 'booking.event.pickup_code_reset',
  pickup_cancelled: 'booking.event.pickup_cancelled',
  drop_assigned: 'booking.event.drop_assigned',
  drop_reassigned: 'booking.event.drop_reassigned',
  drop_out_for_delivery: 'booking.event.drop_out_for_delivery',
  drop_arrived: 'booking.event.drop_arrived',
  drop_report: 'booking.event.drop_report',
  drop_handed_back: 'booking.event.drop_handed_back',
  drop_code_reset: 'booking.event.drop_code_reset',
  drop_cancelled: 'booking.event.drop_cancelled',
  customer_brings_car: 'booking.event.customer_brings_car',
  customer_collects_car: 'booking.event.customer_collects_car',
};

/** The one English label that holds a colon of its own; in any other, a colon starts the event's note (a reason, a new slot). */
const COLON_LABELS = new Set(['late_credit']);

/**
 * Notes the server writes in English itself (the promised time, the slot moved from and to, where a refund
 * went, a claim's or damage report's course, the gateway's reason): on a Hindi or Tamil page the event's
 * own words stand alone, and the order page's cards say the rest in the page's language. Notes people
 * wrote (a reason, the extra work) and amounts are kept.
 */
const ENGLISH_NOTES = new Set([
  'promise_set',
  'promise_later',
  'rescheduled',
  'refunded',
  'payment_failed',
  'claim_escalated',
  'claim_rework',
  'claim_decided',
  'rework_of',
  'damage_reported',
  'damage_resolved',
]);

/**
 * The booking's timeline in the page's language: each known kind's words, with the note the server
 * appended (a reason, the extra work and its price) kept as written, except notes in the server's
 * English on a Hindi or Tamil page; an unknown kind keeps the server's label.
 */
export function translatedEvents(events: Booking['events'], t: Translate, language: Language): Booking['events'] {
  return events.map((event) => {
    const id = EVENT_WORDS[event.status];
    if (!id) return event;
    const noteAt = COLON_LABELS.has(event.status) || (language !== 'en' && ENGLISH_NOTES.has(event.status)) ? -1 : event.label.indexOf(': ');
    return { ...event, label: noteAt < 0 ? t(id) : `${t(id)}: ${event.label.slice(noteAt + 2)}` };
  });
}
