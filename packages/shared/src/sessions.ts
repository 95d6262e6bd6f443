/** Account Security: the customer's signed-in devices. */
import { z } from 'zod';
import { idParam } from './api';

export const accountSession = z.object({
  id: z.number().int(),
  /** Browser and operating system in words: "Chrome on Android", or "Unknown browser". */
  device: z.string(),
  /** Approximate place from the address the device signed in from; null when unknown. */
  place: z.string().nullable(),
  signed_in_at: z.string(),
  /** When the session was last used (updated at most hourly). */
  last_active_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionIdParam = z.object({ id: idParam });

export const sessionsRevoked = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof sessionsRevoked>;
