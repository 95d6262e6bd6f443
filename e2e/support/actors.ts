import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { watchPageProblems } from './test';

/**
 * A second person in the same journey (the garage's staff, an admin): a browser context of their own,
 * with the project's screen (desktop or phone) and the run's address, time zone and language.
 */
export async function newActor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
  const page = await context.newPage();
  watchPageProblems(page);
  return page;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today in IST to `date` (YYYY-MM-DD). */
function daysUntil(date: string): number {
  const todayInIndia = new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);
  return Math.round((Date.parse(date) - Date.parse(todayInIndia)) / DAY_MS);
}

/**
 * Headers that move the server's clock to the booking's day for one request (outside production only,
 * apps/api/src/lib/dev-clock.ts): a garage starts, completes and takes cash on the booked day, and the
 * journeys book from tomorrow.
 */
export const onBookedDay = (bookingDate: string) => ({ 'x-dev-clock-offset-ms': String(daysUntil(bookingDate) * DAY_MS) });

/** The booked day comes for this person (the garage's staff): their browser's clock and the server's answers to them move there. */
export async function moveToBookedDay(page: Page, bookingDate: string) {
  await page.context().setExtraHTTPHeaders(onBookedDay(bookingDate));
  await page.clock.install({ time: Date.now() + daysUntil(bookingDate) * DAY_MS });
  await page.reload();
}

/** The server's clock at a time of a day in India (YYYY-MM-DD, HH:MM), for one request: steps of the booked day in their order. */
export const atIst = (date: string, time: string) => ({ 'x-dev-clock-offset-ms': String(Date.parse(`${date}T${time}:00+05:30`) - Date.now()) });
