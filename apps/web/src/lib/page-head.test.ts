import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { APP_PAGE_PATHS, appPageHead, STATIC_PAGE_PATHS, headTags, notFoundHead, staticPageHead } from './page-head';

describe('page heads', () => {
  it('give the login, sign-up, menu, help, thank-you and not-found pages titles of their own', () => {
    const titles = [
      ...['/login', '/signup', '/menu', '/help', '/thankyou', '/profile/wallet'].map((path) => appPageHead(path, translate)?.title),
      notFoundHead('/nowhere', translate).title,
    ];
    expect(titles).toEqual([
      'Log In | CarSeva',
      'Sign Up | CarSeva',
      'My Account | CarSeva',
      'Help Center | CarSeva',
      'Thank You for Contacting Us | CarSeva',
      'CarSeva Money | CarSeva',
      'Page Not Found | CarSeva',
    ]);
    const appHeads = APP_PAGE_PATHS.map((path) => appPageHead(path, translate)!);
    const everyTitle = [...STATIC_PAGE_PATHS.map((path) => staticPageHead(path, translate)!), ...appHeads].map((head) => head.title);
    expect(new Set(everyTitle).size).toBe(everyTitle.length);
    for (const [index, path] of APP_PAGE_PATHS.entries()) expect(appHeads[index]!.path).toBe(path);
  });

  it('name a public page in each of its languages, with English as the default', () => {
    const tags = headTags(staticPageHead('/about', translate, 'hi')!);
    expect(tags).toContain('<link rel="canonical" href="https://carseva.in/hi/about" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://carseva.in/about" />');
    expect(tags).toContain('<link rel="alternate" hreflang="hi" href="https://carseva.in/hi/about" />');
    expect(tags).toContain('<link rel="alternate" hreflang="ta" href="https://carseva.in/ta/about" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://carseva.in/about" />');
    expect(headTags(staticPageHead('/', translate, 'ta')!)).toContain('hreflang="ta" href="https://carseva.in/ta/"');
  });
});
