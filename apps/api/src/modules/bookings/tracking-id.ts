import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH } from '@carseva/shared';

/** A new order number: 'CS' and ten characters drawn uniformly from the read-aloud alphabet (packages/shared). */
export function newTrackingId(): string {
  let out = 'CS';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) out += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return out;
}
