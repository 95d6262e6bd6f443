import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Console lines the browser writes itself for a request the journey meant to fail: an answer of 4xx
 * (a wrong OTP, a refused booking, a signed-out check of the session) or a request the journey blocked
 * or cut off (map tiles, offline), or a host the machine cannot reach (the garage map's probe of OpenStreetMap on
 * a machine without internet). The page's own handling of those is what the journey checks.
 */
const EXPECTED_NETWORK_REFUSAL =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_(FAILED|ABORTED|INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|BLOCKED_BY_CLIENT))/;

/** Playwright's own note that it kept the service worker out (playwright.config.ts: `serviceWorkers: 'block'`). */
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

const isProblem = (message: ConsoleMessage) =>
  (message.type() === 'error' || message.type() === 'warning') &&
  !EXPECTED_NETWORK_REFUSAL.test(message.text()) &&
  message.text() !== PLAYWRIGHT_BLOCKED_WORKER;

/**
 * Collects, as they come, every console warning and error of `page` and every uncaught error: React
 * recovering while hydrating (apps/web/src/main.tsx), anything the Content Security Policy refused, a
 * library's deprecation warning, a failed request of 5xx. A page that warns is not finished.
 */
export function pageProblemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isProblem(message)) problems.push(`${page.url()}: [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: [uncaught] ${error.message}`));
  return problems;
}

/** What the pages of the running journey reported (a worker runs one journey at a time). */
let watched: string[][] = [];

/** Counts `page`'s console warnings and errors against the running journey. */
export function watchPageProblems(page: Page): void {
  watched.push(pageProblemsOf(page));
}

/**
 * Playwright's test, in which a journey fails when any of its pages (a second person's from
 * support/actors.ts included) logged a warning or an error: a hydration mismatch is a bug even though
 * React recovers from it, and so is code the CSP refuses or a warning nobody reads.
 */
export const test = base.extend<{ failOnPageProblems: void }>({
  failOnPageProblems: [
    async ({ context }, use) => {
      watched = [];
      context.pages().forEach(watchPageProblems);
      context.on('page', watchPageProblems);
      await use();
      base.expect(watched.flat(), 'console warnings and errors reported in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
