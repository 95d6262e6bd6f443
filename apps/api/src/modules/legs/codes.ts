import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Handover codes (ADR 36). A leg stores only a random nonce; its 4 digits are the HMAC of the nonce
 * and the leg's id under the server's secret, reduced to 0000–9999. So the database alone does not
 * reveal a code, the server can show it to the customer whenever they open their order, and a reset
 * (a new nonce) changes it.
 */
export function handoverCodes(secret: string) {
  return {
    /** A fresh nonce from the CSPRNG (22 characters). */
    newNonce: (): string => randomBytes(16).toString('base64url'),

    /** The leg's 4 digits. */
    codeOf(leg: { id: number; codeNonce: string }): string {
      const mac = createHmac('sha256', secret).update(`handover:${leg.id}:${leg.codeNonce}`).digest();
      return String(mac.readUInt32BE(0) % 10_000).padStart(4, '0');
    },

    /** Whether the digits given are the leg's, compared in constant time. */
    matches(leg: { id: number; codeNonce: string }, given: string): boolean {
      const expected = Buffer.from(this.codeOf(leg));
      const actual = Buffer.from(given.padEnd(4).slice(0, 4));
      return timingSafeEqual(expected, actual) && given.length === 4;
    },
  };
}

export type HandoverCodes = ReturnType<typeof handoverCodes>;

/** Wrong codes a leg takes in all, across its resets (ADR 43): a reset gives the code its tries again, never the leg. */
export const LEG_CODE_TRIES = 15;
/** How often the garage may reset a leg's code; after that only an admin may, with a reason. */
export const GARAGE_CODE_RESETS = 2;

/** The resets the garage has left on a leg: none once the leg's wrong tries are spent. */
export const garageResetsLeft = (leg: { codeGarageResets: number; codeWrongTotal: number }): number =>
  leg.codeWrongTotal >= LEG_CODE_TRIES ? 0 : Math.max(0, GARAGE_CODE_RESETS - leg.codeGarageResets);
