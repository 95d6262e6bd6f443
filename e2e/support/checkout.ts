import { type Locator, type Page, expect, test } from './test';
import { chooseCar, signUpAndLogIn, uniquePhone } from './accounts';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** An order number as the app shows it, in groups to read out: 'CSK7M49QX2WP' → 'CS K7M 49Q X2WP'. */
export const spokenOrderNumber = (trackingId: string) => trackingId.replace(/^CS(\w{3})(\w{3})(\w{4})$/, 'CS $1 $2 $3');

/** '₹3,562' → 3562 */
export const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Signs a new customer in, chooses their car, puts one Gurugram service in the cart and opens checkout the way a customer would. */
export async function reachCheckout(page: Page, projectName: string, phone = uniquePhone(projectName)) {
  await signUpAndLogIn(page, phone);
  await fillCartAndCheckout(page);
}

/**
 * For a signed-in customer: chooses their car and Gurugram (a returning customer's are remembered),
 * puts one service in the cart and opens checkout.
 */
export async function fillCartAndCheckout(page: Page, options: { returning?: boolean } = {}) {
  if (!options.returning) await chooseCar(page);
  // Straight to the listing: home.spec taps the header and tab-bar links. Late in a full run, Playwright's hit test on
  // phones has found the home page's stats over the tab bar's Services tab once the car picker closed (not seen alone).
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services/);
  if (!options.returning) await chooseCity(page, 'Gurugram');
  await addToCart(page.getByRole('tabpanel').getByRole('article').first());
  await openCheckoutFromCart(page);
  // The greeting names the account (checkout-knows-you.spec checks the words).
  await expect(page.getByRole('heading', { name: /^Hello, .+!$/ })).toBeVisible();
}

/** The listing's city, through the header's city picker. */
export async function chooseCity(page: Page, city: string) {
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  await page.getByRole('dialog', { name: 'Choose Your City' }).getByRole('button', { name: city }).click();
}

/** A service card's ADD TO CART, until the card says it is in the cart. */
export async function addToCart(card: Locator) {
  await card.getByRole('button', { name: /^ADD TO CART/ }).click();
  await expect(card.getByRole('button', { name: /^ADDED/ })).toBeVisible();
}

/** From the listing with something in the cart, to checkout: the cart bar's link on phones, the cart panel's button elsewhere. */
export async function openCheckoutFromCart(page: Page) {
  if (isMobile(page)) await page.getByRole('link', { name: 'View Cart' }).click();
  else await page.getByRole('complementary', { name: 'Your order' }).getByRole('button', { name: 'CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/**
 * An open slot of the day shown. Two journeys run at once (two workers), often booking the same day at
 * the same Gurugram garage: each takes from its own end of the day, so they do not race for a slot's
 * last seat between showing it open and paying (the loser is told the slot was just booked up).
 */
async function chooseOpenSlot(page: Page) {
  const open = page.getByRole('group', { name: 'Time slot' }).getByRole('button', { disabled: false });
  await expect(open.first()).toBeVisible();
  await (test.info().parallelIndex % 2 === 0 ? open.first() : open.last()).click();
}

/**
 * An open slot on the first day from tomorrow that has one (or from the strip's `from`th day: a
 * customer's second booking, whose first holds its slot). A run's journeys book dozens of seats at the
 * same garage, more than one day of its slots holds. Returns the day's place in the strip (1 is
 * tomorrow), which the partner console's day strip shares.
 */
export async function chooseOpenDayAndSlot(page: Page, from = 1): Promise<number> {
  const days = page.getByRole('group', { name: 'Pickup date' }).getByRole('button');
  const slots = page.getByRole('group', { name: 'Time slot' });
  let day = from;
  for (const last = (await days.count()) - 1; ; day++) {
    await days.nth(day).click();
    await expect(days.nth(day)).toHaveAttribute('aria-pressed', 'true');
    await expect(slots).toBeVisible();
    if (day === last || (await slots.getByRole('button', { disabled: false }).count()) > 0) break;
  }
  await chooseOpenSlot(page);
  return day;
}

/**
 * An open slot (see chooseOpenDayAndSlot) and a pickup address the garage serves (a Gurugram one unless
 * the journey books elsewhere); returns the day's place in the strip.
 */
export async function chooseSlotAndAddress(page: Page, pickup: { pincode: string } = { pincode: '122001' }): Promise<number> {
  const day = await chooseOpenDayAndSlot(page);
  await page.getByRole('textbox', { name: 'Address' }).fill('Flat 402, Tower B, Sector 15');
  await page.getByRole('textbox', { name: 'Pincode' }).fill(pickup.pincode);
  return day;
}

/**
 * The customer will take the car to the garage: no pickup trip, so the garage starts the work once it is
 * there (journeys about what the garage does with the car choose this; a pickup needs its trip first).
 */
export async function takeTheCarMyself(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /I will take the car to the garage/ }).check();
}

/**
 * From the checkout: an open slot, an address (a pickup from it unless `walkIn`), cash on delivery,
 * confirmed; returns the order's tracking id from its page.
 */
export async function confirmCashBooking(page: Page, place: { pincode?: string; walkIn?: boolean } = {}): Promise<string> {
  await chooseSlotAndAddress(page, place.pincode ? { pincode: place.pincode } : undefined);
  if (place.walkIn) await takeTheCarMyself(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  return openPlacedOrder(page);
}

/**
 * After Pay Now: the booking-confirmed screen, then the order's page through its link. Returns the
 * order's tracking id.
 */
export async function openPlacedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}$/);
  return page.url().split('/').pop()!;
}
