import { expect, test, type Page } from './support/test';
import { signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseOpenDayAndSlot, fillCartAndCheckout, openPlacedOrder } from './support/checkout';

const HOME = { address: 'Flat 402, Tower B, Sector 15', pincode: '122001' };

/** The car chosen on this device is forgotten (as on another phone): the car comes from My Cars again. */
async function forgetChosenCar(page: Page) {
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('carseva-preferences') ?? '{}') as { state?: Record<string, unknown> };
    localStorage.setItem('carseva-preferences', JSON.stringify({ ...saved, state: { ...saved.state, car: null } }));
  });
}

test('checkout greets the customer by name and keeps the car and address for the next booking, which starts from them', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name), 'Asha Verma');
  await fillCartAndCheckout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Asha Verma!' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Save for next time/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Address' }).fill(HOME.address);
  await page.getByRole('textbox', { name: 'Pincode' }).fill(HOME.pincode);
  const firstDay = await chooseOpenDayAndSlot(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);

  // Kept in My Cars (the default) and My Addresses, as used.
  await page.goto('/profile/vehicle');
  const car = page.getByRole('list', { name: 'Your cars' }).getByRole('listitem');
  await expect(car).toHaveCount(1);
  await expect(car).toContainText('Maruti Suzuki Swift');
  await expect(car).toContainText('Default');
  await page.goto('/profile/addresses');
  const address = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
  await expect(address).toHaveCount(1);
  await expect(address).toContainText(HOME.address);
  await expect(address).toContainText('Last used');

  // The next checkout, the car forgotten on this device: it starts from the saved car and address.
  await forgetChosenCar(page);
  await fillCartAndCheckout(page, { returning: true });
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(/Maruti Suzuki Swift.* · from /);
  const saved = page.getByRole('group', { name: 'Saved addresses' }).getByRole('button', { name: new RegExp(HOME.address) });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(HOME.address);
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue(HOME.pincode);

  // The same checkout in Hindi: the greeting and the box in Hindi, the saved address still first.
  await page.goto('/hi/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'नमस्ते, Asha Verma!' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /अगली बार के लिए सेव करें/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'पता', exact: true })).toHaveValue(HOME.address);

  // Booked again from another address with the box unticked: nothing more is kept.
  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(HOME.address);
  await page.getByRole('textbox', { name: 'Address' }).fill('Plot 9, Sector 14 Market');
  await page.getByRole('checkbox', { name: /Save for next time/ }).uncheck();
  // Another day: the customer's first booking holds its slot.
  await chooseOpenDayAndSlot(page, firstDay + 1);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);
  const cars = (await (await page.request.get('/api/v1/me/cars')).json()).data as unknown[];
  const addresses = (await (await page.request.get('/api/v1/me/addresses')).json()).data as unknown[];
  expect([cars.length, addresses.length]).toEqual([1, 1]);
});
