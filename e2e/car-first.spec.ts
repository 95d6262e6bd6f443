import { expect, test, type Page } from './support/test';
import { chooseFuelIfAsked, signUpAndLogIn, uniquePhone } from './support/accounts';
import { addToCart, chooseCity, chooseSlotAndAddress, isMobile, openCheckoutFromCart, rupees } from './support/checkout';

/** GST at 18%, rounded to the rupee, as the server adds it. */
const withGst = (subtotal: number) => subtotal + Math.round(subtotal * 0.18);

/** Opens the car picker from where the customer is: the cart's CHANGE on a desktop, the car chip on a phone. */
async function openCarPickerOnServices(page: Page) {
  if (isMobile(page))
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Select Car|Maruti|Toyota|Hyundai/ })
      .click();
  else
    await page
      .getByRole('complementary', { name: 'Your order' })
      .getByRole('button', { name: /^CHANGE/ })
      .click();
}

async function pickCar(page: Page, brand: string, model: RegExp) {
  await page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('button', { name: brand, exact: true }).click();
  await page.getByRole('dialog', { name: 'Choose Your Model' }).getByRole('button', { name: model }).first().click();
  await chooseFuelIfAsked(page);
}

/** Gurugram's listing, the first service in the cart; returns its title. */
async function addFirstService(page: Page) {
  await page.goto('/services');
  await chooseCity(page, 'Gurugram');
  const card = page.getByRole('tabpanel').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  await addToCart(card);
  return { card, title };
}

const cartTotal = (page: Page) => page.getByTestId(isMobile(page) ? 'mobile-cart-total' : 'cart-total');

test('the cart follows the car at every step, and what is shown before paying is what the booking is charged', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  const { card, title } = await addFirstService(page);
  // Cards show prices GST included: the one-item cart's total.
  const fromShown = rupees(await card.locator('.text-xl').textContent());
  await expect(cartTotal(page)).toHaveText(`₹${fromShown.toLocaleString('en-IN')}`);

  // On the services page: a Toyota Fortuner costs more than the "from" price, and the cart says so (in the services' own prices, before GST).
  await openCarPickerOnServices(page);
  await pickCar(page, 'Toyota', /^Fortuner/);
  const fortunerShown = rupees(await card.locator('.text-xl').textContent());
  expect(fortunerShown).toBeGreaterThan(fromShown);
  const note = page.getByTestId('cart-price-note');
  await expect(note).toHaveText(new RegExp(`^Prices updated for your Toyota Fortuner: ${title} ₹[\\d,]+ → ₹[\\d,]+\\.$`));
  const [fromPrice, fortunerPrice] = ((await note.textContent())!.match(/₹[\d,]+/g) ?? []).map(rupees) as [number, number];
  expect(withGst(fromPrice)).toBe(fromShown);
  expect(withGst(fortunerPrice)).toBe(fortunerShown);
  await expect(cartTotal(page)).toHaveText(`₹${fortunerShown.toLocaleString('en-IN')}`);

  // At checkout: another car, chosen from the order summary; the line, the total and Pay Now follow.
  await openCheckoutFromCart(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByRole('list', { name: 'Services in your order' })).toContainText(`₹${fortunerPrice.toLocaleString('en-IN')}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${withGst(fortunerPrice).toLocaleString('en-IN')}`);
  await summary.getByRole('button', { name: 'Change car' }).click();
  await pickCar(page, 'Maruti Suzuki', /^Alto K10/);
  await expect(page.getByTestId('cart-price-note')).toContainText('Prices updated for your Maruti Suzuki Alto K10');
  const line = rupees(await summary.getByRole('list', { name: 'Services in your order' }).getByRole('listitem').first().locator('span').last().textContent());
  expect(line).toBeLessThan(fortunerPrice);
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${withGst(line).toLocaleString('en-IN')}`);

  await chooseSlotAndAddress(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  const shown = rupees(await page.getByTestId('checkout-total').textContent());
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]+/);
  const trackingId = /\/order\/(CS[A-Z0-9]+)/.exec(page.url())![1]!;
  const booking = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
  expect(booking.amount).toBe(shown);
  expect(booking.subtotal).toBe(line);
  // The fuel was asked with the car, so the order knows it.
  expect(booking.car).toMatchObject({ model: expect.stringContaining('Alto K10'), fuel_type: expect.stringMatching(/^(petrol|cng)$/) });
});

test('checkout with no car asks for it in place, with no total and no Pay Now until it is chosen', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await addFirstService(page);
  await openCheckoutFromCart(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText(/Choose your car: prices depend on it\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveCount(0);

  await summary.getByRole('button', { name: 'Choose your car' }).click();
  await pickCar(page, 'Hyundai', /^Creta/);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary.getByText(/^Hyundai Creta · from/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  const line = rupees(await summary.getByRole('list', { name: 'Services in your order' }).getByRole('listitem').first().locator('span').last().textContent());
  await expect(page.getByTestId('checkout-total')).toHaveText(`₹${withGst(line).toLocaleString('en-IN')}`);
});

test('the car is known whole: fuel asked with the model, saved to My Cars once, and offered first next time', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  for (let i = 0; i < 2; i++) {
    await page.goto('/');
    await page
      .getByRole('form', { name: 'Get instant quotes for your car service' })
      .getByRole('button', { name: /Select Car|Tata Nexon/ })
      .click();
    await page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('button', { name: 'Tata', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Choose Your Model' })
      .getByRole('button', { name: /^Nexon/ })
      .first()
      .click();
    const fuels = page.getByRole('dialog', { name: 'Choose Your Fuel' });
    // Only the fuels the Nexon is sold in.
    await expect(fuels.getByRole('listitem')).toHaveText(['Petrol', 'Diesel', 'CNG', 'Electric']);
    await fuels.getByRole('button', { name: 'Diesel Nexon' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  await page.goto('/profile/vehicle');
  await expect(page.getByRole('listitem', { name: 'Tata Nexon' })).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Tata Nexon' })).toContainText('Diesel');

  await page.goto('/');
  await page
    .getByRole('form', { name: 'Get instant quotes for your car service' })
    .getByRole('button', { name: /Tata Nexon/ })
    .click();
  const yours = page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('region', { name: 'Your cars' });
  await expect(yours.getByRole('button', { name: /Tata Nexon/ })).toHaveAttribute('aria-pressed', 'true');
});
