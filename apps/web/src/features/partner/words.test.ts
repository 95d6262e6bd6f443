import { describe, expect, it } from 'vitest';
import { translate as t } from '../../lib/i18n';
import { carLine, formatPhone, isMasked, paymentLine } from './words';

describe('how a job reads', () => {
  it('says how the money stands in one line', () => {
    const cod = { payment_mode: 'cod', payment_status: 'pending', amount_paid: 0, amount_pending: 3562 } as const;
    expect(paymentLine(cod, t)).toBe('Cash ₹3,562 due');
    expect(paymentLine({ ...cod, amount_paid: 3562, amount_pending: 0, payment_status: 'paid' }, t)).toBe('Paid in cash');
    expect(paymentLine({ ...cod, amount_pending: 0 }, t)).toBe('Nothing due');
    expect(paymentLine({ ...cod, payment_mode: 'online' }, t)).toBe('Online payment awaited');
    expect(paymentLine({ ...cod, payment_mode: 'online', amount_paid: 5179, amount_pending: 2124, payment_status: 'partial' }, t)).toBe('Balance ₹2,124 due');
    expect(paymentLine({ ...cod, payment_status: 'refunded' }, t)).toBe('Refunded');
  });

  it('names the car and shows the phone readably; a masked phone is told apart', () => {
    expect(carLine({ model: 'Maruti Suzuki Swift', fuel_type: 'petrol' })).toBe('Maruti Suzuki Swift · Petrol');
    expect(carLine({ model: null, fuel_type: null })).toBeNull();
    expect(formatPhone('+919822200011')).toBe('+91 98222 00011');
    expect(isMasked('+91 98••••0011')).toBe(true);
    expect(isMasked('+919822200011')).toBe(false);
  });
});
