import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { newActor, onBookedDay } from './support/actors';
import { adminPhone, chooseCar, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseCity, chooseOpenDayAndSlot, isMobile, openPlacedOrder, rupees, takeTheCarMyself } from './support/checkout';

/** Seeded without GST registration (the seed's Jaipur garage nearest the city's centre). */
const UNREGISTERED = 'Pink City Motor Works';
const NO_GST = 'No GST: this garage is not GST-registered';

test('a garage without a GSTIN: no GST in the cart or at checkout, the customer pays the subtotal and downloads a bill of supply; the admin sees which garages are registered', async ({
  page,
  browser,
}, testInfo) => {
  // A customer and an admin acting for the garage in one journey, as the invoice journey: twice the default time.
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await signUpAndLogIn(page, uniquePhone(project));
  await chooseCar(page);
  await page.goto('/services');
  await chooseCity(page, 'Jaipur');

  // A service of the unregistered garage: the cart says no GST is charged and totals the subtotal.
  const card = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: `by ${UNREGISTERED}` })
    .first();
  await card.getByRole('button', { name: /^ADD TO CART/ }).click();
  await expect(card.getByRole('button', { name: /^ADDED/ })).toBeVisible();
  if (isMobile(page)) {
    await expect(page.getByText(/service · no GST/)).toBeVisible();
    await page.getByRole('link', { name: 'View Cart' }).click();
  } else {
    const cart = page.getByRole('complementary', { name: 'Your order' });
    await expect(cart.getByText(NO_GST)).toBeVisible();
    await expect(cart.getByText('GST (18%)')).toHaveCount(0);
    const subtotal = rupees(await cart.locator('dt', { hasText: 'Subtotal' }).locator('xpath=following-sibling::dd').textContent());
    await expect(cart.getByTestId('cart-total')).toHaveText(`₹${subtotal.toLocaleString('en-IN')}`);
    await cart.getByRole('button', { name: 'CHECKOUT' }).click();
  }
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout shows the server's figures: the same, without GST.
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.getByText(NO_GST)).toBeVisible();
  await expect(summary.getByText('GST (18%)')).toHaveCount(0);
  const price = rupees(await summary.getByRole('list', { name: 'Services in your order' }).getByRole('listitem').first().locator('span').last().textContent());
  await expect(summary.getByTestId('checkout-total')).toHaveText(`₹${price.toLocaleString('en-IN')}`);
  await chooseOpenDayAndSlot(page);
  await page.getByRole('textbox', { name: 'Address' }).fill('B-14, Bhagwan Das Road, C-Scheme');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('302001');
  await takeTheCarMyself(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const trackingId = await openPlacedOrder(page);
  await expect(page.getByTestId('order-total')).toHaveText(`₹${price.toLocaleString('en-IN')}`);
  await expect(page.getByText('no GST: the garage is not GST-registered', { exact: false })).toBeVisible();
  // A GSTIN is for tax invoices: this order's bill is a bill of supply.
  await expect(page.getByRole('textbox', { name: /GSTIN/ })).toHaveCount(0);

  // The garage does the work and takes the cash: an admin takes the booking to completed.
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'bill-of-supply'));
  const headers = onBookedDay((await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.booking_date);
  const partner = (path: string, data?: object) => admin.request.post(`/api/v1/partner/bookings/${trackingId}/${path}`, { data, headers });
  for (const to of ['accepted', 'processing']) expect((await partner('status', { to })).status()).toBe(200);
  expect((await partner('cash')).status()).toBe(200);
  expect((await partner('status', { to: 'completed' })).status()).toBe(200);

  // The customer downloads a bill of supply, named and numbered as one.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your order is completed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download bill of supply' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^bill-of-supply-BS-\\d{4}-\\d{2}-\\d{5}-${trackingId}\\.pdf$`));
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Bill of supply downloaded.')).toBeVisible();

  // The cash the garage collected is in the customer's Transaction History like any payment.
  await page.goto('/profile/transactions');
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()).toContainText('Paid in cash at the garage');
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()).toContainText(`₹${price.toLocaleString('en-IN')}`);

  // The admin sees at a glance which garages charge GST.
  await admin.goto('/admin/garages?q=Pink City');
  const garages = admin.getByRole('table', { name: 'Garages' });
  await expect(garages.getByRole('row').filter({ hasText: UNREGISTERED })).toContainText('Not GST-registered — bills of supply');
  await admin.goto('/admin/garages?q=Rajputana');
  await expect(garages.getByRole('row').filter({ hasText: 'Rajputana Auto Care' })).toContainText(/GST registered \(GSTIN 08[0-9A-Z]{13}\)/);
  await admin.context().close();
});
