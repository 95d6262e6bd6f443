import type { Page } from './test';
import { isMobile } from './checkout';

/** Chooses a language where the device offers it: the header on a desktop, the side menu on a phone (its button named in the page's language). */
export async function switchLanguage(page: Page, language: string, openMenuLabel: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: openMenuLabel }).click();
    await page.getByRole('dialog').getByRole('link', { name: language, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: language, exact: true }).click();
  }
}
