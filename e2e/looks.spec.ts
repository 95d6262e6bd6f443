import { adminPhone, chooseCar, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { newActor } from './support/actors';
import { chooseCity, confirmCashBooking, fillCartAndCheckout, isMobile } from './support/checkout';
import { expect, test, type Page } from './support/test';

/** The services page for Gurugram, as a first-time visitor reaches it. */
async function servicesInGurugram(page: Page, path = '/services') {
  await page.goto(path);
  await chooseCity(page, 'Gurugram');
}

test('service cards draw their category and show the garage’s stars and count, the job’s duration and its warranty', async ({ page }) => {
  // No garage of a fresh catalog has a review yet: the first one is given some, as the contract serves them.
  await page.route('**/api/v1/services/category/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { garage: { rating: unknown } }[] };
    body.data[0]!.garage.rating = { average: 4.3, count: 12 };
    await route.fulfill({ response, json: body });
  });
  await servicesInGurugram(page, '/services?category=car-wash-detailing');
  await expect(page.getByRole('tab', { name: 'Car Wash & Detailing', selected: true })).toBeVisible();
  const card = page.getByRole('tabpanel').getByRole('article').first();
  await expect(card.locator('svg[data-illustration="car-wash-detailing"][aria-hidden="true"]')).toBeVisible();
  await expect(card.locator('svg[data-stars="4.3"]')).toBeVisible();
  // A screen reader hears the rating as a sentence; the eye reads the figure and the count.
  await expect(card.getByText('Rated 4.3 out of 5', { exact: true })).toBeAttached();
  await expect(card).toContainText('4.3(12 reviews)');
  const badges = card.getByRole('list', { name: 'At a glance' });
  await expect(badges.getByRole('listitem').filter({ hasText: /^Takes \d/ })).toHaveCount(1);
  await expect(badges.getByRole('listitem').filter({ hasText: '30 days warranty' })).toHaveCount(1);

  // Each category has its own drawing.
  await page.getByRole('tab', { name: 'Batteries' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first().locator('svg[data-illustration="batteries"]')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Amaron (55 Months Warranty)' }).first()).toContainText('55 months warranty');
});

test('the home page’s category tiles each draw their own category, Windshields & Lights too', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: /^Car Services available in/ }).getByRole('link');
  await expect(tiles).toHaveCount(11);
  const drawn = await tiles.evaluateAll((links) =>
    links.map((link) => link.querySelector('svg[data-illustration]')?.getAttribute('data-illustration') ?? null),
  );
  expect(new Set(drawn).size).toBe(11);
  expect(drawn).not.toContain(null);
  const windshields = tiles.filter({ hasText: 'Windshields & Lights' });
  await expect(windshields.locator('svg[data-illustration="windshields-lights"]')).toBeVisible();
  await expect(tiles.locator('img')).toHaveCount(0);
});

test('every link of the home page and its footer opens a page, and no card that names something opens plain /services', async ({ page, request }) => {
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('#download-app')).toBeAttached();
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    // A card: an entry of the page's or the footer's lists, not of the header's or tab bar's navigation.
    anchors.map((a) => ({
      text: (a.textContent ?? '').trim(),
      href: a.getAttribute('href') ?? '',
      inCard: a.closest('li, article') !== null && a.closest('header, nav') === null,
    })),
  );
  expect(links.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const link of links) {
    if (link.href === '#' || link.href === '') problems.push(`${link.text}: goes nowhere`);
    // A card or list entry that names a service, category or brand opens it, not the whole listing.
    if (link.inCard && link.href === '/services') problems.push(`${link.text}: opens plain /services`);
    if (!link.href.startsWith('/') || link.href.startsWith('//')) continue;
    const status = (await request.get(link.href.split('#')[0]!)).status();
    if (status !== 200) problems.push(`${link.text} (${link.href}): HTTP ${status}`);
  }
  expect(problems).toEqual([]);

  // A footer brand opens the services page with the car picker at that brand's models.
  await page.goto('/services?brand=bmw');
  await expect(page.getByRole('dialog', { name: 'Choose Your Model' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^3 Series/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'BMW car service near you' })).toBeVisible();
});

test('the cart panel suggests an add-on only as a car’s recommendation once a car is chosen, and never an insurance claim or denting', async ({ page }) => {
  // Insurance claims cost least: they would be suggested first if they were not left out.
  await servicesInGurugram(page);
  if (isMobile(page)) {
    // A phone has no cart panel beside the listing (its cart is the checkout), so no suggestion at all.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your order' })).toHaveCount(0);
    await expect(page.getByText(/^(Recommended for your car|Popular add-on)$/)).toHaveCount(0);
    return;
  }
  const panel = page.getByRole('complementary', { name: 'Your order' });
  const suggestion = panel.locator('div', { has: page.getByText(/^(Recommended for your car|Popular add-on)$/) }).last();
  await expect(panel.getByText('Popular add-on')).toBeVisible();
  await expect(panel.getByText('Recommended for your car')).toHaveCount(0);
  await expect(suggestion).not.toContainText(/Insurance|Claim|Dent/i);
  await chooseCar(page);
  await page.goto('/services');
  await expect(panel.getByText('Recommended for your car')).toBeVisible();
  await expect(suggestion).not.toContainText(/Insurance|Claim|Dent/i);
});

test('the order page’s map, when it cannot load, shows the garage’s address and a Get directions link', async ({ page }, testInfo) => {
  await page.route(/openstreetmap\.org/, (route) => route.abort());
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await fillCartAndCheckout(page);
  const trackingId = await confirmCashBooking(page);
  const { data: booking } = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()) as {
    data: { garage: { name: string; full_address: string; lat: number; lng: number } };
  };
  const map = page.getByRole('region', { name: 'Garage location' });
  await expect(map.getByText('The map could not load here')).toBeVisible();
  await expect(map).toContainText(booking.garage.full_address);
  await expect(map.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${booking.garage.lat},${booking.garage.lng}`,
  );
  await expect(map.locator('iframe')).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`order-map-fallback-${testInfo.project.name}.png`) });
});

test('the admin’s section tabs fit a phone: a row of their own that scrolls, every tab reachable by keyboard', async ({ page }, testInfo) => {
  await signInAsAdmin(page, adminPhone(testInfo.project.name, 'looks'));
  await page.goto('/admin/notifications');
  const tabs = page.getByRole('navigation', { name: 'Admin sections' });
  const viewport = page.viewportSize()!;
  const box = (await tabs.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // The open section, the last one, was scrolled into view.
  const current = tabs.getByRole('link', { name: 'Failed messages' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
  // Tab from the first section reaches the others; each shows once focused.
  await tabs.getByRole('link').first().focus();
  const count = await tabs.getByRole('link').count();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link').nth(i)).toBeFocused();
    await expect(tabs.getByRole('link').nth(i)).toBeInViewport();
  }
  await page.screenshot({ path: testInfo.outputPath(`admin-tabs-${testInfo.project.name}.png`) });
});

test('the partner board marks each day with its open jobs and, on an empty Today, offers the next day that has some', async ({ page, browser }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await fillCartAndCheckout(page);
  const trackingId = await confirmCashBooking(page);
  const { data: booking } = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()) as { data: { garage: { id: number } } };

  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(testInfo.project.name, 'looks-board'));
  await admin.goto(`/partner/${booking.garage.id}`);
  const strip = admin.getByRole('group', { name: 'Day' });
  const bookedDay = strip
    .getByRole('button')
    .filter({ has: admin.locator('span', { hasText: /open jobs?$/ }) })
    .first();
  await expect(bookedDay).toBeVisible();
  // Journeys book from tomorrow on: Today has nothing open, and the board says where the work is.
  await expect(strip.getByRole('button').first()).toContainText('no open jobs');
  const next = admin.getByRole('button', { name: /^Next bookings: \w{3} \d{1,2} \w{3} \(\d+\)$/ });
  await expect(next).toBeVisible();
  await next.click();
  await expect(admin).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(strip.getByRole('button', { pressed: true })).toContainText(/open jobs?/);
  await admin.screenshot({ path: testInfo.outputPath(`partner-board-${testInfo.project.name}.png`), fullPage: true });
});
