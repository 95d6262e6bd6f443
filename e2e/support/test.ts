import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/** What the app logs when React had to recover while hydrating a page (apps/web/src/main.tsx), or React's own words in development. */
const HYDRATION_PROBLEM = /hydrat/i;

/** Collects, as they come, the console errors and uncaught errors of `page` that speak of hydration. */
export function hydrationProblemsOf(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (HYDRATION_PROBLEM.test(text)) problems.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}

/** What the pages of the running journey reported (a worker runs one journey at a time). */
let watched: string[][] = [];

/** Counts `page`'s hydration problems against the running journey. */
export function watchHydration(page: Page): void {
  watched.push(hydrationProblemsOf(page));
}

/**
 * Playwright's test, in which a journey fails when any of its pages (a second person's from
 * support/actors.ts included) reported a hydration problem: a page whose HTML differs from what the app
 * renders is a bug even though React recovers from it.
 */
export const test = base.extend<{ failOnHydrationProblems: void }>({
  failOnHydrationProblems: [
    async ({ context }, use) => {
      watched = [];
      context.pages().forEach(watchHydration);
      context.on('page', watchHydration);
      await use();
      base.expect(watched.flat(), 'hydration problems reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
