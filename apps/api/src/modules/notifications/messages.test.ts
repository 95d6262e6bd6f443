import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@carseva/shared';
import { CODE_MESSAGES, CODE_PLACEHOLDER, CUSTOMER_MESSAGES, GARAGE_MESSAGES, MESSAGE_KINDS, type MessageKind } from './kinds';
import { isEssential, orderLink, partnerJobLink, plannedMessages, renderMessage, shortName, slotInWords, TEMPLATES, whatsappParts } from './messages';

const PUBLIC_URL = 'https://carseva.in';
const ORDER = 'CSK7QXZMAPLRETHVWN';
/** The longest a message gets: a 30-character garage name and a two-digit day. */
const facts = { trackingId: ORDER, garageId: 1234, garageName: 'Lakshmi Narasimha Auto Works Pvt Ltd', bookingDate: '2026-12-28', bookingTime: '10:30:00' };

/** GSM 03.38's basic characters: a message of only these fits 160 to an SMS (one with ₹ or ’ gets 70). */
const GSM_7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

describe('order notification texts', () => {
  it.each(MESSAGE_KINDS)('%s: one SMS of plain characters, naming the order, with a link to its page (the garage: its partner console)', (kind) => {
    const { text, vars } = renderMessage(kind, facts, PUBLIC_URL);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(GSM_7);
    expect(text).toMatch(/^CarSeva: /);
    expect(text).toContain(ORDER);
    expect(text).toContain(kind in CUSTOMER_MESSAGES ? `https://carseva.in/order/${ORDER}` : `https://carseva.in/partner/1234/jobs/${ORDER}`);
    // Every variable is one the text shows, each within DLT's 30 characters but the link.
    for (const [name, value] of Object.entries(vars)) {
      expect(text).toContain(value);
      if (name !== 'link') expect(value.length).toBeLessThanOrEqual(30);
    }
  });

  it.each(MESSAGE_KINDS)('%s: never a code (but the handover code, as a placeholder), an address or an amount', (kind) => {
    const withMore = { ...facts, address: 'Flat 402, Tower B, Sector 15', pincode: '122001', otp: '482913', totalPaise: 236_000 };
    const { text, vars } = renderMessage(kind, withMore, PUBLIC_URL);
    expect(text).not.toContain('482913');
    // Outside the link (whose path holds the garage's id), no number long enough to be a code, a pincode or a price.
    expect(text.replace(/https:\/\/\S+/g, '')).not.toMatch(/\b\d{4,}\b/);
    expect(text).not.toMatch(/\bOTP\b|Flat|Sector|\bRs\b|₹/i);
    // A handover code's message holds a placeholder, filled in only as it is sent; no other message speaks of a code.
    if (kind in CODE_MESSAGES) expect(vars.code).toBe(CODE_PLACEHOLDER);
    else expect(text).not.toMatch(/\bcode\b/i);
  });

  it('fills the variables the template names, and only those', () => {
    expect(renderMessage('booking_placed', facts, `${PUBLIC_URL}/`)).toEqual({
      vars: { order: ORDER, garage: 'Lakshmi Narasimha Auto Works', when: '28 Dec, 10:30 AM', link: `https://carseva.in/order/${ORDER}` },
      text: `CarSeva: Booking ${ORDER} with Lakshmi Narasimha Auto Works for 28 Dec, 10:30 AM is placed. Track it: https://carseva.in/order/${ORDER}`,
    });
    expect(Object.keys(renderMessage('payment_received', facts, PUBLIC_URL).vars)).toEqual(['order', 'link']);
    expect(Object.keys(TEMPLATES).sort()).toEqual([...MESSAGE_KINDS].sort());
  });

  it('names a short order number in groups, to be read out, and links to it as it is', () => {
    const { text, vars } = renderMessage('booking_placed', { ...facts, trackingId: 'CSK7M49QX2WP' }, PUBLIC_URL);
    expect(vars.order).toBe('CS K7M 49Q X2WP');
    expect(text).toContain('Booking CS K7M 49Q X2WP with');
    expect(vars.link).toMatch(/\/order\/CSK7M49QX2WP$/);
  });

  it('says the slot as people do, and cuts long garage names at a word', () => {
    expect(slotInWords('2026-03-03', '09:00:00')).toBe('3 Mar, 9:00 AM');
    expect(slotInWords('2026-03-03', '12:30:00')).toBe('3 Mar, 12:30 PM');
    expect(slotInWords('2026-03-03', '18:00:00')).toBe('3 Mar, 6:00 PM');
    expect(slotInWords('2026-01-31', '00:15:00')).toBe('31 Jan, 12:15 AM');
    expect(shortName('Sai Auto Care')).toBe('Sai Auto Care');
    expect(shortName('Lakshmi Narasimha Auto Works Pvt Ltd')).toBe('Lakshmi Narasimha Auto Works');
    expect(shortName('Supercalifragilisticexpialidocious Motors').length).toBe(30);
    expect(orderLink('https://carseva.in/app/', 'CSABC')).toBe('https://carseva.in/app/order/CSABC');
    expect(partnerJobLink('https://carseva.in/', 7, 'CSABC')).toBe('https://carseva.in/partner/7/jobs/CSABC');
    // A Hindi or Tamil message opens the page in its language.
    expect(orderLink('https://carseva.in/', 'CSABC', 'hi')).toBe('https://carseva.in/hi/order/CSABC');
    expect(partnerJobLink('https://carseva.in', 7, 'CSABC', 'ta')).toBe('https://carseva.in/ta/partner/7/jobs/CSABC');
  });
});

describe('who hears of what', () => {
  const plan = (kind: string, actor: 'customer' | 'staff' | 'admin' | 'system', paymentMode = 'cod') =>
    plannedMessages({ kind, actor }, { paymentMode }).map((m) => `${m.recipient}:${m.kind}${m.onlyIfGarageKnows ? '?' : ''}`);

  it('tells the customer of every step of their booking', () => {
    expect(plan('placed', 'customer', 'online')).toEqual(['customer:booking_placed']);
    expect(plan('paid', 'system', 'cod')).toEqual(['customer:payment_received']);
    expect(plan('payment_failed', 'system', 'online')).toEqual(['customer:payment_failed']);
    expect(plan('late_payment', 'system', 'online')).toEqual(['customer:payment_late']);
    expect(plan('accepted', 'staff')).toEqual(['customer:booking_accepted']);
    expect(plan('rejected', 'staff')).toEqual(['customer:booking_declined']);
    expect(plan('processing', 'staff')).toEqual(['customer:service_started']);
    expect(plan('extras_proposed', 'staff')).toEqual(['customer:extras_proposed']);
    expect(plan('extra_approved', 'customer')).toEqual(['customer:extra_approved']);
    expect(plan('extra_declined', 'customer')).toEqual(['customer:extra_declined']);
    expect(plan('cash_collected', 'staff')).toEqual(['customer:cash_collected']);
    expect(plan('completed', 'admin')).toEqual(['customer:booking_completed']);
    expect(plan('hold_expired', 'system', 'online')).toEqual(['customer:hold_expired']);
    expect(plan('refunded', 'system', 'online')).toEqual(['customer:refund_issued']);
    expect(plan('refund_failed', 'system', 'online')).toEqual([]);
    expect(plan('something_new', 'system')).toEqual([]);
  });

  it('tells the garage of a booking once it can act on it, then of changes it did not make', () => {
    expect(plan('placed', 'customer', 'cod')).toEqual(['customer:booking_placed', 'garage:garage_new_booking']);
    expect(plan('paid', 'system', 'online')).toEqual(['customer:payment_received', 'garage:garage_new_booking']);
    expect(plan('cancelled', 'customer')).toEqual(['customer:booking_cancelled', 'garage:garage_booking_cancelled?']);
    expect(plan('cancelled', 'admin')).toEqual(['customer:booking_cancelled', 'garage:garage_booking_cancelled?']);
    expect(plan('cancelled', 'staff')).toEqual(['customer:booking_cancelled']);
    expect(plan('rescheduled', 'customer')).toEqual(['customer:booking_rescheduled', 'garage:garage_booking_rescheduled?']);
    expect(plan('rescheduled', 'staff')).toEqual(['customer:booking_rescheduled']);
    expect(plan('customer_brings_car', 'customer')).toEqual(['garage:garage_customer_brings_car?']);
    expect(plan('customer_collects_car', 'customer')).toEqual(['garage:garage_customer_collects_car?']);
  });

  it('keeps the essential messages however the customer set SMS updates', () => {
    const essential = MESSAGE_KINDS.filter(isEssential);
    expect(essential).toEqual([
      'booking_placed',
      'payment_received',
      'payment_late',
      'booking_accepted',
      'booking_declined',
      'extras_proposed',
      'booking_completed',
      'booking_cancelled',
      'hold_expired',
      'refund_issued',
      'booking_rescheduled',
      'claim_rework',
      'claim_declined',
      'claim_decided',
      'damage_resolved',
      'late_credit',
      'promise_later',
      'pickup_assigned',
      'pickup_arrived',
      'pickup_code_reset',
      'drop_assigned',
      'drop_arrived',
      'drop_code_reset',
      ...(Object.keys(GARAGE_MESSAGES) as MessageKind[]),
    ]);
    expect(MESSAGE_KINDS.filter((kind) => !isEssential(kind))).toEqual([
      'payment_failed',
      'service_started',
      'extra_approved',
      'extra_declined',
      'cash_collected',
      'pickup_on_the_way',
      'pickup_handed_over',
      'pickup_at_garage',
      'drop_out_for_delivery',
      'drop_handed_back',
    ]);
  });
});

describe('WhatsApp template parts', () => {
  it('fills the body with the SMS variables in order, without the link, and the button with the tracking id', () => {
    const facts = { trackingId: 'CS7K39QXH', garageId: 4, garageName: 'Hari Om Motors', bookingDate: '2026-11-27', bookingTime: '10:00:00' };
    const { vars } = renderMessage('booking_accepted', facts, 'https://carseva.in/');
    expect(whatsappParts('booking_accepted', vars)).toEqual({
      bodyParams: ['Hari Om Motors', formatOrderNumber('CS7K39QXH'), '27 Nov, 10:00 AM'],
      buttonUrlSuffix: 'CS7K39QXH',
    });
    expect(whatsappParts('refund_issued', renderMessage('refund_issued', facts, 'https://carseva.in').vars)).toEqual({
      bodyParams: [formatOrderNumber('CS7K39QXH')],
      buttonUrlSuffix: 'CS7K39QXH',
    });
  });
});

/** SMS parts a Unicode (UCS-2) text takes: 70 characters fit one, a longer one goes in parts of 67. */
const unicodeParts = (text: string) => (text.length <= 70 ? 1 : Math.ceil(text.length / 67));

describe('messages in Hindi and Tamil', () => {
  it.each(MESSAGE_KINDS.flatMap((kind) => (['hi', 'ta'] as const).map((language) => [kind, language] as const)))(
    '%s in %s: the same variables as English, the order and its link, in 3 Unicode SMS parts at most',
    (kind, language) => {
      const english = renderMessage(kind, facts, PUBLIC_URL);
      const { text, vars } = renderMessage(kind, facts, PUBLIC_URL, language);
      expect(Object.keys(vars).sort()).toEqual(Object.keys(english.vars).sort());
      expect(text).toMatch(/^CarSeva: /);
      expect(text).toContain(ORDER);
      expect(text).toContain(vars.link);
      expect(text).toMatch(language === 'hi' ? /[\u0900-\u097F]/ : /[\u0B80-\u0BFF]/);
      expect(unicodeParts(text)).toBeLessThanOrEqual(3);
      for (const [name, value] of Object.entries(vars)) if (name !== 'link') expect(value.length).toBeLessThanOrEqual(30);
    },
  );

  it('says the slot in the language, and fills WhatsApp parameters in the order the language names them', () => {
    expect(slotInWords('2026-11-27', '10:00:00', 'hi')).toBe('27 नव॰, 10:00 am');
    expect(slotInWords('2026-12-28', '18:30:00', 'ta')).toBe('டிச. 28, 6:30 PM');
    const { vars } = renderMessage('booking_placed', facts, PUBLIC_URL, 'ta');
    // "{garage}-இல் {when}-க்கான booking {order} …": the garage first, the order last.
    expect(whatsappParts('booking_placed', vars, 'ta').bodyParams).toEqual([vars.garage, vars.when, vars.order]);
    expect(whatsappParts('booking_placed', vars, 'en').bodyParams).toEqual([vars.order, vars.garage, vars.when]);
  });
});
