import { expect, test, type Page } from './support/test';
import { moveToBookedDay, newActor } from './support/actors';
import { adminPhone, signInAsAdmin, signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout, takeTheCarMyself } from './support/checkout';

/** The console's language links: in its header on a desktop, at the foot of its page on a phone. */
async function switchConsoleTo(page: Page, language: string, lang: string) {
  // Only one of the two is shown (the other is display: none), and role queries see only what is shown.
  await page.getByRole('link', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * A customer's cash booking at the first Gurugram garage (picked up unless `walkIn`): its tracking id,
 * garage, day and the day's place in the console's strip.
 */
async function bookCashService(page: Page, project: string, { walkIn = false } = {}) {
  await reachCheckout(page, project);
  const dayIndex = await chooseSlotAndAddress(page);
  if (walkIn) await takeTheCarMyself(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const trackingId = await openPlacedOrder(page);
  const booked = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data as { garage: { id: number }; booking_date: string };
  return { trackingId, garageId: booked.garage.id, bookingDate: booked.booking_date, dayIndex };
}

const actions = (page: Page, name: string) => page.getByRole('region', { name });

test('a garage owner runs the console in Tamil: the board, a booking from accepting to cash, a slot; the same screens in Hindi', async ({
  page,
  browser,
}, testInfo) => {
  // Three people (customer, owner, admin) and every console screen photographed in two languages.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
  const { trackingId, garageId, bookingDate, dayIndex } = await bookCashService(page, project, { walkIn: true });

  // CarSeva makes Senthil the garage's owner.
  const owner = await newActor(browser, testInfo);
  const ownerPhone = uniquePhone(project);
  await signUpAndLogIn(owner, ownerPhone, 'Senthil Kumar');
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'languages-partner'));
  expect((await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${ownerPhone}`, role: 'owner' } })).status()).toBe(201);
  await admin.context().close();

  // He opens the console in English and switches it to Tamil: the same page under /ta, and it stays Tamil.
  await owner.goto('/partner');
  await expect(owner).toHaveURL(new RegExp(`/partner/${garageId}$`));
  await expect(owner.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await switchConsoleTo(owner, 'தமிழ்', 'ta');
  await expect(owner).toHaveURL(new RegExp(`/ta/partner/${garageId}$`));
  await expect(owner.getByRole('heading', { name: 'ஜாப்ஸ்', level: 1 })).toBeVisible();
  await expect(owner.getByText(/^லைவ் · .*-க்கு அப்டேட்$/)).toBeVisible();
  await expect(owner.getByRole('button', { name: /^இன்று/ })).toHaveAttribute('aria-pressed', 'true');
  await shot(owner, 'ta-board');

  // The booking's day on the board, its new job counted on the Tamil chip, and the job opened.
  await owner.getByRole('group', { name: 'நாள்' }).getByRole('button').nth(dayIndex).click();
  await expect(owner.getByRole('group', { name: 'காட்டு' }).getByRole('button', { name: /^புதியது [1-9]/ })).toBeVisible();
  const job = owner.locator(`[href$="/jobs/${trackingId}"]`);
  await expect(job).toContainText('புதியது');
  await owner.goto((await job.getAttribute('href'))!);
  await expect(owner).toHaveURL(new RegExp(`/ta/partner/${garageId}/jobs/${trackingId}$`));
  await expect(owner.getByRole('heading', { name: 'கஸ்டமர் & கார்' })).toBeVisible();
  await expect(owner.getByText('Accept செய்த பிறகு முழு நம்பர் தெரியும்.')).toBeVisible();
  await shot(owner, 'ta-job-new');

  // Accepting: the customer is told, the number shows, and the promised time is given.
  const bar = actions(owner, 'செயல்கள்');
  await bar.getByRole('button', { name: 'Accept செய்' }).click();
  await expect(owner.getByText('Accept ஆனது. கஸ்டமருக்கு தெரிவிக்கப்பட்டது.')).toBeVisible();
  await expect(owner.getByRole('link', { name: /^கால் செய் \+91/ })).toBeVisible();
  const promise = owner.getByRole('region', { name: 'சொன்ன நேரம்' });
  await promise.getByLabel('ரெடியாகும் நேரம்').fill(`${bookingDate}T17:30`);
  await promise.getByRole('button', { name: 'நேரத்தை சேவ் செய்' }).click();
  await expect(promise.getByRole('status')).toHaveText(/^சொன்னது: .*-க்குள் ரெடி$/);
  // The job's timeline says each step in Tamil too (the server words its events in English).
  await expect(owner.getByRole('listitem').filter({ hasText: 'கேரேஜ் ஏற்றுக்கொண்டது' }).first()).toBeVisible();
  await expect(owner.getByRole('listitem').filter({ hasText: 'புக்கிங் ஆனது' }).first()).toBeVisible();
  // Before the booked day the work does not start: the button waits and says so in Tamil.
  const start = bar.getByRole('button', { name: 'வேலையைத் தொடங்கு' });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(/^இந்த புக்கிங் .+ அன்றுக்கு\. அன்றுதான் ஆரம்பிக்க முடியும்\.$/);
  await shot(owner, 'ta-job-accepted');

  // On the booked day (the customer brings the car): started and completed, each asked first in Tamil, the cash taken.
  await moveToBookedDay(owner, bookingDate);
  await expect(owner.locator('html')).toHaveAttribute('lang', 'ta');
  await bar.getByRole('button', { name: 'வேலையைத் தொடங்கு' }).click();
  const startDialog = owner.getByRole('dialog', { name: 'இந்தக் காரில் வேலையைத் தொடங்கவா?' });
  await expect(startDialog).toContainText('இதைத் திரும்பப் பெற முடியாது.');
  await startDialog.getByRole('button', { name: 'ஆமா, தொடங்கு' }).click();
  await expect(owner.getByText('வேலை தொடங்கியது. கஸ்டமருக்குத் தெரிவிக்கப்பட்டது.')).toBeVisible();
  await bar.getByRole('button', { name: 'முடிந்தது' }).click();
  await owner.getByRole('dialog', { name: 'வேலை முடிந்ததா?' }).getByRole('button', { name: 'ஆமா, முடிந்தது' }).click();
  await expect(owner.getByText('சர்வீஸ் முடிந்தது.')).toBeVisible();
  await bar.getByRole('button', { name: /^கேஷ் வாங்கியாச்சு/ }).click();
  const cash = owner.getByRole('dialog', { name: 'கேஷ் வாங்கியாச்சா?' });
  await expect(cash).toContainText(/கஸ்டமர் உங்களிடம் ₹[\d,]+ கேஷ் கொடுத்த பிறகே உறுதி செய்யுங்கள்\./);
  await shot(owner, 'ta-job-cash');
  await cash.getByRole('button', { name: 'ஆமா, வாங்கியாச்சு' }).click();
  await expect(owner.getByTestId('job-due')).toHaveText('₹0');
  await expect(owner.getByText('கேஷ் பதிவானது.')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'வேலை & பேமெண்ட்' })).toContainText('கேஷ் ஆன் டெலிவரி');
  // The parts' photo picker speaks Tamil too (its button is the page's, not the browser's "Choose Files"), and its field keeps its name.
  await expect(owner.getByText('போட்டோ எடுங்கள் அல்லது தேர்வுசெய்யுங்கள்')).toBeVisible();
  await expect(owner.getByLabel('மாற்றிய பார்ட்ஸின் போட்டோக்கள்')).toHaveAttribute('type', 'file');
  await shot(owner, 'ta-job-done');

  // A slot: one more car taken in a slot (each project its own end of the day, as they run at once), saved, and put back as it was.
  await owner.getByRole('link', { name: 'ஜாப்ஸ்' }).first().click();
  await owner.getByRole('navigation', { name: 'கன்சோல்' }).getByRole('link', { name: 'ஸ்லாட்ஸ்' }).click();
  await expect(owner).toHaveURL(new RegExp(`/ta/partner/${garageId}/slots$`));
  await expect(owner.getByRole('heading', { name: 'ஸ்லாட்ஸ்', level: 1 })).toBeVisible();
  const slots = owner.getByRole('group', { name: /-ல் கார்கள்$/ });
  const firstSlot = project === 'mobile' ? slots.last() : slots.first();
  const seats = firstSlot.getByRole('textbox');
  const before = Number(await seats.inputValue());
  await firstSlot.getByRole('button', { name: 'ஒரு கார் கூட்டு' }).click();
  await expect(seats).toHaveValue(String(before + 1));
  await owner.getByRole('button', { name: 'ஸ்லாட்ஸ் சேவ் செய்' }).click();
  await expect(owner.getByText('ஸ்லாட்ஸ் சேவ் ஆனது')).toBeVisible();
  await expect(seats).toHaveValue(String(before + 1));
  await shot(owner, 'ta-slots');
  await firstSlot.getByRole('button', { name: 'ஒரு கார் குறை' }).click();
  await owner.getByRole('button', { name: 'ஸ்லாட்ஸ் சேவ் செய்' }).click();
  await expect(seats).toHaveValue(String(before));

  // The owner's other screens, in Tamil.
  for (const [path, heading, name] of [
    ['prices', 'விலை', 'ta-prices'],
    ['staff', 'ஸ்டாஃப்', 'ta-staff'],
    ['trips', 'இன்றைய பிக்அப் & டிராப்', 'ta-trips'],
  ] as const) {
    await owner.goto(`/ta/partner/${garageId}/${path}`);
    await expect(owner.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(owner.locator('html')).toHaveAttribute('lang', 'ta');
    await shot(owner, name);
  }

  // The same console in Hindi, each screen named in Hindi.
  await switchConsoleTo(owner, 'हिन्दी', 'hi');
  await expect(owner).toHaveURL(new RegExp(`/hi/partner/${garageId}/trips$`));
  for (const [path, heading, name] of [
    ['', 'जॉब', 'hi-board'],
    [`/jobs/${trackingId}`, 'कस्टमर और कार', 'hi-job-done'],
    ['/slots', 'स्लॉट', 'hi-slots'],
    ['/prices', 'रेट', 'hi-prices'],
    ['/staff', 'स्टाफ', 'hi-staff'],
    ['/trips', 'आज के पिकअप और ड्रॉप', 'hi-trips'],
  ] as const) {
    await owner.goto(`/hi/partner/${garageId}${path}`);
    await expect(owner.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(owner.locator('html')).toHaveAttribute('lang', 'hi');
    await shot(owner, name);
  }
  await owner.context().close();
});

test('a service buddy works their trips in Hindi', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
  const { trackingId, garageId, bookingDate } = await bookCashService(page, project);

  // CarSeva makes an owner, who takes the booking and sends Vikram, the garage's service buddy, to pick the car up.
  const owner = await newActor(browser, testInfo);
  const ownerPhone = uniquePhone(project);
  await signUpAndLogIn(owner, ownerPhone, 'Manoj Sharma');
  const buddy = await newActor(browser, testInfo);
  const buddyPhone = uniquePhone(project);
  await signUpAndLogIn(buddy, buddyPhone, 'Vikram Singh');
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'languages-buddy'));
  expect((await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${ownerPhone}`, role: 'owner' } })).status()).toBe(201);
  await admin.context().close();
  const added = await owner.request.post(`/api/v1/partner/garages/${garageId}/staff`, { data: { mobile_no: `+91${buddyPhone}`, role: 'driver' } });
  expect(added.status()).toBe(201);
  const driver: number = (await added.json()).data.user_id;
  expect((await owner.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to: 'accepted' } })).status()).toBe(200);
  expect((await owner.request.post(`/api/v1/partner/bookings/${trackingId}/legs/pickup/assign`, { data: { driver } })).status()).toBe(200);
  await owner.context().close();

  // Vikram opens the console in Hindi on the booked day: My trips is his console.
  await buddy.context().grantPermissions(['geolocation']);
  await buddy.context().setGeolocation({ latitude: 28.4595, longitude: 77.0266 });
  await buddy.goto('/partner');
  await expect(buddy).toHaveURL(new RegExp(`/partner/${garageId}$`));
  await switchConsoleTo(buddy, 'हिन्दी', 'hi');
  await moveToBookedDay(buddy, bookingDate);
  await expect(buddy).toHaveURL(new RegExp(`/hi/partner/${garageId}$`));
  await expect(buddy.getByRole('heading', { name: 'आज की मेरी ट्रिप', level: 1 })).toBeVisible();
  await expect(buddy.getByRole('link', { name: 'मेरी ट्रिप' }).first()).toBeVisible();
  await expect(buddy.getByRole('link', { name: 'जॉब', exact: true })).toHaveCount(0);
  const trip = buddy.getByTestId(`trip-${trackingId}-pickup`);
  await expect(trip.getByRole('heading', { level: 2 })).toContainText('पिकअप');
  await expect(trip).toContainText('सर्विस बडी तय');
  await expect(trip.getByRole('link', { name: /^Asha को \+91 \d{5} \d{5} पर कॉल करें$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(trip.getByRole('link', { name: /तक रास्ता$/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(buddy.getByRole('heading', { name: 'आपकी फोटो' })).toBeVisible();
  await shot(buddy, 'hi-my-trips');

  // On his way (his position shared), then at the door: the condition report asks in Hindi.
  await trip.getByRole('button', { name: 'मैं निकल गया हूँ' }).click();
  await expect(trip.getByText('कस्टमर के साथ आपकी लोकेशन शेयर हो रही है')).toBeVisible();
  await expect(trip).toContainText('कार लेने जा रहे हैं');
  await shot(buddy, 'hi-my-trips-on-the-way');
  await trip.getByRole('button', { name: 'मैं पहुँच गया' }).click();
  await expect(trip.getByRole('form', { name: 'पिकअप पर कार की हालत' })).toBeVisible();
  await trip.getByRole('button', { name: 'कंडीशन रिपोर्ट सेव करें' }).click();
  await expect(trip.getByText('फ्यूल लेवल चुनें')).toBeVisible();
  await expect(trip.getByText('पाँचों फोटो डालें (0 / 5 अपलोड)')).toBeVisible();
  await shot(buddy, 'hi-my-trips-report');

  // The same screen in Tamil, for a Chennai buddy.
  await switchConsoleTo(buddy, 'தமிழ்', 'ta');
  await expect(buddy.getByRole('heading', { name: 'இன்றைய என் ட்ரிப்ஸ்', level: 1 })).toBeVisible();
  await expect(buddy.getByTestId(`trip-${trackingId}-pickup`)).toContainText('பிக்அப்புக்கு வந்தாச்சு');
  await shot(buddy, 'ta-my-trips');
  await buddy.context().close();

  // The customer follows the same trip on the order page, in Hindi: the shared pickup steps, the one it is at now.
  await page.goto(`/hi/order/${trackingId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const now = page.locator('[aria-current="step"]');
  await expect(now).toContainText('पिकअप के लिए पहुँचे');
  await expect(now).toContainText('(अभी)');
  const steps = page.locator('ol').filter({ has: now });
  await expect(steps).toContainText('सर्विस बडी तय');
  await expect(steps).toContainText('(हो गया)');
  await expect(steps).not.toContainText('Arrived for pickup');
  await shot(page, 'hi-order-pickup');
});
