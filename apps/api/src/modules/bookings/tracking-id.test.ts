import { ORDER_NUMBER_ALPHABET } from '@carseva/shared';
import { describe, expect, it } from 'vitest';
import { newTrackingId } from './tracking-id';

describe('new order numbers', () => {
  it("are 'CS' and ten characters of the read-aloud alphabet, each character used, none repeated in 5,000", () => {
    const ids = Array.from({ length: 5000 }, newTrackingId);
    for (const id of ids) expect(id).toMatch(/^CS[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const used = new Set(ids.flatMap((id) => [...id.slice(2)]));
    expect([...used].sort().join('')).toBe([...ORDER_NUMBER_ALPHABET].sort().join(''));
  });
});
