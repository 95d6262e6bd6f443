import { useRef } from 'react';

/**
 * The Idempotency-Key for a write the customer confirms: the same while they resend the same request
 * (a double tap, a retry after a network error), a new one once they change what they ask for.
 */
export function useAttemptKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const json = JSON.stringify(body);
    if (last.current?.body !== json) last.current = { body: json, key: crypto.randomUUID() };
    return last.current.key;
  };
}
