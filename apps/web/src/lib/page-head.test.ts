import { describe, expect, it } from 'vitest';
import { APP_PAGE_HEADS, STATIC_PAGE_HEADS, notFoundHead } from './page-head';

describe('page heads', () => {
  it('give the login, sign-up, menu, help, thank-you and not-found pages titles of their own', () => {
    const titles = [...['/login', '/signup', '/menu', '/help', '/thankyou'].map((path) => APP_PAGE_HEADS[path]?.title), notFoundHead('/nowhere').title];
    expect(titles).toEqual(['Log In | CarSeva', 'Sign Up | CarSeva', 'My Account | CarSeva', 'Help Center | CarSeva', 'Thank You for Contacting Us | CarSeva', 'Page Not Found | CarSeva']);
    const everyTitle = [...Object.values(STATIC_PAGE_HEADS), ...Object.values(APP_PAGE_HEADS)].map((head) => head.title);
    expect(new Set(everyTitle).size).toBe(everyTitle.length);
    for (const [path, head] of Object.entries(APP_PAGE_HEADS)) expect(head.path).toBe(path);
  });
});
