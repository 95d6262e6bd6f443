import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageAfterSignIn, openInAccountLanguage } from './account-language';

describe("the account's language on sign-in", () => {
  afterEach(() => localStorage.clear());

  it("is applied when it is not the page's, either way", () => {
    expect(languageAfterSignIn('hi', 'en')).toBe('hi');
    expect(languageAfterSignIn('ta', 'hi')).toBe('ta');
    expect(languageAfterSignIn('en', 'ta')).toBe('en');
  });

  it("leaves the page as it is when it is already in the account's language, or the answer names none", () => {
    expect(languageAfterSignIn('hi', 'hi')).toBeNull();
    expect(languageAfterSignIn('en', 'en')).toBeNull();
    expect(languageAfterSignIn(undefined, 'ta')).toBeNull();
  });

  it('opens the page the customer was heading to in that language, and remembers it for this browser', () => {
    const open = vi.fn();
    expect(openInAccountLanguage('/checkout', 'hi', 'en', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/hi/checkout');
    expect(localStorage.getItem('carseva.language')).toBe('hi');

    expect(openInAccountLanguage('/', 'en', 'ta', open)).toBe(true);
    expect(open).toHaveBeenLastCalledWith('/');
    expect(localStorage.getItem('carseva.language')).toBe('en');

    expect(openInAccountLanguage('/services', 'ta', 'ta', open)).toBe(false);
    expect(open).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('carseva.language')).toBe('en');
  });
});
