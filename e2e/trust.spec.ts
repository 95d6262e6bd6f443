import { expect, test } from './support/test';
import { newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { confirmCashBooking, reachCheckout } from './support/checkout';

test('a warranty claim the garage declines is escalated by the customer and refunded to CarSeva Money by an admin at the desk', async ({
  page,
  browser,
}, testInfo) => {
  // A customer, the garage (an admin acting for it) and CarSeva's admin in one journey.
  test.setTimeout(150_000);
  await reachCheckout(page, testInfo.project.name);
  const trackingId = await confirmCashBooking(page, { walkIn: true });

  // The job is done and paid in cash at the garage.
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(testInfo.project.name, 'trust'));
  const bookingDate: string = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.booking_date;
  for (const to of ['accepted', 'processing', 'completed']) {
    expect((await admin.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to }, headers: onBookedDay(bookingDate) })).status()).toBe(200);
  }
  expect((await admin.request.post(`/api/v1/partner/bookings/${trackingId}/cash`, { data: {}, headers: onBookedDay(bookingDate) })).status()).toBe(200);

  // The customer claims the warranty on the order page.
  await page.reload();
  const warranty = page.getByRole('region', { name: 'Warranty' });
  await expect(warranty.getByText(/covered until/).first()).toBeVisible();
  await warranty.getByRole('checkbox').first().check();
  await warranty.getByRole('textbox', { name: 'What is wrong?' }).fill('The brakes squeal again two days after the service');
  await warranty.getByRole('button', { name: 'Send the claim to the garage' }).click();
  await expect(warranty.getByText('Waiting for the garage')).toBeVisible();

  // The garage declines it with a reason.
  const claims = (await (await admin.request.get(`/api/v1/partner/bookings/${trackingId}/claims`)).json()).data as { id: number }[];
  expect(
    (
      await admin.request.post(`/api/v1/partner/bookings/${trackingId}/claims/${claims[0]!.id}/decline`, {
        data: { reason: 'The noise comes from the tyres, not the brakes' },
      })
    ).status(),
  ).toBe(200);

  // The customer sees why and asks CarSeva to decide.
  await page.reload();
  await expect(warranty.getByText('The garage’s reason: The noise comes from the tyres, not the brakes')).toBeVisible();
  await warranty.getByRole('button', { name: 'Ask CarSeva to decide' }).click();
  await expect(warranty.getByText('With CarSeva to decide')).toBeVisible();

  // CarSeva's admin refunds ₹100 to CarSeva Money from the desk.
  await admin.goto('/admin/desk');
  const row = admin.getByTestId('desk-item').filter({ hasText: trackingId });
  await expect(row).toBeVisible();
  await row.getByRole('textbox', { name: 'Reason' }).fill('The pads were fitted wrongly; refunding the labour');
  await row.getByRole('textbox', { name: 'Amount in rupees' }).fill('100');
  await row.getByRole('button', { name: 'Refund' }).click();
  // Decided, it leaves the queue of open work.
  await expect(row).toHaveCount(0);
  await admin.context().close();

  // The customer sees the decision, and the money in their wallet.
  await page.reload();
  await expect(warranty.getByText(/₹100 refunded to your CarSeva Money/)).toBeVisible();
  const wallet = (await (await page.request.get('/api/v1/me/wallet')).json()).data as { balance: number };
  expect(wallet.balance).toBeGreaterThanOrEqual(100);
});
