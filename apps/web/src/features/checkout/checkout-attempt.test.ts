import type { BookingBody } from '@carseva/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { attemptFingerprint, attemptKeys, orderKeyOf } from './checkout-attempt';
import { bookingBodyFixture as body } from '../../testing/fixtures';
const attempt = (over: Partial<BookingBody> = {}) => attemptFingerprint(12, body(over));

/** The API's rule for an Idempotency-Key. */
const KEY_FORMAT = /^[A-Za-z0-9_:.-]{8,80}$/;

describe('checkout attempt keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives one attempt one key, a random UUID the API accepts, and its payment order a distinct derived key', () => {
    const keys = attemptKeys();
    const key = keys.keyFor(attempt());
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.keyFor(attempt())).toBe(key);
    expect(orderKeyOf(key)).toBe(`${key}:order`);
    expect(orderKeyOf(key)).toMatch(KEY_FORMAT);
  });

  it('keeps the key across a reload of the page (sessionStorage), not across tabs', () => {
    const key = attemptKeys().keyFor(attempt());
    // A reload: a new page, the same tab's storage.
    expect(attemptKeys().keyFor(attempt())).toBe(key);
    // Another tab: its own storage.
    expect(attemptKeys(null).keyFor(attempt())).not.toBe(key);
  });

  it('starts a new attempt when the slot, services, address, payment mode or customer change, and finds the first again when it comes back', () => {
    const keys = attemptKeys();
    const first = keys.keyFor(attempt());
    const others = [
      keys.keyFor(attempt({ booking_slot: 8 })),
      keys.keyFor(attempt({ services: [388, 401] })),
      keys.keyFor(attempt({ address: 'House 7, Sector 21' })),
      keys.keyFor(attempt({ payment_mode: 'cod' })),
      keys.keyFor(attemptFingerprint(13, body())),
    ];
    expect(new Set([first, ...others]).size).toBe(6);
    // The customer picks the first slot again: it may have been booked already, so the same key.
    expect(keys.keyFor(attempt())).toBe(first);
  });

  it('forgets a key the server refused for good, and every key once the checkout is done', () => {
    const keys = attemptKeys();
    const refused = keys.keyFor(attempt());
    const other = keys.keyFor(attempt({ booking_slot: 8 }));
    keys.forget(refused);
    expect(keys.keyFor(attempt({ booking_slot: 8 }))).toBe(other);
    const fresh = keys.keyFor(attempt());
    expect(fresh).not.toBe(refused);

    keys.end();
    expect(sessionStorage.length).toBe(0);
    expect(keys.keyFor(attempt())).not.toBe(fresh);
    expect(keys.keyFor(attempt({ booking_slot: 8 }))).not.toBe(other);
  });

  it('remembers the newest twenty attempts of a tab', () => {
    let n = 0;
    const keys = attemptKeys(sessionStorage, () => `key-${++n}-00000000`);
    for (let slot = 1; slot <= 21; slot++) keys.keyFor(attempt({ booking_slot: slot }));
    expect(keys.keyFor(attempt({ booking_slot: 21 }))).toBe('key-21-00000000');
    expect(keys.keyFor(attempt({ booking_slot: 2 }))).toBe('key-2-00000000');
    expect(keys.keyFor(attempt({ booking_slot: 1 }))).toBe('key-22-00000000');
  });

  it('ignores what it cannot read, and works for the page alone when storage refuses writes', () => {
    sessionStorage.setItem('carseva-checkout-attempts', '{not json');
    expect(attemptKeys().keyFor(attempt())).toMatch(KEY_FORMAT);

    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const keys = attemptKeys(refusing);
    const key = keys.keyFor(attempt());
    expect(keys.keyFor(attempt())).toBe(key);
  });
});
