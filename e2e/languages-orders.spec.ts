import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { atIst, newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { confirmCashBooking, reachCheckout } from './support/checkout';
import { photo } from './support/photos';

const EXTRA = 'Front brake pads';

/** The page speaks Hindi: its document says so. */
const inHindi = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'hi');

/** Each orders screen as the customer sees it, for a person to look at (390 px on the phone project, 1280 px on the desktop one). */
const snap = (page: Page, name: string, project: string) => page.screenshot({ path: `/tmp/languages-orders-${name}-${project}.png`, fullPage: true });

/** The Hindi screen, then the same screen in Tamil (its words are the longest), and back to Hindi. */
async function snapHindiAndTamil(page: Page, name: string, project: string) {
  await snap(page, `${name}-hi`, project);
  const hindi = new URL(page.url()).pathname;
  await page.goto(hindi.replace(/^\/hi\//, '/ta/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap(page, `${name}-ta`, project);
  await page.goto(hindi);
  await inHindi(page);
}

/** A photo of `purpose` for the booking, uploaded by `who` as the partner console does (ask, PUT to the signed URL, complete): its id. */
async function uploadPhoto(who: Page, trackingId: string, purpose: 'extra', bytes: Buffer): Promise<string> {
  const id = randomUUID();
  const asked = await who.request.post('/api/v1/media/uploads', { data: { id, purpose, booking: trackingId, content_type: 'image/png', bytes: bytes.length } });
  expect(asked.status()).toBe(200);
  const { upload } = (await asked.json()).data as { upload: { url: string; method: string; headers: Record<string, string> } };
  expect((await who.request.fetch(upload.url, { method: upload.method ?? 'PUT', headers: upload.headers, data: bytes })).status()).toBe(200);
  expect((await who.request.post(`/api/v1/media/${id}/complete`)).status()).toBe(200);
  return id;
}

test('a Hindi customer follows an order in Hindi: My Orders, the garage accepting with a promised time, an extra approved after its photo, the invoice and a review', async ({
  page,
  browser,
}, testInfo) => {
  // A customer and an admin acting for the garage, through the whole order: three times the default time.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await reachCheckout(page, project);
  const trackingId = await confirmCashBooking(page, { walkIn: true });

  // The customer reads CarSeva in Hindi: the account keeps the choice, the pages are under /hi/.
  expect((await page.request.put('/api/v1/auth/me', { data: { language: 'hi' } })).status()).toBe(200);
  expect((await (await page.request.get('/api/v1/auth/me')).json()).data.language).toBe('hi');

  // My Orders, in Hindi: the order is among the ongoing ones, pending.
  await page.goto('/hi/order-history');
  await inHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'चालू ऑर्डर', selected: true })).toBeVisible();
  const card = page.getByRole('list', { name: 'चालू ऑर्डर' }).getByRole('listitem').first();
  await expect(card).toContainText('पेंडिंग');
  await expect(card).toContainText('चुना गया स्लॉट');
  await snapHindiAndTamil(page, 'history', project);

  // The order page, in Hindi, while the garage has not answered yet.
  await card.getByRole('link', { name: /की डिटेल्स$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/order/${trackingId}$`));
  await inHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'आपका ऑर्डर मिल गया है, गैराज के कन्फ़र्मेशन का इंतज़ार है।' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ऑर्डर डिटेल्स' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'स्टेटस टाइमलाइन' })).toContainText('बुकिंग हो गई');
  await snapHindiAndTamil(page, 'order-pending', project);
  // Cancel and reschedule speak Hindi too; the customer keeps the booking.
  const changes = page.getByRole('region', { name: 'प्लान बदल गया?' });
  await changes.getByRole('button', { name: 'बुकिंग कैंसिल करें' }).click();
  const cancel = page.getByRole('dialog', { name: 'बुकिंग कैंसिल करें' });
  await expect(cancel.getByRole('group', { name: 'आप कैंसिल क्यों कर रहे हैं?' })).toBeVisible();
  await cancel.getByRole('button', { name: 'बुकिंग कैंसिल करें' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('कोई वजह चुनें, या कुछ शब्दों में बताएँ।');
  await page.screenshot({ path: `/tmp/languages-orders-cancel-hi-${project}.png` });
  await cancel.getByRole('button', { name: 'बुकिंग रखें' }).click();
  await expect(cancel).toBeHidden();
  await changes.getByRole('button', { name: 'रीशेड्यूल करें' }).click();
  const reschedule = page.getByRole('dialog', { name: 'बुकिंग रीशेड्यूल करें' });
  await expect(reschedule.getByRole('button', { name: 'स्लॉट चुनें' })).toBeDisabled();
  // The dialog's date strip and slots are the shared ones, in Hindi: Today, Tomorrow, what each slot has left.
  const days = reschedule.getByRole('group', { name: 'पिकअप की तारीख' }).getByRole('button');
  await expect(days.first()).toContainText('आज');
  await expect(days.nth(1)).toContainText('कल');
  // The strip's last day: the other journeys fill the garage's nearer days in a whole run.
  await days.last().click();
  await expect(reschedule.getByRole('group', { name: 'टाइम स्लॉट' })).toContainText(/\d+ बाकी/);
  await expect(reschedule.getByText(/\d+ left$/)).toHaveCount(0);
  await page.screenshot({ path: `/tmp/languages-orders-reschedule-hi-${project}.png` });
  await reschedule.getByRole('button', { name: 'अभी का स्लॉट रखें' }).click();
  await expect(reschedule).toBeHidden();

  // The garage accepts and promises a time: an admin acting for it (the timeline says "by CarSeva"), on the booked day.
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'languages-orders'));
  const bookingDate: string = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.booking_date;
  const headers = onBookedDay(bookingDate);
  const partner = (path: string, data?: object) => admin.request.post(`/api/v1/partner/bookings/${trackingId}/${path}`, { data, headers });
  expect((await partner('status', { to: 'accepted' })).status()).toBe(200);
  const readyBy = new Date(`${bookingDate}T17:30:00+05:30`).toISOString();
  // Promised in the morning of the booked day (on the day's clock as it is now, 5:30 pm may have passed).
  const promised = await admin.request.put(`/api/v1/partner/bookings/${trackingId}/promise`, {
    data: { ready_by: readyBy },
    headers: atIst(bookingDate, '09:00'),
  });
  expect(promised.status(), await promised.text()).toBe(200);

  await page.reload();
  await inHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'गैराज ने आपका ऑर्डर कन्फ़र्म कर दिया है।' })).toBeVisible();
  await expect(page.getByText('कन्फ़र्म', { exact: true })).toBeVisible();
  // The promised time, in Hindi with the Hindi month: "… 5:30 pm तक तैयार".
  await expect(page.getByRole('region', { name: 'वादा किया गया समय' })).toContainText(/^\d{1,2} \S+, 5:30 pm तक तैयार$/);
  await expect(page.getByRole('region', { name: 'स्टेटस टाइमलाइन' })).toContainText('गैराज ने ऑर्डर कन्फ़र्म किया');
  await expect(page.getByRole('region', { name: 'स्टेटस टाइमलाइन' })).toContainText('CarSeva द्वारा');
  await snapHindiAndTamil(page, 'order-accepted', project);

  // In the service the garage finds worn brake pads and sends a photo with the proposal.
  expect((await partner('status', { to: 'processing' })).status()).toBe(200);
  const pads = await uploadPhoto(admin, trackingId, 'extra', photo([180, 60, 40]));
  expect((await partner('extras', { items: [{ name: EXTRA, price: 1800, note: 'Worn to 2 mm', photos: [pads] }] })).status()).toBe(200);

  await page.reload();
  await inHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी कार की सर्विस चल रही है।' })).toBeVisible();
  const extras = page.getByRole('region', { name: 'गैराज को मिला एक्स्ट्रा काम' });
  await expect(extras).toContainText('यह काम करने से पहले गैराज को आपका जवाब चाहिए।');
  await expect(extras).toContainText('गैराज ने क्या देखा: Worn to 2 mm');
  // The customer sees the photo before answering: it has loaded.
  const padsPhoto = extras.getByRole('img', { name: `${EXTRA} की फ़ोटो 1` });
  await expect(padsPhoto).toBeVisible();
  await expect.poll(() => padsPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await snapHindiAndTamil(page, 'order-extra', project);
  await extras.getByRole('button', { name: `${EXTRA} मंज़ूर करें` }).click();
  await expect(extras.getByText(new RegExp(`^${EXTRA} मंज़ूर। आपका नया टोटल ₹[\\d,]+ है`))).toBeVisible();
  await expect(extras.getByText('मंज़ूर', { exact: true })).toBeVisible();

  // The garage completes the work.
  expect((await partner('status', { to: 'completed' })).status()).toBe(200);
  await admin.context().close();

  await page.reload();
  await inHindi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'आपका ऑर्डर पूरा हो गया है।' })).toBeVisible();
  await expect(page.getByText('पूरा हुआ', { exact: true }).first()).toBeVisible();

  // The invoice downloads as the PDF it always was.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'इनवॉइस डाउनलोड करें' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^invoice-\\d{4}-\\d{2}-\\d{5}-${trackingId}\\.pdf$`));
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('इनवॉइस डाउनलोड हो गया।')).toBeVisible();

  // The review: a rating is asked for in Hindi, then five stars and a comment.
  const review = page.getByRole('region', { name: /पर आपकी सर्विस कैसी रही\?$/ });
  await review.scrollIntoViewIfNeeded();
  await review.getByRole('button', { name: 'रिव्यू भेजें' }).click();
  await expect(review.getByText('1 से 5 स्टार चुनें')).toBeVisible();
  await review
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 स्टार, शानदार' }) })
    .click();
  await review.getByLabel('दूसरों को बताएँ (ज़रूरी नहीं)').fill('समय पर पिकअप, कार एकदम साफ़ लौटी।');
  await snap(page, 'order-review-hi', project);
  await review.getByRole('button', { name: 'रिव्यू भेजें' }).click();
  const reviewed = page.getByRole('region', { name: / के रिव्यू$/ });
  await expect(reviewed.getByText('रिव्यू के लिए धन्यवाद!')).toBeVisible();
  await expect(reviewed).toContainText('(शानदार)');
  // The garage's rating beside it counts its reviews in Hindi.
  await expect(reviewed).toContainText(/\(\d+ रिव्यू\)/);
  await inHindi(page);
  await snapHindiAndTamil(page, 'order-completed', project);

  // My Orders in Tamil: the order is now among the completed ones.
  await page.goto('/ta/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'என் ஆர்டர்கள்' })).toBeVisible();
  await page.getByRole('tab', { name: 'முடிந்த ஆர்டர்கள்' }).click();
  await expect(page.getByRole('list', { name: 'முடிந்த ஆர்டர்கள்' }).getByRole('listitem').first()).toContainText('முடிந்தது');
  await snap(page, 'history-completed-ta', project);
});
