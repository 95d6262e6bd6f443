import AxeBuilder from '@axe-core/playwright';
import { adminPhone, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, fillCartAndCheckout } from './support/checkout';
import { expect, test, type Page } from './support/test';

/** The pages anyone can open, the not-found page among them. */
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/in/pune',
  '/about',
  '/blog',
  '/contact',
  '/help',
  '/login',
  '/signup',
  '/menu',
  '/thankyou',
  '/no-such-page',
];
/** The customer's own pages, signed in (with a cart: checkout), then those of the order they placed. */
const CUSTOMER_PAGES = [
  '/',
  '/services',
  '/checkout',
  '/menu',
  '/order-history',
  '/profile/edit',
  '/profile/vehicle',
  '/profile/addresses',
  '/profile/security',
  '/profile/wallet',
  '/profile/transactions',
  '/help',
];
const orderPages = (trackingId: string) => [`/order/${trackingId}/confirmed`, `/order/${trackingId}`];
/** The consoles, as a CarSeva admin (who may open any garage's). */
const CONSOLE_PAGES = [
  '/partner',
  '/partner/1',
  '/partner/1/slots',
  '/partner/1/prices',
  '/admin/dashboard',
  '/admin/bookings',
  '/admin/garages',
  '/admin/leads',
  '/admin/messages',
  '/admin/coupons',
  '/admin/notifications',
];

/** Only these fail a journey; axe's minor and moderate findings are worth a look but not a red build. */
const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's WCAG 2.1 A and AA rules over each page once it has settled: every serious or critical violation, named with where it is. */
async function violations(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    const { violations: all } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of all.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      found.push(`${path}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  // A dozen pages, each analysed whole: more than a journey's usual minute on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('every public page, signed out', async ({ page }) => {
    expect(await violations(page, PUBLIC_PAGES)).toEqual([]);
  });

  test("every page of a signed-in customer's", async ({ page }, testInfo) => {
    await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
    await fillCartAndCheckout(page);
    const found = await violations(page, CUSTOMER_PAGES);
    await page.goto('/checkout');
    await chooseSlotAndAddress(page);
    await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}\/confirmed$/);
    const trackingId = page.url().split('/').at(-2)!;
    expect([...found, ...(await violations(page, orderPages(trackingId)))]).toEqual([]);
  });

  test('every screen of the partner and admin consoles', async ({ page }, testInfo) => {
    await signInAsAdmin(page, adminPhone(testInfo.project.name, 'accessibility'));
    expect(await violations(page, CONSOLE_PAGES)).toEqual([]);
  });
});
