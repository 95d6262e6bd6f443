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
