import type { Booking } from '@carseva/shared';
import type { Language, MessageId, Translate } from '../../lib/i18n';

/** What each timeline event's kind says to the customer (the server words them in English). */
const EVENT_WORDS: Partial<Record<string, MessageId>> = {
  placed: 'orders.event.placed',
  paid: 'orders.event.paid',
  payment_failed: 'orders.event.payment_failed',
  hold_expired: 'orders.event.hold_expired',
  cash_collected: 'orders.event.cash_collected',
  extras_proposed: 'orders.event.extras_proposed',
  extra_approved: 'orders.event.extra_approved',
  extra_declined: 'orders.event.extra_declined',
  extras_expired: 'orders.event.extras_expired',
  late_payment: 'orders.event.late_payment',
  refunded: 'orders.event.refunded',
  refund_failed: 'orders.event.refund_failed',
  accepted: 'orders.event.accepted',
  processing: 'orders.event.processing',
  completed: 'orders.event.completed',
  cancelled: 'orders.event.cancelled',
  rescheduled: 'orders.event.rescheduled',
  rejected: 'orders.event.rejected',
  claim_opened: 'orders.event.claim_opened',
  claim_rework: 'orders.event.claim_rework',
  claim_declined: 'orders.event.claim_declined',
  claim_escalated: 'orders.event.claim_escalated',
  claim_decided: 'orders.event.claim_decided',
  rework_of: 'orders.event.rework_of',
  parts_photos: 'orders.event.parts_photos',
  promise_set: 'orders.event.promise_set',
  promise_later: 'orders.event.promise_later',
  late_credit: 'orders.event.late_credit',
  damage_reported: 'orders.event.damage_reported',
  damage_resolved: 'orders.event.damage_resolved',
  pickup_assigned: 'orders.event.pickup_assigned',
  pickup_reassigned: 'orders.event.pickup_reassigned',
  pickup_on_the_way: 'orders.event.pickup_on_the_way',
  pickup_arrived: 'orders.event.pickup_arrived',
  pickup_report: 'orders.event.pickup_report',
  pickup_handed_over: 'orders.event.pickup_handed_over',
  pickup_at_garage: 'orders.event.pickup_at_garage',
  pickup_code_reset: 'orders.event.pickup_code_reset',
  pickup_cancelled: 'orders.event.pickup_cancelled',
  drop_assigned: 'orders.event.drop_assigned',
  drop_reassigned: 'orders.event.drop_reassigned',
  drop_out_for_delivery: 'orders.event.drop_out_for_delivery',
  drop_arrived: 'orders.event.drop_arrived',
  drop_report: 'orders.event.drop_report',
  drop_handed_back: 'orders.event.drop_handed_back',
  drop_code_reset: 'orders.event.drop_code_reset',
  drop_cancelled: 'orders.event.drop_cancelled',
};

/** The one English label that holds a colon of its own; in any other, a colon starts the event's note (a reason, a new slot). */
const COLON_LABELS = new Set(['late_credit']);

/** Notes the server words in English (the promised time, the slot moved from and to): the order page says the same above. */
const ENGLISH_NOTES = new Set(['promise_set', 'promise_later', 'rescheduled']);

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
