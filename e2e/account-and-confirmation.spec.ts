import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { ACCOUNT_ENTRIES, openAccountMenu } from './support/account-menu';
import { adminPhone, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, isMobile, reachCheckout, rupees, spokenOrderNumber } from './support/checkout';

/** The account's entries among a menu's links (the side menu also lists the site's pages), in the order shown. */
const accountLinks = (page: Page, within = page.locator('body')) =>
  within.getByRole('link').filter({ hasText: new RegExp(`^(${ACCOUNT_ENTRIES.join('|')})$`) });

/** Where each entry leads: a screen of its own, named by its heading. */
const SCREENS: Record<string, { path: RegExp; heading: string }> = {
  'My Orders': { path: /\/order-history$/, heading: 'ORDER HISTORY' },
  'My Cars': { path: /\/profile\/vehicle$/, heading: 'My Cars' },
  'CarSeva Money': { path: /\/profile\/wallet$/, heading: 'CarSeva Money' },
  'Transaction History': { path: /\/profile\/transactions$/, heading: 'Transaction History' },
  'My Profile': { path: /\/profile\/edit$/, heading: 'My Profile' },
  'My Addresses': { path: /\/profile\/addresses$/, heading: 'My Addresses' },
  'Account Security': { path: /\/profile\/security$/, heading: 'Account Security' },
  'Help Center': { path: /\/help$/, heading: 'Help Center' },
};

test('finding 4: the account is in the header menu on a desktop and the side menu on a phone, with the same entries as /menu, each a real screen, and sign-out', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name), 'Meera Iyer');
  await page.goto('/about');

  const menu = await openAccountMenu(page);
  await expect(accountLinks(page, menu)).toHaveText(ACCOUNT_ENTRIES);
  await expect(menu.getByText(/Health Card|Coming soon/)).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /console/ })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/account-menu-${testInfo.project.name}.png` });

  if (!isMobile(page)) {
    // A disclosure button: Escape closes the menu and gives focus back; the keyboard opens it again.
    const button = page.getByRole('banner').getByRole('button', { name: 'Meera Iyer' });
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'My Orders' })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/menu');
  await expect(accountLinks(page, page.getByRole('main'))).toHaveText(ACCOUNT_ENTRIES);

  for (const entry of ACCOUNT_ENTRIES) {
    await (await openAccountMenu(page)).getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(SCREENS[entry]!.path);
    await expect(page.getByRole('heading', { level: 1, name: SCREENS[entry]!.heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Your balance' })).toHaveCount(0);
  await (await openAccountMenu(page)).getByRole('link', { name: 'CarSeva Money' }).click();
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('₹0');
  await expect(page.getByText(/No CarSeva Money yet/)).toBeVisible();
  await page.screenshot({ path: `/tmp/wallet-${testInfo.project.name}.png`, fullPage: true });

  await (await openAccountMenu(page)).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
});

test('finding 4: an admin finds the partner and admin consoles in the account menu', async ({ page }, testInfo) => {
  await signInAsAdmin(page, adminPhone(testInfo.project.name, 'account-menu'));
  await page.goto('/services');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Partner console' })).toHaveAttribute('href', '/partner');
  await menu.getByRole('link', { name: 'Admin console' }).click();
  await expect(page).toHaveURL(/\/admin/);
});

/** The booked slot's start and end as UTC instants, from the order's IST date and times. */
function slotInstants(booking: { booking_date: string; slot: { start_time: string; end_time: string } }) {
  const utc = (time: string) =>
    new Date(`${booking.booking_date}T${time}+05:30`)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  return { start: utc(booking.slot.start_time), end: utc(booking.slot.end_time) };
}

test.describe('finding 5: a moment of confirmation', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('cash: the booking-confirmed screen says what, when, where, how it is paid and what next, adds the slot to a calendar and shares it', async ({
    page,
  }, testInfo) => {
    // Phones share through the share sheet; a desktop browser without one copies the link.
    const shared: ShareData[] = [];
    await page.exposeFunction('recordShare', (data: ShareData) => void shared.push(data));
    await page.addInitScript((mobile) => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: mobile ? (data: ShareData) => (window as unknown as { recordShare(d: ShareData): Promise<void> }).recordShare(data) : undefined,
      });
    }, isMobile(page));

    await reachCheckout(page, testInfo.project.name);
    await chooseSlotAndAddress(page);
    await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
    const total = rupees(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}\/confirmed$/);
    const trackingId = page.url().split('/').at(-2)!;
    const booking = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(`Order ${spokenOrderNumber(trackingId)}`, { exact: true })).toBeVisible();
    const booked = page.getByRole('region', { name: 'Your booking' });
    await expect(booked).toContainText(booking.items[0].service_name);
    await expect(booked).toContainText(booking.garage.name);
    await expect(booked).toContainText(booking.garage.full_address);
    await expect(booked).toContainText('Flat 402, Tower B, Sector 15, 122001');
    await expect(booked).toContainText(`₹${total.toLocaleString('en-IN')} to pay in cash when your car is returned`);
    const next = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
    await expect(next.first()).toContainText(`${booking.garage.name} confirms your booking. We send you an SMS as soon as they do.`);
    await expect(next).toHaveCount(4);
    await page.screenshot({ path: `/tmp/confirmed-${testInfo.project.name}.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`carseva-${trackingId}.ics`);
    const calendar = await readFile((await file.path())!, 'utf8');
    const { start, end } = slotInstants(booking);
    expect(calendar).toContain(`DTSTART:${start}\r\n`);
    expect(calendar).toContain(`DTEND:${end}\r\n`);
    expect(calendar).toContain(`UID:${trackingId}@carseva.in`);

    const orderUrl = new URL(`/order/${trackingId}`, page.url()).href;
    await page.getByRole('button', { name: 'Share' }).click();
    if (isMobile(page)) {
      await expect.poll(() => shared.length).toBe(1);
      expect(shared[0]).toMatchObject({ url: orderUrl, text: expect.stringContaining(`Order ${spokenOrderNumber(trackingId)}`) });
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderUrl);
    }

    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${trackingId}$`));
  });

  test('online: once paid, the customer lands on the booking confirmed with what they paid', async ({ page }, testInfo) => {
    await reachCheckout(page, testInfo.project.name);
    await chooseSlotAndAddress(page);
    const total = rupees(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByRole('dialog', { name: 'Sandbox payment' })
      .getByRole('button', { name: `Pay ₹${total.toLocaleString('en-IN')}` })
      .click();

    await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(`₹${total.toLocaleString('en-IN')} paid online`);
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('Nothing more to pay unless you approve extra work.');
  });
});

test.describe('finding 10: titles, 404 and a quiet console', () => {
  test('the login, sign-up, menu, help, thank-you and not-found pages each have a title of their own', async ({ page }) => {
    const titles: Record<string, string> = {
      '/login': 'Log In | CarSeva',
      '/signup': 'Sign Up | CarSeva',
      '/menu': 'My Account | CarSeva',
      '/help': 'Help Center | CarSeva',
      '/thankyou': 'Thank You for Contacting Us | CarSeva',
      '/no-such-page': 'Page Not Found | CarSeva',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // Moving on within the app, each page names itself again.
    await page.getByRole('link', { name: 'Go back to Home' }).click();
    await expect(page).toHaveTitle('CarSeva — Car Service, Car Wash & Repairs Near You');
  });

  test("a signed-in customer's pages name themselves as the account menu does", async ({ page }, testInfo) => {
    await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
    const titles: Record<string, string> = {
      '/order-history': 'My Orders | CarSeva',
      '/profile/vehicle': 'My Cars | CarSeva',
      '/profile/wallet': 'CarSeva Money | CarSeva',
      '/profile/transactions': 'Transaction History | CarSeva',
      '/profile/addresses': 'My Addresses | CarSeva',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("an unknown path answers 404 with the app's not-found page; the app's own paths answer 200", async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for might have been removed or is temporarily unavailable.")).toBeVisible();
    await page.screenshot({ path: `/tmp/not-found-${test.info().project.name}.png` });
    for (const path of ['/order/CSAAAAAAAAAAAAAAAA/receipt', '/profile', '/servicess']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    for (const path of [
      '/',
      '/services',
      '/services/in/pune',
      '/checkout',
      '/order/CSAAAAAAAAAAAAAAAA',
      '/order/CSAAAAAAAAAAAAAAAA/confirmed',
      '/profile/wallet',
      '/partner',
      '/partner/1/jobs/CSAAAAAAAAAAAAAAAA',
      '/admin/garages',
      '/login?next=%2Fcheckout',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
    expect((await page.request.get('/api/v1/no-such-call')).status()).toBe(404);
    expect((await page.request.get('/api/v1/no-such-call')).headers()['content-type']).toMatch(/json/);
  });

  test('no page warns of a missing HydrateFallback while its code loads', async ({ page }, testInfo) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/HydrateFallback/.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
    });
    const visit = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
    };
    for (const path of ['/login', '/menu', '/help', '/thankyou', '/no-such-page', '/checkout']) await visit(path);
    await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
    for (const path of ['/order-history', '/profile/wallet', '/profile/edit', '/partner']) await visit(path);
    expect(warnings).toEqual([]);
  });
});
