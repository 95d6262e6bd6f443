import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * What fails a journey when a page logs it: React having to recover while hydrating (apps/web/src/main.tsx,
 * or React's own words in development), and anything the Content Security Policy refused (a library
 * probing with eval, an inline script or style).
 */
const PAGE_PROBLEM = /hydrat|Content Security Policy/i;

/** Collects, as they come, the console errors and uncaught errors of `page` that speak of hydration or the CSP. */
export function pageProblemsOf(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (PAGE_PROBLEM.test(text)) problems.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}

/** What the pages of the running journey reported (a worker runs one journey at a time). */
let watched: string[][] = [];

/** Counts `page`'s hydration problems and CSP violations against the running journey. */
export function watchPageProblems(page: Page): void {
  watched.push(pageProblemsOf(page));
}

/**
 * Playwright's test, in which a journey fails when any of its pages (a second person's from
 * support/actors.ts included) reported a hydration problem or a CSP violation: a page whose HTML differs
 * from what the app renders is a bug even though React recovers from it, and so is code the CSP refuses.
 */
export const test = base.extend<{ failOnPageProblems: void }>({
  failOnPageProblems: [
    async ({ context }, use) => {
      watched = [];
      context.pages().forEach(watchPageProblems);
      context.on('page', watchPageProblems);
      await use();
      base.expect(watched.flat(), 'hydration problems and CSP violations reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
