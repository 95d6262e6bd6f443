import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone-input';

describe('phoneDigits', () => {
  it('keeps digits only, ten at most', () => {
    expect(phoneDigits('98x765 43210')).toBe('9876543210');
    expect(phoneDigits('987654321099')).toBe('9876543210');
    expect(phoneDigits('abc')).toBe('');
  });

  it('drops a pasted +91 country code', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits(' +919876543210')).toBe('9876543210');
  });
});
