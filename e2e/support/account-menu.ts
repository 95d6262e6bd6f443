import { type Locator, type Page, expect } from './test';
import { isMobile } from './checkout';

/** The account's entries as the menus show them (apps/web/src/lib/account-menu.ts), in their one order. */
export const ACCOUNT_ENTRIES = [
  'My Orders',
  'My Cars',
  'CarSeva Money',
  'Transaction History',
  'My Profile',
  'My Addresses',
  'Account Security',
  'Help Center',
];

/** Opens the account's menu the way the device shows it: the header's account menu on a desktop, the side menu on a phone. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  }
  // The one disclosure button of the desktop header's navigation: the signed-in customer's name.
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { expanded: false });
  const panelId = await button.getAttribute('aria-controls');
  await button.click();
  const menu = page.locator(`[id="${panelId}"]`);
  await expect(menu).toBeVisible();
  return menu;
}
