import { expect, test } from './support/test';
import { chooseOpenDayAndSlot, openPlacedOrder, reachCheckout } from './support/checkout';

test('checkout refuses pickup from a Mumbai pincode for a Gurugram garage, before paying, and books once it is fixed', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  await chooseOpenDayAndSlot(page);
  const address = page.getByRole('textbox', { name: 'Address' });
  const pincode = page.getByRole('textbox', { name: 'Pincode' });
  await address.fill('Flat 12, Marine Drive, Churchgate');
  await pincode.fill('400001');

  // The garage's answer comes as soon as the pincode is typed: taking the car to the garage is chosen instead, saying why.
  const refusal = /^We do not pick up from pincode 400001 \(Maharashtra\) for garages in Gurugram, Haryana\./;
  const pickup = page.getByRole('radio', { name: 'Free pickup and drop from my address' });
  await expect(page.getByRole('radio', { name: 'I will take the car to the garage' })).toBeChecked();
  await expect(pickup).toHaveAccessibleDescription(/^Not available at this address: We do not pick up from pincode 400001/);
  // Asking for pickup all the same: the refusal shows at the pincode field, and nothing is sent to pay.
  await pickup.check();
  await expect(pincode).toHaveAccessibleDescription(refusal);
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  const bookings: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/bookings') bookings.push(request.url());
  });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(pincode).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(bookings).toEqual([]);
  // The customer's words are kept.
  await expect(address).toHaveValue('Flat 12, Marine Drive, Churchgate');

  // A pincode that is no Indian PIN is refused by the same rule as the server's.
  await pincode.fill('999999');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(pincode).toHaveAccessibleDescription('999999 is not an Indian pincode. Please check it.');
  expect(bookings).toEqual([]);

  await address.fill('Flat 402, Tower B, Sector 15');
  await pincode.fill('122001');
  await expect(pincode).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);
  await expect(page.getByText('Flat 402, Tower B, Sector 15')).toBeVisible();
  expect(bookings).toHaveLength(1);
});
