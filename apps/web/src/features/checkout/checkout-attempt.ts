import type { BookingBody } from '@carseva/shared';

/**
 * Idempotency keys for checkout attempts. An attempt is one booking body from one customer: while it
 * is the same (a retry, a second tap, the same form after a reload) it keeps its key, so the server
 * answers a repeated request with the first answer instead of taking a second seat or opening a
 * second gateway order. Another body (slot, services, address, payment mode…) is another attempt
 * with a new key: the server refuses one key with two bodies. Keys live in sessionStorage, so a
 * reload keeps them and closing the tab forgets them.
 */

const STORAGE_KEY = 'carseva-checkout-attempts';
/** Attempts remembered per tab, the newest kept. */
const KEPT = 20;

/** What identifies an attempt: who books, and exactly what they send. */
export const attemptFingerprint = (userId: number | null, body: BookingBody) => JSON.stringify([userId, body]);

/** The payment-order call's key: its own (another route), derived from the attempt's. */
export const orderKeyOf = (attemptKey: string) => `${attemptKey}:order`;

export interface AttemptKeys {
  /** The attempt's key: the one it already has, or a new one. */
  keyFor(fingerprint: string): string;
  /** Drops one attempt's key (the server refused it for good): the same body next time is a new attempt. */
  forget(key: string): void;
  /** The checkout is done: every attempt in this tab is over. */
  end(): void;
}

type Entry = [fingerprint: string, key: string];

/** sessionStorage when the browser allows it (private modes may not); otherwise keys last as long as the page. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function attemptKeys(storage: Storage | null = sessionStore(), newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let memory: Entry[] = [];

  const read = (): Entry[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((e): e is Entry => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (entries: Entry[]) => {
    memory = entries.slice(-KEPT);
    try {
      if (memory.length === 0) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
    } catch {
      // Storage full or refused: the keys still hold for this page.
      storage = null;
    }
  };

  return {
    keyFor(fingerprint) {
      const entries = read();
      const known = entries.find(([f]) => f === fingerprint);
      if (known) return known[1];
      const key = newKey();
      write([...entries, [fingerprint, key]]);
      return key;
    },
    forget(key) {
      write(read().filter(([, k]) => k !== key));
    },
    end() {
      write([]);
    },
  };
}
