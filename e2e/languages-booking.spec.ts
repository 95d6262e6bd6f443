import { expect, test, type Locator, type Page } from './support/test';
import { latestOtp, uniquePhone } from './support/accounts';
import { isMobile } from './support/checkout';
import { switchLanguage } from './support/languages';

/** The words of each language the booking path is checked against (the catalogues' own, as a customer reads them). */
const WORDS = {
  hi: {
    openMenu: 'मेन्यू खोलें',
    servicesTitle: 'आपके पास कार सर्विस',
    chooseCity: 'अपना शहर चुनें',
    addToCart: /^कार्ट में जोड़ें/,
    added: /^जोड़ा गया/,
    viewCart: 'कार्ट देखें',
    cartPanel: 'आपका ऑर्डर',
    checkout: 'चेकआउट',
    hello: (name: string) => `नमस्ते, ${name}!`,
    date: 'तारीख चुनें',
    slot: 'टाइम स्लॉट चुनें',
    pickSlot: 'कृपया एक टाइम स्लॉट चुनें।',
    handover: 'आपकी कार गैराज तक कैसे जाएगी',
    pickupAddress: 'पिकअप का पता',
    address: 'पता',
    pincode: 'पिनकोड',
    payment: 'पेमेंट का तरीका',
    cash: 'कैश में पेमेंट (COD)',
    payNow: 'अभी पेमेंट करें',
    confirm: 'बुकिंग कन्फ़र्म करें',
    summary: 'आपका ऑर्डर',
    confirmed: 'बुकिंग कन्फ़र्म हो गई',
    next: 'आगे क्या होगा',
    details: 'ऑर्डर डिटेल देखें',
    today: 'आज',
    tomorrow: 'कल',
    slotsLeft: /\d+ बाकी/,
    subtotal: 'सबटोटल',
    total: 'कुल',
    coupon: 'कूपन लगाएँ',
  },
  ta: {
    openMenu: 'மெனுவைத் திற',
    servicesTitle: 'உங்கள் அருகில் கார் சர்வீஸ்',
    chooseCity: 'உங்கள் நகரத்தைத் தேர்வுசெய்யுங்கள்',
    addToCart: /^கார்ட்டில் சேர்/,
    added: /^சேர்க்கப்பட்டது/,
    viewCart: 'கார்ட் பார்',
    cartPanel: 'உங்கள் ஆர்டர்',
    checkout: 'செக்அவுட்',
    hello: (name: string) => `வணக்கம், ${name}!`,
    date: 'தேதியைத் தேர்வுசெய்யுங்கள்',
    slot: 'டைம் ஸ்லாட்டைத் தேர்வுசெய்யுங்கள்',
    pickSlot: 'ஒரு டைம் ஸ்லாட்டைத் தேர்வுசெய்யுங்கள்.',
    handover: 'உங்கள் கார் கேரேஜுக்கு எப்படிச் செல்லும்',
    pickupAddress: 'பிக்அப் முகவரி',
    address: 'முகவரி',
    pincode: 'பின்கோட்',
    payment: 'பேமெண்ட் முறை',
    cash: 'கேஷாகச் செலுத்து (COD)',
    payNow: 'இப்போது செலுத்து',
    confirm: 'புக்கிங்கை உறுதிசெய்',
    summary: 'உங்கள் ஆர்டர்',
    confirmed: 'புக்கிங் உறுதியானது',
    next: 'அடுத்து என்ன நடக்கும்',
    details: 'ஆர்டர் விவரங்களைப் பார்',
    today: 'இன்று',
    tomorrow: 'நாளை',
    slotsLeft: /\d+ மீதம்/,
    subtotal: 'சப்டோட்டல்',
    total: 'மொத்தம்',
    coupon: 'கூப்பன் அப்ளை செய்யுங்கள்',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** English words of the booking path's own screens that must not be left on a Hindi or Tamil page. */
const ENGLISH_CHECKOUT = [
  'Hello, Customer!',
  'Select a date',
  'Select a time slot',
  'How your car gets to the garage',
  'Pickup address',
  'Payment method',
  'Pay Online',
  'Pay Cash (COD)',
  'Order updates',
  'Your order',
  'Pay Now',
  'Confirm Booking',
  // The shared pieces: the date strip, the totals, the coupon.
  'Today',
  'Tomorrow',
  'Subtotal',
  'Total',
  'To pay',
  'Apply Coupon',
  'Coupons are checked and applied at checkout.',
];
const ENGLISH_CONFIRMATION = ['Booking confirmed', 'Your booking', 'What happens next', 'Add to calendar', 'Share', 'View order details'];

async function expectNoEnglish(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true }), text).toHaveCount(0);
}

/** Screenshots of the screen as the customer sees it, a screenful each down to the footer, kept with the run's results to look at. */
async function snap(page: Page, name: string, parts = 4) {
  const { width, height } = page.viewportSize()!;
  const bottom = await page.evaluate(() => document.querySelector('footer')?.getBoundingClientRect().top ?? document.body.scrollHeight);
  for (let part = 0; part < parts && part * height < bottom; part++) {
    const clip = { x: 0, y: part * height, width, height: Math.min(height, bottom - part * height) };
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${part}.png`), fullPage: true, clip });
  }
}

/**
 * An account made through the API that has chosen `language` (as the switcher would have saved it), its
 * sign-up session ended: the journey signs in through the screens.
 */
async function accountInLanguage(page: Page, phone: string, language: 'hi' | 'ta') {
  const request = page.request;
  const details = { mobile_no: phone, name: 'Meena Iyer', email: `meena.${phone}@example.in`, username: `meena_${phone}` };
  expect((await request.post('/api/v1/auth/otp/register', { data: details })).status()).toBe(200);
  const created = await request.post('/api/v1/auth/otp/register/verify', { data: { mobile_no: phone, otp: await latestOtp(request, phone) } });
  expect(created.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await created.json()).data as { token: string }).token}` };
  expect((await request.put('/api/v1/auth/me', { headers, data: { language } })).status()).toBe(200);
  expect((await request.post('/api/v1/auth/logout', { headers })).status()).toBe(200);
}

/** The login screen in the page's language: the number, the code from the dev outbox, in. */
async function logInOnScreen(page: Page, phone: string, labels: { mobile: string; send: string; code: string; verify: string }) {
  await page.getByLabel(labels.mobile).fill(phone);
  await page.getByRole('button', { name: labels.send }).click();
  await page.getByLabel(labels.code).fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: labels.verify }).click();
}

/** The home page's car picker (a shared dialog): Maruti Suzuki, Swift, its first fuel. */
async function chooseSwift(page: Page, selectCar: string) {
  await page.getByRole('button', { name: selectCar }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Maruti Suzuki', exact: true }).click();
  await dialog
    .getByRole('button', { name: /^Swift\b/ })
    .first()
    .click();
  // The Swift comes in petrol and CNG: each fuel's button names the model last.
  await dialog
    .getByRole('button', { name: /Swift$/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/** The listing in the page's language: Gurugram chosen, the first service added; returns its name. */
async function addFirstService(page: Page, words: Words): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: words.servicesTitle })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: words.chooseCity }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Gurugram' }).click();
  const card = page.getByRole('tabpanel').getByRole('article').first();
  const service = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: words.addToCart }).click();
  await expect(card.getByRole('button', { name: words.added })).toBeVisible();
  return service;
}

/** From the listing to checkout: the cart bar on a phone, the order panel's button on a desktop. */
async function openCart(page: Page, words: Words) {
  if (isMobile(page)) await page.getByRole('link', { name: words.viewCart }).click();
  else await page.getByRole('complementary', { name: words.cartPanel }).getByRole('button', { name: words.checkout }).click();
}

/** The checkout's panels by their headings, in the page's language. */
const panel = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** An open slot on the first day from tomorrow that has one (other journeys book the same garage). */
async function chooseDayAndSlot(page: Page, words: Words) {
  const days = panel(page, words.date).getByRole('button');
  const open = panel(page, words.slot).getByRole('button', { disabled: false });
  const last = (await days.count()) - 1;
  for (let day = 1; ; day++) {
    await days.nth(day).click();
    await expect(days.nth(day)).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page, words.slot).getByRole('button').first()).toBeVisible();
    if (day === last || (await open.count()) > 0) break;
  }
  await (test.info().parallelIndex % 2 === 0 ? open.first() : open.last()).click();
}

/** The checkout's shared pieces in the page's language: Today and Tomorrow, what each slot has left, the totals and the coupon. */
async function expectBookingPieces(page: Page, words: Words) {
  const days = panel(page, words.date).getByRole('button');
  await expect(days.first()).toContainText(words.today);
  await expect(days.nth(1)).toContainText(words.tomorrow);
  await expect(panel(page, words.slot).getByRole('button', { disabled: false }).first()).toContainText(words.slotsLeft);
  await expect(page.getByText(/\d+ left$/)).toHaveCount(0);
  const totals = page.getByRole('complementary', { name: words.summary }).locator('dl');
  await expect(totals).toContainText(words.subtotal);
  await expect(totals).toContainText(words.total);
  await expect(page.getByRole('button', { name: words.coupon })).toBeVisible();
}

/** The rest of the checkout in the page's language: a Gurugram pickup address, cash, confirmed; the confirmation screen. */
async function confirmCashBooking(page: Page, words: Words) {
  await panel(page, words.pickupAddress).getByRole('textbox', { name: words.address, exact: true }).fill('Flat 402, Tower B, Sector 15');
  await panel(page, words.pickupAddress).getByRole('textbox', { name: words.pincode, exact: true }).fill('122001');
  await page.getByRole('radio', { name: words.cash }).check();
  await expect(page.getByRole('button', { name: words.payNow })).toHaveCount(0);
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page).toHaveURL(/\/order\/CS[A-Z0-9]{10}\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: words.confirmed })).toBeVisible();
  await expect(page.getByRole('heading', { name: words.next })).toBeVisible();
  await expect(page.getByRole('link', { name: words.details })).toBeVisible();
  await expectNoEnglish(page, ENGLISH_CONFIRMATION);
}

test('a customer books entirely in Hindi, on a phone as on a desktop: listing, sign-up, every checkout step and the confirmation', async ({
  page,
}, testInfo) => {
  const words = WORDS.hi;
  const phone = uniquePhone(testInfo.project.name);
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await chooseSwift(page, 'कार चुनें');

  await page.goto('/hi/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const service = await addFirstService(page, words);
  await expect(page.getByRole('tab', { name: 'सभी' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'hi-services', 2);
  await openCart(page, words);

  // Checkout asks who is booking: a new number gets the short sign-up, in Hindi.
  await expect(page).toHaveURL(/\/hi\/login\?next=%2Fcheckout$/);
  await expect(page.getByRole('heading', { name: 'अपने अकाउंट में साइन इन करें' })).toBeVisible();
  await snap(page, 'hi-login');
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  // The form's own rules speak Hindi too.
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByLabel('पूरा नाम')).toHaveAccessibleDescription('नाम ज़रूरी है और उसमें सिर्फ़ अक्षर हों।');
  await page.getByLabel('पूरा नाम').fill('Kavita Sharma');
  await page.getByLabel('ईमेल').fill(`kavita.${phone}@example.in`);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'वेरिफिकेशन कोड डालें' })).toBeVisible();
  await snap(page, 'hi-login-code');
  await page.getByLabel('वेरिफिकेशन कोड').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'वेरिफाई करें और अकाउंट बनाएँ' }).click();

  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: words.hello('Kavita Sharma') })).toBeVisible();
  for (const heading of [words.date, words.slot, words.pickupAddress, words.summary])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: words.handover })).toBeVisible();
  await expect(page.getByRole('group', { name: words.payment })).toBeVisible();
  await expect(page.getByRole('complementary', { name: words.summary }).getByText(service)).toBeVisible();
  await expectNoEnglish(page, ENGLISH_CHECKOUT);
  await snap(page, 'hi-checkout');

  await page.getByRole('button', { name: words.payNow }).click();
  await expect(page.getByText(words.pickSlot)).toBeVisible();
  await chooseDayAndSlot(page, words);
  await expectBookingPieces(page, words);
  await expectNoEnglish(page, ENGLISH_CHECKOUT);
  await snap(page, 'hi-checkout-slot');
  await confirmCashBooking(page, words);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await snap(page, 'hi-confirmed');

  // The new account keeps the language it was made in.
  expect(((await (await page.request.get('/api/v1/auth/me')).json()).data as { language: string }).language).toBe('hi');
});

test('switching from Hindi to Tamil on the slot step keeps the cart and the car, and the order is placed in Tamil', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);
  await accountInLanguage(page, phone, 'hi');
  await page.goto('/hi/login');
  await logInOnScreen(page, phone, { mobile: 'मोबाइल नंबर', send: 'OTP भेजें', code: 'वेरिफिकेशन कोड', verify: 'वेरिफाई करें और लॉगिन करें' });
  await expect(page).toHaveURL(/\/hi\/?$/);
  await chooseSwift(page, 'कार चुनें');
  await page.goto('/hi/services');
  const service = await addFirstService(page, WORDS.hi);
  await openCart(page, WORDS.hi);
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  const summary = page.getByRole('complementary', { name: WORDS.hi.summary });
  await expect(summary).toContainText('Swift');
  await chooseDayAndSlot(page, WORDS.hi);

  await switchLanguage(page, 'தமிழ்', WORDS.hi.openMenu);
  await expect(page).toHaveURL(/\/ta\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const words = WORDS.ta;
  await expect(page.getByRole('heading', { level: 1, name: words.hello('Meena Iyer') })).toBeVisible();
  // The cart and the car were in the browser's storage: both are still there.
  const tamilSummary = page.getByRole('complementary', { name: words.summary });
  await expect(tamilSummary.getByText(service)).toBeVisible();
  await expect(tamilSummary).toContainText('Maruti Suzuki Swift');
  await expectNoEnglish(page, ENGLISH_CHECKOUT);
  await snap(page, 'ta-checkout');

  await chooseDayAndSlot(page, words);
  await expectBookingPieces(page, words);
  await expectNoEnglish(page, ENGLISH_CHECKOUT);
  await snap(page, 'ta-checkout-slot');
  await confirmCashBooking(page, words);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await snap(page, 'ta-confirmed');
  // The switch was saved on the account, for the server's messages and the next device.
  expect(((await (await page.request.get('/api/v1/auth/me')).json()).data as { language: string }).language).toBe('ta');

  await page.goto('/ta/services');
  await expect(page.getByRole('heading', { level: 1, name: words.servicesTitle })).toBeVisible();
  await snap(page, 'ta-services', 2);
});

test('signing in on a new device with a Hindi account opens the Hindi pages', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);
  await accountInLanguage(page, phone, 'hi');
  await page.goto('/ta/login');
  await expect(page.getByRole('heading', { name: 'உங்கள் அக்கவுண்டில் சைன் இன் செய்யுங்கள்' })).toBeVisible();
  await snap(page, 'ta-login');

  // A fresh browser on the English login page, on its way to the services.
  await page.goto('/login?next=%2Fservices');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await logInOnScreen(page, phone, { mobile: 'Mobile Number', send: 'Send OTP', code: 'Verification Code', verify: 'Verify & Login' });
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: WORDS.hi.servicesTitle })).toBeVisible();
  // Remembered for this browser: an English address opens in Hindi from now on.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/hi\/about$/);
});
