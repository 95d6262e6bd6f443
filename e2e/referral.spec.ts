import { expect, test, type Page } from './support/test';
import { moveToBookedDay, newActor, onBookedDay } from './support/actors';
import { adminPhone, enterSignUpCode, fillSignUp, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, fillCartAndCheckout, openPlacedOrder, spokenOrderNumber, takeTheCarMyself } from './support/checkout';

/** Books the cart cash on delivery (using CarSeva Money when asked); the order's tracking id. */
async function bookCashOnDelivery(page: Page, options: { useWallet?: boolean } = {}) {
  // The second order is for the same car and city, which the app remembers.
  await fillCartAndCheckout(page, { returning: options.useWallet });
  await chooseSlotAndAddress(page);
  await takeTheCarMyself(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  if (options.useWallet) {
    await page.getByRole('checkbox', { name: /Use ₹[\d,]+ of CarSeva Money/ }).check();
    await expect(page.getByTestId('checkout-total-to-pay')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);
  return page.url().split('/').pop()!;
}

const balanceOf = async (page: Page) => (await (await page.request.get('/api/v1/me/wallet')).json()).data.balance as number;

test('a friend signs up from a share link; when their first order completes both get ₹750 of CarSeva Money, which pays part of the next order', async ({
  page,
  browser,
}, testInfo) => {
  // Four people (referrer, friend, garage staff, admin) in one journey.
  test.setTimeout(120_000);
  // The referrer finds their code and share link on My Profile.
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name), 'Asha Verma');
  await page.goto('/profile/edit');
  const code = (await page.getByLabel(/^Your referral code/).textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  // The friend opens the link: the code is filled in for them.
  const friend = await newActor(browser, testInfo);
  const friendPhone = uniquePhone(testInfo.project.name);
  await friend.goto(`/signup?ref=${code}`);
  await expect(friend.getByLabel('Referral Code (optional)')).toHaveValue(code);
  await fillSignUp(friend, { name: 'Vikram Singh', email: `vikram.${friendPhone}@example.in`, phone: friendPhone });
  await enterSignUpCode(friend, friendPhone);
  // Signing up signs the friend in: no second code.
  await expect(friend).toHaveURL(/\/$/);
  const firstOrder = await bookCashOnDelivery(friend);

  // The garage runs the friend's first order.
  const garageId: number = (await (await friend.request.get(`/api/v1/bookings/${firstOrder}`)).json()).data.garage.id;
  const staffPhone = uniquePhone(testInfo.project.name);
  const staff = await newActor(browser, testInfo);
  await signUpAndLogIn(staff, staffPhone, 'Ramesh Kumar');
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(testInfo.project.name, 'referral'));
  expect((await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${staffPhone}`, role: 'staff' } })).status()).toBe(201);
  // A reward is paid on an order that was paid: the garage takes the cash, then completes the job.
  // On the booked day: a garage takes cash and works on it then.
  const bookedDay: string = (await (await friend.request.get(`/api/v1/bookings/${firstOrder}`)).json()).data.booking_date;
  const headers = onBookedDay(bookedDay);
  // The friend lives on that day from now on too (their browser's clock and the server's answers), so
  // their next order and its lines come after the cash, as they would.
  await moveToBookedDay(friend, bookedDay);
  const moveTo = async (to: string) =>
    expect((await staff.request.post(`/api/v1/partner/bookings/${firstOrder}/status`, { data: { to }, headers })).status()).toBe(200);
  await moveTo('accepted');
  expect((await staff.request.post(`/api/v1/partner/bookings/${firstOrder}/cash`, { headers })).status()).toBe(200);
  await moveTo('processing');
  await moveTo('completed');

  // The worker credits both sides.
  await expect.poll(() => balanceOf(page), { timeout: 30_000 }).toBe(750);
  await expect.poll(() => balanceOf(friend), { timeout: 30_000 }).toBe(750);
  await page.goto('/profile/transactions');
  await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CarSeva Money' })).toContainText('₹750');
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()).toContainText('CarSeva Money: referral reward');
  await page.screenshot({ path: testInfo.outputPath('transactions.png'), fullPage: true });

  // The friend puts it towards their next order.
  const secondOrder = await bookCashOnDelivery(friend, { useWallet: true });
  await expect(friend.getByTestId('wallet-used')).toHaveText(/^₹[\d,]+ paid with CarSeva Money$/);
  await friend.goto('/profile/transactions');
  const lines = friend.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expect(lines.first()).toContainText('CarSeva Money used');
  await expect(lines.first().getByRole('link', { name: `Order ${spokenOrderNumber(secondOrder)}` })).toBeVisible();
  await expect(friend.getByRole('region', { name: 'CarSeva Money' })).toContainText('₹0');
});
