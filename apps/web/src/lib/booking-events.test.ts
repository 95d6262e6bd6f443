import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import hindi from '../locales/hi/booking.json';
import { translatedEvents } from './booking-events';
import type { MessageId } from './i18n';

// The catalogue as the app loads it (compiled by the build's Lingui plugin).
const hindiI18n = setupI18n({ locale: 'hi', messages: { hi: hindi as unknown as Messages } });

const event = (status: string, label: string) => ({ status, label, at: '2026-11-27T10:00:00Z', actor: 'system' as const });
const inHindi = (id: MessageId) => hindiI18n._(id);
const english = (id: MessageId) => id;

describe("the timeline in the page's language", () => {
  it("keeps what people wrote and the amounts, and drops the server's English notes on a Hindi page", () => {
    const events = [
      event('cancelled', 'Booking cancelled: Change of plans'),
      event('refunded', 'Refund issued: ₹500 to the original payment method'),
      event('claim_escalated', 'Claim escalated: after the garage declined'),
      event('paid', 'Payment received: ₹1,299'),
    ];
    expect(translatedEvents(events, inHindi, 'hi').map((e) => e.label)).toEqual([
      'बुकिंग कैंसिल हुई: Change of plans',
      'रिफंड भेज दिया गया',
      inHindi('booking.event.claim_escalated'),
      `${inHindi('booking.event.paid')}: ₹1,299`,
    ]);
  });

  it('keeps every note on an English page, and a label of its own colon whole', () => {
    const events = [event('refunded', 'Refund issued: ₹500 to the original payment method'), event('late_credit', 'CarSeva Money credited: the car was late')];
    expect(translatedEvents(events, english, 'en').map((e) => e.label)).toEqual([
      'booking.event.refunded: ₹500 to the original payment method',
      'booking.event.late_credit',
    ]);
  });

  it('leaves a kind it does not know as the server worded it', () => {
    expect(translatedEvents([event('something_new', 'Something new: x')], inHindi, 'hi')[0]!.label).toBe('Something new: x');
  });
});
