import { expect, test } from './support/test';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout } from './support/checkout';

test('a pickup booking’s customer takes the car to the garage themselves: asked first, then the order shows the garage instead of the pickup', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await reachCheckout(page, project);
  await chooseSlotAndAddress(page);
  await expect(page.getByRole('radio', { name: 'Free pickup and drop from my address' })).toBeChecked();
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const trackingId = await openPlacedOrder(page);
  const booked = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
  await expect(page.getByRole('region', { name: 'Pickup and drop' })).toBeVisible();

  // Asked first: "Not now" closes the dialog and gives focus back to the button.
  const choice = page.getByRole('button', { name: 'I’ll take the car to the garage myself' });
  await choice.click();
  const dialog = page.getByRole('dialog', { name: 'Take the car to the garage yourself?' });
  await expect(dialog).toContainText(`Take your car to ${booked.garage.name}`);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(choice).toBeFocused();

  await choice.click();
  await dialog.getByRole('button', { name: 'Yes, I’ll take it' }).click();
  await expect(page.getByRole('region', { name: 'Getting your car there' })).toContainText(`Walk-in: you take the car to ${booked.garage.name}`);
  await expect(page.getByRole('region', { name: 'Pickup and drop' })).toHaveCount(0);
  await expect(choice).toHaveCount(0);
  await expect(page.getByText('The customer will take the car to the garage (no pickup)')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`walk-in-switch-${project}.png`), fullPage: true });
  expect((await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.handover).toBe('walk_in');
});
