import { expect, test, type Page } from './support/test';
import { signUpAndLogIn, uniquePhone } from './support/accounts';
import { addToCart, chooseOpenDayAndSlot, openCheckoutFromCart, openPlacedOrder } from './support/checkout';

/** Sushant Lok 1, Gurugram (pincode 122009): the device is there, so services come from Gurugram's garages. */
const SUSHANT_LOK = { latitude: 28.4637, longitude: 77.0726 };
test.use({ geolocation: SUSHANT_LOK, permissions: ['geolocation'] });

const OFFICE = 'Plot 7, Tower C, Sushant Lok 1';

async function addCar(page: Page) {
  await page.goto('/profile/vehicle');
  await expect(page.getByRole('heading', { name: 'My Cars' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add your car' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a car' });
  await dialog.getByLabel('Brand').selectOption({ label: 'Maruti Suzuki' });
  await expect(dialog.getByLabel('Model')).toBeEnabled();
  await dialog.getByLabel('Model').selectOption({ label: 'Swift' });
  await dialog.getByLabel('Fuel').selectOption({ label: 'Petrol' });
  // A number that is not an Indian plate is refused beside its field, before anything is sent.
  await dialog.getByLabel('Registration number').fill('HR 26 DQ 123');
  await dialog.getByRole('button', { name: 'Add car' }).click();
  await expect(dialog.getByText('Enter a registration number such as HR26DQ1234 or 22BH1234AA')).toBeVisible();
  await expect(dialog.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Registration number').fill('hr-26 dq 1234');
  await dialog.getByLabel('Nickname (optional)').fill('Family car');
  await dialog.getByRole('button', { name: 'Add car' }).click();
  await expect(dialog).toBeHidden();

  const car = page.getByRole('list', { name: 'Your cars' }).getByRole('listitem');
  await expect(car).toHaveCount(1);
  await expect(car).toContainText('Family car');
  await expect(car).toContainText('Maruti Suzuki Swift · Petrol');
  await expect(car).toContainText('HR 26 DQ 1234');
  await expect(car).toContainText('Default');
}

async function addAddress(page: Page) {
  await page.goto('/profile/addresses');
  await expect(page.getByRole('heading', { name: 'No saved addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('button', { name: 'Work' }).click();
  await expect(dialog.getByRole('button', { name: 'Work' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Address').fill('Plot 7, Tower C');
  // The map pin comes from the device; the geocoder names its pincode, which fills the empty field.
  await dialog.getByRole('button', { name: 'Use my location' }).click();
  await expect(dialog.getByText(/^Pin saved near Sushant Lok 1: 28\.46370, 77\.07260/)).toBeVisible();
  await expect(dialog.getByLabel('Pincode')).toHaveValue('122009');
  // The pincode's known locality is named, and can be added to the address in one tap.
  await expect(dialog.getByText('Sushant Lok 1, Gurugram, Haryana')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add “Sushant Lok 1” to the address' }).click();
  await expect(dialog.getByLabel('Address')).toHaveValue(OFFICE);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();

  const saved = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Work');
  await expect(saved).toContainText(OFFICE);
  await expect(saved).toContainText('Pincode 122009');
  await expect(saved).toContainText('Map pin saved');
}

test('add a car and an address, then book with them', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await addCar(page);
  await addAddress(page);

  // The default car is the chosen car, and the picker offers the saved cars before the brands.
  await page.goto('/');
  const quotes = page.getByRole('form', { name: 'Get instant quotes for your car service' });
  await quotes.getByRole('button', { name: 'Maruti Suzuki Swift' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Your Car' });
  const yourCars = picker.getByRole('region', { name: 'Your cars' });
  await expect(yourCars.getByRole('button', { name: /Family car/ })).toHaveAttribute('aria-pressed', 'true');
  await yourCars.getByRole('button', { name: /Family car/ }).click();
  await expect(picker).toBeHidden();

  await page.goto('/services');
  await expect(page.getByText(/Garages near Sushant Lok 1/)).toBeVisible();
  await addToCart(page.getByRole('tabpanel').getByRole('article').first());
  await openCheckoutFromCart(page);

  // Checkout offers the saved address and fills the form with it.
  const savedChoice = page.getByRole('group', { name: 'Saved addresses' }).getByRole('button', { name: /Work/ });
  await expect(savedChoice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(OFFICE);
  await expect(page.getByRole('textbox', { name: 'Pincode' })).toHaveValue('122009');

  await chooseOpenDayAndSlot(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await openPlacedOrder(page);
  await expect(page.getByText(`${OFFICE}, 122009`)).toBeVisible();
  const trackingId = page.url().split('/').pop()!;
  const booking = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
  expect(booking.car).toEqual({ model: expect.stringMatching(/Swift/), fuel_type: 'petrol' });

  // The address shows its use as soon as the booking exists.
  await page.goto('/profile/addresses');
  await expect(page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')).toContainText('Last used');
});
