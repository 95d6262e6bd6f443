import { expect, test, type Page } from './support/test';
import { chooseCity } from './support/checkout';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Gurugram chosen through the city popup, so the listing searches around its centre. */
async function chooseGurugram(page: Page) {
  await page.goto('/services');
  await chooseCity(page, 'Gurugram');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
}

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
/** "by Hari Om Motors · 0.1 km away" → "Hari Om Motors" */
const garageOf = async (card: ReturnType<typeof cards>) => ((await card.getByText(/^by /).textContent()) ?? '').replace(/^by /, '').split(' · ')[0] ?? '';

test('category tabs: All first, switching loads that category, and a home tile opens its tab', async ({ page }) => {
  await chooseGurugram(page);
  const tabs = page.getByRole('tablist', { name: 'Service categories' });
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  // Every service near Gurugram's centre is listed, nearest garage first.
  const nearby = (await (await page.request.get('/api/v1/services?latitude=28.4595&longitude=77.0266')).json()) as {
    data: { service_name: string; distance_km: number }[];
  };
  const distances = nearby.data.map((s) => s.distance_km);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(cards(page)).toHaveCount(nearby.data.length);
  await expect(cards(page).first().getByRole('heading')).toHaveText(nearby.data[0]!.service_name);
  const allCount = nearby.data.length;

  await tabs.getByRole('tab', { name: 'Car Wash & Detailing' }).click();
  await expect(tabs.getByRole('tab', { name: 'Car Wash & Detailing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/category=\d+/);
  await expect(cards(page).first()).toContainText(/Wash|Clean|Detail|Polish|Coat/i);
  expect(await cards(page).count()).toBeLessThan(allCount);

  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Car Wash & Detailing' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Periodic Services' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Periodic Services' })).toBeFocused();
  await expect(cards(page).filter({ hasText: 'Basic Service' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Batteries' }).click();
  await expect(page.getByRole('tab', { name: 'Batteries' })).toHaveAttribute('aria-selected', 'true');
});

test('service cards: RECOMMENDED, descriptions, included items with View All / View Less, prices', async ({ page }) => {
  await chooseGurugram(page);
  const standard = cards(page).filter({ hasText: 'Standard Service' }).first();
  await expect(standard.getByText('RECOMMENDED', { exact: true })).toBeVisible();
  await expect(standard.getByText('Every 10,000 Kms or 6 Months (Recommended)')).toBeVisible();
  if (isMobile(page)) await expect(standard.getByText('Every 10,000 Kms', { exact: true })).toBeVisible();
  else await expect(standard.getByText('Every 10,000 Kms', { exact: true })).toBeHidden();
  const items = standard.getByRole('list', { name: 'Included' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  const more = standard.getByRole('button', { name: /^\+\d+ more View All$/ });
  const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
  await more.click();
  await expect(items).toHaveCount(4 + hidden);
  await standard.getByRole('button', { name: 'View Less' }).click();
  await expect(items).toHaveCount(4);
  // A struck price is only ever a real earlier one: the seeded prices have not changed, so none is struck.
  await expect(standard.locator('s')).toHaveCount(0);
  // No car chosen yet: the lowest price, "from", GST included.
  await expect(standard.getByText(/^from₹\d{1,2}(,\d{2})*,\d{3}$/)).toBeVisible();
  await expect(standard.getByText('incl. GST', { exact: true })).toBeVisible();
});

test('add two services, remove one, totals with GST, reload keeps the cart', async ({ page }) => {
  await chooseGurugram(page);
  // Two services of the nearest garage (the list is nearest first).
  const garage = await garageOf(cards(page).first());
  const sameGarage = cards(page).filter({ hasText: `by ${garage} ·` });
  const first = sameGarage.nth(0);
  const second = sameGarage.nth(1);
  // Cards show prices GST included; the cart adds the services' own prices and then GST, so those are read from the listing.
  const listed = (await (await page.request.get('/api/v1/services?latitude=28.4595&longitude=77.0266')).json()).data as { id: number; price: number }[];
  const price = async (card: typeof first) => {
    const id = Number((await card.getByRole('heading').getAttribute('id'))?.match(/\d+/)?.[0]);
    return listed.find((s) => s.id === id)!.price;
  };
  const p1 = await price(first);
  const p2 = await price(second);

  await first.getByRole('button', { name: /^ADD TO CART/ }).click();
  await expect(first.getByRole('button', { name: /^ADDED/ })).toBeDisabled();
  await second.getByRole('button', { name: /^ADD TO CART/ }).click();
  await expect(second.getByRole('button', { name: /^ADDED/ })).toBeVisible();

  const gst = (n: number) => Math.round(n * 0.18);
  if (isMobile(page)) {
    const bar = page.getByRole('link', { name: 'View Cart' });
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('mobile-cart-total')).toHaveText(`₹${(p1 + p2 + gst(p1 + p2)).toLocaleString('en-IN')}`);
    await expect(page.getByText('2 services · incl. GST')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('mobile-cart-total')).toHaveText(`₹${(p1 + p2 + gst(p1 + p2)).toLocaleString('en-IN')}`);
    await expect(page.getByRole('navigation', { name: 'Tabs' }).getByText('2')).toBeVisible();
    await bar.click();
    await expect(page).toHaveURL(/\/(checkout|login)/);
  } else {
    const cart = page.getByRole('complementary');
    await expect(cart.getByRole('list', { name: 'Services in your cart' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(`₹${(p1 + p2 + gst(p1 + p2)).toLocaleString('en-IN')}`);
    const firstTitle = (await first.getByRole('heading').textContent()) ?? '';
    await cart.getByRole('button', { name: `Remove ${firstTitle}` }).click();
    await expect(cart.getByRole('list', { name: 'Services in your cart' }).getByRole('listitem')).toHaveCount(1);
    await expect(cart.getByText('Subtotal').locator('..')).toContainText(`₹${p2.toLocaleString('en-IN')}`);
    await expect(cart.getByText('GST (18%)').locator('..')).toContainText(`₹${gst(p2).toLocaleString('en-IN')}`);
    await expect(page.getByTestId('cart-total')).toHaveText(`₹${(p2 + gst(p2)).toLocaleString('en-IN')}`);
    // One service left: the cart's total is the figure its card shows.
    await expect(page.getByTestId('cart-total')).toHaveText((await second.locator('.text-xl').textContent())!.replace(/^from/, ''));
    await expect(first.getByRole('button', { name: /^ADD TO CART/ })).toBeEnabled();

    await page.reload();
    await expect(cart.getByRole('list', { name: 'Services in your cart' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(`₹${(p2 + gst(p2)).toLocaleString('en-IN')}`);

    await cart.getByRole('button', { name: 'CHECKOUT' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  }
});

test('a service from another garage asks before replacing the cart', async ({ page }) => {
  await chooseGurugram(page);
  const firstGarage = await garageOf(cards(page).first());
  await cards(page)
    .first()
    .getByRole('button', { name: /^ADD TO CART/ })
    .click();
  const other = cards(page)
    .filter({ hasNotText: `by ${firstGarage} ·` })
    .first();
  const otherTitle = (await other.getByRole('heading').textContent()) ?? '';
  await other.getByRole('button', { name: /^ADD TO CART/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your cart?' });
  await expect(dialog).toContainText(firstGarage);
  await dialog.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByRole('button', { name: /^ADD TO CART/ })).toBeVisible();

  await other.getByRole('button', { name: /^ADD TO CART/ }).click();
  await page.getByRole('dialog', { name: 'Replace your cart?' }).getByRole('button', { name: 'Replace cart' }).click();
  await expect(other.getByRole('button', { name: /^ADDED/ })).toBeVisible();
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^ADD TO CART/ }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Your cart now has ${otherTitle}` })).toBeVisible();
});

test('order summary: on desktop the panel with empty state, CHECKOUT on an empty cart and CHANGE car; on phones no panel and no bar while empty', async ({
  page,
}) => {
  await chooseGurugram(page);
  const cart = page.getByRole('complementary');
  if (isMobile(page)) {
    await expect(cart).toBeHidden();
    await expect(page.getByRole('link', { name: 'View Cart' })).toBeHidden();
    return;
  }
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(cart.getByText('Add services to get started.')).toBeVisible();
  await cart.getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(cart.getByRole('status').filter({ hasText: 'Your cart is empty.' })).toBeVisible();
  await expect(cart.getByRole('status').filter({ hasText: 'Your cart is empty.' })).toHaveCount(0, { timeout: 4_000 });

  await expect(cart.getByText('No car selected')).toBeVisible();
  await cart.getByRole('button', { name: /^CHANGE/ }).click();
  await page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('button', { name: 'Maruti Suzuki' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Model' })
    .getByRole('button', { name: /^Swift/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Choose Your Fuel' }).getByRole('button', { name: 'Petrol Swift' }).click();
  await expect(cart.getByText('Maruti Suzuki Swift')).toBeVisible();
  await expect(cart.getByText('Recommended for your car')).toBeVisible();
});

test('a category with nothing nearby says so', async ({ page }) => {
  await chooseGurugram(page);
  await page.route('**/api/v1/services/category/**', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.getByRole('tab', { name: 'Insurance Claims' }).click();
  await expect(page.getByText('No services found for this category.')).toBeVisible();
});
