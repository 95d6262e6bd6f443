import { expect, test, type Page } from './support/test';
import { moveToBookedDay, newActor } from './support/actors';
import { adminPhone, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout } from './support/checkout';
import { completeWork, startWork } from './support/garage';
import { photo } from './support/photos';

const SLOTS = ['front', 'rear', 'left side', 'right side', 'dashboard'];

/** The buddy records the car's condition at the door: five camera photos, the odometer, the fuel. */
async function recordCondition(buddy: Page, trip: ReturnType<Page['getByTestId']>, odometer: string, fuel: string | null) {
  for (const [i, slot] of SLOTS.entries()) {
    await trip.getByLabel(`Take ${slot} photo`).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: photo([40 * i, 120, 200 - 30 * i]) });
  }
  for (const slot of ['Front', 'Rear', 'Left side', 'Right side', 'Dashboard'])
    await expect(trip.getByText(`${slot}: uploaded`)).toBeVisible({ timeout: 15_000 });
  await trip.getByLabel('Odometer (km)').fill(odometer);
  if (fuel) await trip.getByLabel(/^Fuel level/).selectOption({ label: fuel });
  await trip.getByRole('button', { name: 'Save the condition report' }).click();
}

/** The customer's handover code, as their order page shows it. */
async function codeOn(page: Page, kind: 'pickup' | 'drop'): Promise<string> {
  const shown = page.getByTestId(`handover-code-${kind}`);
  await expect(shown).toHaveText(/^\d{4}$/, { timeout: 15_000 });
  return (await shown.textContent())!;
}

/** Another 4-digit code than the right one. */
const wrong = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

test('free pickup and drop: the garage sends a buddy, the customer watches them come, codes and photos at each handover', async ({
  page,
  browser,
}, testInfo) => {
  // Four people (customer, owner, buddy, admin), two legs with photos: four times the default time.
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const shots = (name: string) => testInfo.outputPath(`${name}-${project}.png`);

  // The customer books with free pickup and drop (the default where the garage serves the address), a landmark and a parking note.
  await reachCheckout(page, project);
  await chooseSlotAndAddress(page);
  await expect(page.getByRole('radio', { name: 'Free pickup and drop from my address' })).toBeChecked();
  await page.getByLabel('Landmark (optional)').fill('Opposite the Shiv temple');
  await page.getByLabel('Where the car is parked (optional)').fill('Basement B2, slot 14');
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.screenshot({ path: shots('checkout'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const trackingId = await openPlacedOrder(page);
  const booked = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data;
  expect(booked).toMatchObject({ handover: 'pickup', landmark: 'Opposite the Shiv temple', parking_note: 'Basement B2, slot 14', legs: [] });
  const garageId: number = booked.garage.id;
  await expect(page.getByRole('region', { name: 'Pickup and drop' })).toContainText('We will tell you here who is coming');

  // CarSeva makes a garage owner; the owner adds a service buddy from the staff screen.
  const owner = await newActor(browser, testInfo);
  const ownerPhone = uniquePhone(project);
  await signUpAndLogIn(owner, ownerPhone, 'Suresh Patil');
  const buddy = await newActor(browser, testInfo);
  const buddyPhone = uniquePhone(project);
  await signUpAndLogIn(buddy, buddyPhone, 'Ravi Kumar');
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'pickup-drop'));
  expect((await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${ownerPhone}`, role: 'owner' } })).status()).toBe(201);
  await owner.goto(`/partner/${garageId}/staff`);
  await owner.getByRole('radio', { name: 'Service buddy' }).check();
  await owner.getByLabel('Mobile number').fill(buddyPhone);
  await owner.getByRole('button', { name: 'Add as service buddy' }).click();
  await expect(
    owner
      .getByRole('region', { name: 'People at this garage' })
      .getByRole('listitem')
      .filter({ hasText: buddyPhone.slice(5) }),
  ).toContainText('Ravi Kumar Service buddy');

  // The owner accepts the job and sends Ravi on the pickup.
  await owner.goto(`/partner/${garageId}/jobs/${trackingId}`);
  await owner.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Accept' }).click();
  const pickupPanel = owner.getByRole('article', { name: 'Pickup' });
  // Both projects' journeys add a Ravi Kumar to the same garage: the phone number tells them apart.
  const ravi = `Ravi Kumar, +91 ${buddyPhone.slice(0, 5)} ${buddyPhone.slice(5)}`;
  await pickupPanel.getByLabel('Choose a service buddy').selectOption({ label: ravi });
  await pickupPanel.getByRole('button', { name: 'Assign' }).click();
  await expect(pickupPanel).toContainText('Service buddy: Ravi');

  // The customer sees who is coming and the code to read out, without reloading.
  await expect(page.getByTestId('buddy-badge')).toContainText('Ravi', { timeout: 15_000 });
  await expect(page.getByText('Read this code out to Ravi when you hand over your car')).toBeVisible();
  const pickupCode = await codeOn(page, 'pickup');

  // The booked day comes for the buddy: My trips is their console, and the trip is on it.
  await buddy.context().grantPermissions(['geolocation']);
  await buddy.context().setGeolocation({ latitude: 28.4595, longitude: 77.0266 });
  await buddy.goto('/partner');
  await moveToBookedDay(buddy, booked.booking_date);
  await expect(buddy).toHaveURL(new RegExp(`/partner/${garageId}$`));
  await expect(buddy.getByRole('heading', { name: 'My trips today' })).toBeVisible();
  await expect(buddy.getByRole('link', { name: 'Jobs', exact: true })).toHaveCount(0);
  const trip = buddy.getByTestId(`trip-${trackingId}-pickup`);
  await expect(trip).toContainText('Landmark: Opposite the Shiv temple');
  await expect(trip.getByRole('link', { name: /^Call Asha/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(trip.getByRole('link', { name: /^Navigate to/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  await trip.getByRole('button', { name: 'I’m on my way' }).click();
  await expect(trip.getByText('Sharing your location with the customer')).toBeVisible();
  await buddy.screenshot({ path: shots('trips-on-the-way'), fullPage: true });

  // The customer watches Ravi come: the distance and arrival show, and follow a move within seconds.
  const live = page.getByTestId('live-pickup');
  await expect(live).toContainText(/^Ravi is [\d.]+ (km|m) away/, { timeout: 20_000 });
  const before = await live.textContent();
  // A short drive east, within what the server takes from any two shares however close together they
  // arrive on a loaded machine (a jump no car could make is refused, ADR 45; the API tests cover that).
  await buddy.context().setGeolocation({ latitude: 28.4595, longitude: 77.0286 });
  await expect(live).not.toHaveText(before!, { timeout: 25_000 });
  await expect(page.getByRole('img', { name: "Ravi's position" })).toBeVisible();
  await page.screenshot({ path: shots('order-live'), fullPage: true });

  // At the door: the condition report, then the code — a wrong one first.
  await trip.getByRole('button', { name: 'I’ve arrived' }).click();
  await recordCondition(buddy, trip, '42310', 'Half');
  const code = trip.getByLabel('Handover code from Asha');
  await code.fill(wrong(pickupCode));
  await trip.getByRole('button', { name: 'Car handed over' }).click();
  await expect(trip.getByRole('alert')).toHaveText('That is not the customer’s code. 4 tries left.');
  await code.fill(pickupCode);
  await trip.getByRole('button', { name: 'Car handed over' }).click();
  await trip.getByRole('button', { name: 'Reached the garage' }).click();
  await expect(trip).toContainText('Done. Thank you!');

  // The customer sees the car's condition at pickup, photos included.
  const condition = page.getByRole('region', { name: 'Condition of your car' });
  const atPickup = condition.getByRole('article', { name: 'At pickup' });
  await expect(atPickup).toContainText('42,310 km', { timeout: 15_000 });
  await expect(atPickup.getByRole('img')).toHaveCount(5);
  await expect.poll(() => atPickup.getByRole('img', { name: 'Front, at pickup' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The photos are the booking's: another customer and another garage's staff are refused them.
  const photoId: string = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.legs[0].report.photos[0].photo.id;
  expect((await page.request.get(`/api/v1/media/${photoId}`)).status()).toBe(200);
  const stranger = await newActor(browser, testInfo);
  await signUpAndLogIn(stranger, uniquePhone(project), 'Neha Gupta');
  expect([403, 404]).toContain((await stranger.request.get(`/api/v1/media/${photoId}`)).status());
  const garages = (await (await admin.request.get('/api/v1/admin/garages')).json()).data.data as { id: number }[];
  const otherGarage = garages.find((g) => g.id !== garageId)!.id;
  const strangerPhone = (await (await stranger.request.get('/api/v1/auth/me')).json()).data.mobile_no as string;
  expect((await admin.request.post(`/api/v1/admin/garages/${otherGarage}/staff`, { data: { mobile_no: strangerPhone, role: 'owner' } })).status()).toBe(201);
  expect([403, 404]).toContain((await stranger.request.get(`/api/v1/media/${photoId}`)).status());
  expect((await stranger.request.get(`/api/v1/partner/bookings/${trackingId}`)).status()).toBe(404);

  // On the booked day the car is in: the garage promises it (ready and back by the next morning), works on it
  // and completes it, each step asked first; the drop goes to Ravi (cash on delivery).
  await moveToBookedDay(owner, booked.booking_date);
  const nextDay = new Date(Date.parse(`${booked.booking_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const promise = owner.getByRole('region', { name: 'Promised time' });
  await promise.getByLabel('Ready by').fill(`${nextDay}T10:00`);
  await promise.getByLabel('Back with the customer by (pickup only)').fill(`${nextDay}T12:00`);
  await promise.getByRole('button', { name: 'Save the promised time' }).click();
  await expect(promise.getByRole('status')).toHaveText(/^Promised: ready by /);
  await startWork(owner);
  await completeWork(owner);
  const dropPanel = owner.getByRole('article', { name: 'Drop' });
  await dropPanel.getByLabel('Choose a service buddy').selectOption({ label: ravi });
  await dropPanel.getByRole('button', { name: 'Assign' }).click();
  await expect(dropPanel).toContainText('Service buddy: Ravi');
  await owner.screenshot({ path: shots('job-legs'), fullPage: true });

  // The drop: out for delivery, arrived, the handback report, the code, handed back.
  const dropCode = await codeOn(page, 'drop');
  await buddy.reload();
  const dropTrip = buddy.getByTestId(`trip-${trackingId}-drop`);
  await dropTrip.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(dropTrip.getByText('Sharing your location with the customer')).toBeVisible();
  await dropTrip.getByRole('button', { name: 'I’ve arrived' }).click();
  await recordCondition(buddy, dropTrip, '42322', null);
  await dropTrip.getByLabel('Handover code from Asha').fill(dropCode);
  await dropTrip.getByRole('button', { name: 'Car handed back' }).click();
  await expect(dropTrip).toContainText('Done. Thank you!');

  // Both reports side by side on the customer's page, with the kilometres driven.
  await expect(condition.getByTestId('driven-km')).toHaveText('Driven 12 km while with the garage', { timeout: 15_000 });
  await expect(condition.getByRole('article', { name: 'At handback' })).toContainText('42,322 km');
  await expect(condition.getByRole('article', { name: 'At handback' }).getByRole('img')).toHaveCount(5);
  await page.screenshot({ path: shots('order-reports'), fullPage: true });

  for (const actor of [owner, buddy, admin, stranger]) await actor.context().close();
});
