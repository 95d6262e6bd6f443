import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'CS' + 16 base-32 characters of 80 random bits: not guessable, not sequential. */
export function newTrackingId(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = 'CS';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
