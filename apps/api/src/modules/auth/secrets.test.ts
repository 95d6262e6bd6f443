import { describe, expect, it } from 'vitest';
import { generateOtp, newSessionToken, otpHmac, sameHex, sessionTokenHash } from './secrets';

describe('OTP secrets', () => {
  it('makes six-digit codes over the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 5000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // With 5,000 uniform draws, about 500 fall below 100000 and every first digit shows up.
    expect(codes.filter((c) => c.startsWith('0')).length).toBeGreaterThan(350);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });

  it('binds the stored HMAC to the secret, the purpose and the number', () => {
    const base = otpHmac('secret-a', 'login', '+919876543210', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(base).toBe(otpHmac('secret-a', 'login', '+919876543210', '123456'));
    expect(otpHmac('secret-b', 'login', '+919876543210', '123456')).not.toBe(base);
    expect(otpHmac('secret-a', 'register', '+919876543210', '123456')).not.toBe(base);
    expect(otpHmac('secret-a', 'login', '+919876543211', '123456')).not.toBe(base);
    expect(otpHmac('secret-a', 'login', '+919876543210', '123457')).not.toBe(base);
  });

  it('compares hex digests of equal length only', () => {
    const digest = otpHmac('s', 'login', '+919876543210', '000000');
    expect(sameHex(digest, digest)).toBe(true);
    expect(sameHex(digest, otpHmac('s', 'login', '+919876543210', '000001'))).toBe(false);
    expect(sameHex(digest, digest.slice(0, 62))).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 256 random bits, URL-safe, kept only as their SHA-256', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(sessionTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionTokenHash(token)).not.toContain(token);
  });
});
