import { expect, test } from './support/test';
import { newActor } from './support/actors';
import { adminPhone, chooseCar, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { confirmCashBooking, openCheckoutFromCart, spokenOrderNumber } from './support/checkout';

/** Pune's centre: where the services page looks when the customer chooses Pune without a location. */
const PUNE_CENTRE = { latitude: '18.5204', longitude: '73.8567' };

test('an admin onboards a Pune garage, a customer books it, the admin finds the booking by phone and cancels it, and sees the lead', async ({
  page,
  browser,
}, testInfo) => {
  // Two people (admin, customer) and a garage onboarded in one journey, as the referral journey: twice the default time.
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const garageName = `Kothrud Auto Care ${project}`;

  // A visitor asks for prices from the home page ('CHECK PRICES FOR FREE'): a lead; then signs up.
  const customerPhone = uniquePhone(project);
  await chooseCar(page);
  await page.goto('/');
  const quotes = page.getByRole('form', { name: 'Get instant quotes for your car service' });
  await quotes.getByRole('button', { name: 'Select City' }).click();
  await page.getByRole('dialog', { name: 'Choose Your City' }).getByRole('button', { name: 'Pune' }).click();
  await quotes.getByLabel('Mobile number').fill(customerPhone);
  await quotes.getByRole('button', { name: 'CHECK PRICES FOR FREE' }).click();
  await expect(page).toHaveURL(/\/services/);
  await signUpAndLogIn(page, customerPhone);

  // The admin onboards a garage at Pune's centre with one service (each project its own service, so each run's garage is the nearest for it).
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'admin'));
  await admin.goto('/admin/garages');
  await admin.getByRole('button', { name: 'Onboard a garage' }).click();
  const form = admin.getByRole('form', { name: 'Onboard a garage' });
  await form.getByLabel('Garage name').fill(garageName);
  await form.getByLabel('City').selectOption({ label: 'Pune' });
  await form.getByLabel('Locality').fill('Kothrud');
  await form.getByLabel('PIN code').fill('411038');
  await form.getByLabel('Full address').fill('Plot 14, Paud Road, Kothrud, Pune');
  // First a latitude outside India: the form says what is wrong.
  await form.getByLabel('Latitude').fill('51.5');
  await form.getByLabel('Longitude').fill(PUNE_CENTRE.longitude);
  await form.getByLabel('Phone (10 digits)').fill('9822098220');
  await form
    .getByRole('checkbox')
    .nth(project === 'mobile' ? 1 : 0)
    .check();
  await form.getByRole('button', { name: 'Onboard garage' }).click();
  await expect(form.getByText('Latitude must lie in India (6.5 to 35.7)')).toBeVisible();
  await form.getByLabel('Latitude').fill(PUNE_CENTRE.latitude);
  await form.getByRole('button', { name: 'Onboard garage' }).click();
  await expect(form.getByRole('status')).toHaveText(`${garageName} is now listed`);
  await admin.getByRole('search').getByLabel('Search').fill(garageName);
  await admin.getByRole('search').getByLabel('Search').press('Enter');
  await expect(admin.getByRole('table', { name: 'Garages' }).getByRole('row').filter({ hasText: garageName })).toContainText('Kothrud, Pune');

  // Its owner is added by mobile number.
  await admin.getByRole('button', { name: `Staff of ${garageName}` }).click();
  const staffDialog = admin.getByRole('dialog', { name: `Staff of ${garageName}` });
  await expect(staffDialog.getByText('Nobody works here in CarSeva yet.')).toBeVisible();
  await staffDialog.getByLabel('Mobile number (10 digits)').fill(customerPhone);
  await staffDialog.getByLabel('Role').selectOption('owner');
  await staffDialog.getByRole('button', { name: 'Add to the garage' }).click();
  await expect(staffDialog.getByRole('listitem')).toContainText(`+91${customerPhone} · owner`);
  await admin.screenshot({ path: `/tmp/admin-staff-${project}.png` });
  await admin.keyboard.press('Escape');

  // Its details are edited, and the garage's history shows the change.
  await admin.getByRole('button', { name: `Edit ${garageName}` }).click();
  const edit = admin.getByRole('form', { name: `Edit ${garageName}` });
  await expect(edit.getByLabel('Latitude')).toHaveValue(PUNE_CENTRE.latitude);
  await edit.getByLabel('Locality').fill('Kothrud West');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(admin.getByRole('table', { name: 'Garages' }).getByRole('row').filter({ hasText: garageName })).toContainText('Kothrud West, Pune');
  await admin.getByRole('button', { name: `History of ${garageName}` }).click();
  const garageHistory = admin.getByRole('dialog', { name: `History of ${garageName}` });
  await expect(garageHistory).toContainText('locality: "Kothrud" → "Kothrud West"');
  await expect(garageHistory).toContainText('staff.add');
  await admin.keyboard.press('Escape');

  // The customer's Pune listing shows the new garage's service at once; they book it, cash on delivery.
  await page.goto('/services');
  const card = page.getByRole('article').filter({ hasText: garageName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^ADD TO CART/ }).click();
  await openCheckoutFromCart(page);
  // Picked up in Kothrud, where the garage is.
  const trackingId = await confirmCashBooking(page, { pincode: '411038' });
  const orderNumber = spokenOrderNumber(trackingId);

  // The customer phones to cancel: the admin finds the booking by their number and cancels it with a reason.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Bookings' }).click();
  await admin.getByLabel('Customer mobile').fill(customerPhone);
  await admin.getByLabel('Customer mobile').press('Enter');
  await expect(admin).toHaveURL(new RegExp(`mobile=${customerPhone}`));
  const bookings = admin.getByRole('table', { name: 'Bookings' });
  await expect(bookings.getByText(orderNumber)).toBeVisible();
  await admin.getByRole('button', { name: `Cancel booking ${orderNumber}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Cancel ${orderNumber}` });
  await dialog.getByLabel('Reason').fill('Customer called: car sold');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(bookings.getByRole('row').filter({ hasText: orderNumber })).toContainText(/cancelled/i);

  // The history names the admin and the reason.
  await admin.getByRole('button', { name: `History of booking ${orderNumber}` }).click();
  const history = admin.getByRole('dialog', { name: `History of ${orderNumber}` });
  await expect(history).toContainText('booking.cancelled');
  await expect(history).toContainText('Customer called: car sold');
  await admin.keyboard.press('Escape');

  // The customer's order says cancelled.
  await page.reload();
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();

  // The lead list shows the customer's earlier 'CHECK PRICES FOR FREE' request.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Leads' }).click();
  await admin.getByRole('search').getByLabel('Search').fill(customerPhone);
  await admin.getByRole('search').getByLabel('Search').press('Enter');
  const leads = admin.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('row').filter({ hasText: `+91${customerPhone}` })).toContainText('Pune');

  await admin.screenshot({ path: `/tmp/admin-leads-${project}.png`, fullPage: true });

  // The dashboard counts the booking (cancelled) and the lead, in charts with their numbers in tables.
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(admin.getByRole('heading', { name: /Last 30 days/ })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Bookings per day by status/ })).toBeVisible();
  const perDay = admin.getByRole('region', { name: 'Bookings per day, by status now' });
  await perDay.getByText('Show the numbers').click();
  await expect(perDay.getByRole('table', { name: 'Bookings per day by status' })).toBeVisible();
  await admin.screenshot({ path: `/tmp/admin-dashboard-${project}.png`, fullPage: true });
});
