import { expect, test, type Page } from './support/test';
import { moveToBookedDay, newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { openAccountMenu } from './support/account-menu';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout, rupees, takeTheCarMyself } from './support/checkout';
import { completeWork, startWork } from './support/garage';

/** The Partner console entry of the account menu: in the header on a desktop, in the side menu on a phone. */
async function openPartnerFromNavigation(page: Page) {
  await page.goto('/');
  await (await openAccountMenu(page)).getByRole('link', { name: 'Partner console' }).click();
  await expect(page).toHaveURL(/\/partner/);
}

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });

test('a garage runs a cash booking: accept, start work, extra work approved by the customer, complete, cash', async ({ page, browser }, testInfo) => {
  // Three people (customer, garage staff, admin) in one journey, as the referral journey: twice the default time.
  test.setTimeout(120_000);
  // The customer books a service for their Maruti Suzuki Swift, cash on delivery, and will take the car to the garage.
  await reachCheckout(page, testInfo.project.name);
  const bookedDay = await chooseSlotAndAddress(page);
  await takeTheCarMyself(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  const total = rupees(await page.getByTestId('checkout-total').textContent());
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);
  const trackingId = page.url().split('/').pop()!;
  const booked = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
  expect(booked.car.model).toMatch(/^Maruti Suzuki Swift/);
  const garageId: number = booked.garage.id;

  // A customer never sees the console.
  const customerMenu = await openAccountMenu(page);
  await expect(customerMenu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(customerMenu.getByRole('link', { name: 'Partner console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'This page is for CarSeva partners' })).toBeVisible();

  // A CarSeva admin adds a registered user to the garage's staff by mobile number.
  const staffPhone = uniquePhone(testInfo.project.name);
  const staff = await newActor(browser, testInfo);
  await signUpAndLogIn(staff, staffPhone, 'Ramesh Kumar');
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(testInfo.project.name, 'partner'));
  const added = await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${staffPhone}`, role: 'staff' } });
  expect(added.status()).toBe(201);

  // The staff member opens the console and finds the booking on the board, on its day.
  await openPartnerFromNavigation(staff);
  await expect(staff).toHaveURL(new RegExp(`/partner/${garageId}$`));
  await staff.getByRole('group', { name: 'Day' }).getByRole('button').nth(bookedDay).click();
  await expect(staff.getByRole('button', { name: /^New [1-9]/ })).toBeVisible();
  // Both projects book at the same garage on the same day: this run's job is the one with its tracking id.
  const job = staff.getByRole('link', { name: /Asha Verma/ }).and(staff.locator(`[href$="/jobs/${trackingId}"]`));
  await expect(job).toBeVisible();
  // The other project's journey books this garage and day at the same time, so the list can grow under
  // the pointer between scrolling and tapping; the card's link is what is checked, and it is followed.
  await staff.goto((await job.getAttribute('href'))!);
  await expect(staff).toHaveURL(new RegExp(`/jobs/${trackingId}$`));
  await expect(staff.getByText(/\+91 \d\d••••\d{4}/)).toBeVisible();

  await actions(staff).getByRole('button', { name: 'Accept' }).click();
  await expect(staff.getByRole('link', { name: /^Call \+91/ })).toBeVisible();
  // Before the booked day the work does not start: the button waits, saying for which day.
  const start = actions(staff).getByRole('button', { name: 'Start work' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(/^This booking is for \w{3}, \d{1,2} \w{3}\. You can start it on that day\.$/);
  // The day comes, for the garage and the customer alike; starting asks first, and Not yet changes nothing.
  await moveToBookedDay(staff, booked.booking_date);
  await page.context().setExtraHTTPHeaders(onBookedDay(booked.booking_date));
  await actions(staff).getByRole('button', { name: 'Start work' }).click();
  const startDialog = staff.getByRole('dialog', { name: 'Start work on this car?' });
  await expect(startDialog).toContainText('The customer is told the work has started. This cannot be undone.');
  await startDialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(startDialog).toBeHidden();
  await expect(actions(staff).getByRole('button', { name: 'Start work' })).toBeFocused();
  await startWork(staff);

  await actions(staff).getByRole('button', { name: 'Propose extra work' }).click();
  const extrasDialog = staff.getByRole('dialog', { name: 'Propose extra work' });
  await extrasDialog.getByLabel(/^Work/).fill('Front brake pads');
  await extrasDialog.getByLabel('Price (₹)').fill('1800');
  await extrasDialog.getByRole('button', { name: 'Send to customer' }).click();
  await expect(extrasDialog).toBeHidden();
  await expect(staff.getByText('Waiting for customer')).toBeVisible();

  // The customer's order page shows it without a reload (it asks again every 10 s), and they approve it.
  await page.goto(`/order/${trackingId}`);
  await expect(page.getByRole('heading', { name: 'We are working on your processing order.' })).toBeVisible({ timeout: 15_000 });
  const extras = page.getByRole('region', { name: 'Extra work found by the garage' });
  await extras.getByRole('button', { name: 'Approve Front brake pads' }).click();
  await expect(extras.getByText(/^Front brake pads approved\. Your new total is/)).toBeVisible();
  const newTotal = rupees(await page.getByTestId('order-total').textContent());
  // ₹1,800 of work and its 18% GST (rounded on the whole subtotal, so within a rupee).
  expect(Math.abs(newTotal - total - 2124)).toBeLessThanOrEqual(1);
  await expect(extras.getByText(new RegExp(`Your new total is ₹${newTotal.toLocaleString('en-IN')}\\.`))).toBeVisible();

  // The garage sees the approval (its page refreshes too), completes the job and records the cash.
  await expect(staff.getByText('Approved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByTestId('job-total')).toHaveText(`₹${newTotal.toLocaleString('en-IN')}`);
  await completeWork(staff);
  await actions(staff)
    .getByRole('button', { name: /Cash collected/ })
    .click();
  const cashDialog = staff.getByRole('dialog', { name: 'Cash collected?' });
  await expect(cashDialog).toContainText(`₹${newTotal.toLocaleString('en-IN')}`);
  await cashDialog.getByRole('button', { name: 'Yes, collected' }).click();
  await expect(staff.getByTestId('job-due')).toHaveText('₹0');
  await expect(actions(staff)).toHaveCount(0);
  await expect(staff.getByText(/^Cash collected: ₹/)).toBeVisible();

  // The customer finds the order under Completed Orders, with the whole timeline and the new total.
  await page.goto('/order-history');
  await page.getByRole('tab', { name: 'Completed Orders' }).click();
  const done = page.getByRole('list', { name: 'Completed Orders' }).getByRole('listitem');
  await expect(done).toHaveCount(1);
  await expect(done.first()).toContainText('COMPLETED');
  await expect(done.first()).toContainText(`₹${newTotal.toLocaleString('en-IN')}`);
  await done
    .first()
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your order is completed.' })).toBeVisible();
  await expect(page.getByTestId('amount-pending')).toHaveText('₹0');
  const timeline = page.getByRole('region', { name: 'Status timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /^Booking placed/,
    /^Accepted by the garage.*by the garage$/,
    /^Service in progress.*by the garage$/,
    /^Extra work proposed by the garage: Front brake pads \(₹1,800\).*by the garage$/,
    /^Extra work approved: Front brake pads \(₹1,800\)(?!.*by )/,
    /^Service completed.*by the garage$/,
    new RegExp(`^Cash collected: ₹${newTotal.toLocaleString('en-IN')}.*by the garage$`),
  ]);

  await staff.context().close();
  await admin.context().close();
});
