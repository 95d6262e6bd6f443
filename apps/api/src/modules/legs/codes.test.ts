import { describe, expect, it } from 'vitest';
import { handoverCodes } from './codes';

describe('handover codes', () => {
  const codes = handoverCodes('a-session-secret-of-thirty-two-chars');

  it('are 4 digits the server can work out again from the leg, and only with its secret', () => {
    const leg = { id: 7, codeNonce: codes.newNonce() };
    expect(codes.codeOf(leg)).toMatch(/^\d{4}$/);
    expect(codes.codeOf({ ...leg })).toBe(codes.codeOf(leg));
    expect(codes.matches(leg, codes.codeOf(leg))).toBe(true);
    // Another server secret, another code: the database alone does not give it away.
    const others = Array.from({ length: 20 }, (_, i) => handoverCodes(`another-secret-${i}`).codeOf(leg));
    expect(others.filter((code) => code !== codes.codeOf(leg)).length).toBeGreaterThan(15);
  });

  it('change with a new nonce (a reset) and differ between legs', () => {
    const nonce = codes.newNonce();
    const perLeg = new Set(Array.from({ length: 50 }, (_, id) => codes.codeOf({ id, codeNonce: nonce })));
    const perNonce = new Set(Array.from({ length: 50 }, () => codes.codeOf({ id: 1, codeNonce: codes.newNonce() })));
    expect(perLeg.size).toBeGreaterThan(40);
    expect(perNonce.size).toBeGreaterThan(40);
    expect(codes.newNonce()).not.toBe(codes.newNonce());
  });

  it('refuse anything but the exact 4 digits', () => {
    const leg = { id: 3, codeNonce: codes.newNonce() };
    const code = codes.codeOf(leg);
    expect(codes.matches(leg, String((Number(code) + 1) % 10_000).padStart(4, '0'))).toBe(false);
    expect(codes.matches(leg, `${code}0`)).toBe(false);
    expect(codes.matches(leg, code.slice(0, 3))).toBe(false);
    expect(codes.matches(leg, '')).toBe(false);
  });
});
