import { expect, test, type Page } from './support/test';
import { signUpAndLogIn, uniquePhone } from './support/accounts';
import { switchLanguage } from './support/languages';

/** Sushant Lok 1, Gurugram (pincode 122009). */
test.use({ geolocation: { latitude: 28.4637, longitude: 77.0726 }, permissions: ['geolocation'] });

/** The account's screens as a Tamil and a Hindi speaker read them. */
const WORDS = {
  ta: {
    openMenu: 'மெனுவைத் திற',
    profile: 'என் ப்ரொஃபைல்',
    whatsApp: 'WhatsApp-ல் ஆர்டர் அப்டேட்ஸ்',
    whatsAppOn: /^WhatsApp அப்டேட்ஸ் ஆன்\./,
    cars: 'என் கார்கள்',
    carList: 'உங்கள் கார்கள்',
    addresses: 'என் முகவரிகள்',
    addressList: 'உங்கள் முகவரிகள்',
    transactions: 'டிரான்ஸாக்ஷன் ஹிஸ்டரி',
    noTransactions: /^இன்னும் டிரான்ஸாக்ஷன் இல்லை\./,
    balance: 'உங்கள் பேலன்ஸ்',
    noMoney: /^இன்னும் CarSeva Money இல்லை\./,
    security: 'அக்கவுன்ட் செக்யூரிட்டி',
    thisDevice: 'இந்த டிவைஸ்',
    help: 'ஹெல்ப் சென்டர்',
    helpSearch: 'உதவித் தலைப்புகளில் தேடுங்கள்',
  },
  hi: {
    openMenu: 'मेन्यू खोलें',
    profile: 'मेरी प्रोफ़ाइल',
    whatsApp: 'WhatsApp पर ऑर्डर अपडेट',
    whatsAppOn: /^WhatsApp अपडेट चालू हैं।/,
    cars: 'मेरी कारें',
    carList: 'आपकी कारें',
    addresses: 'मेरे पते',
    addressList: 'आपके पते',
    transactions: 'ट्रांज़ैक्शन हिस्ट्री',
    noTransactions: /^अभी कोई ट्रांज़ैक्शन नहीं।/,
    balance: 'आपका बैलेंस',
    noMoney: /^अभी कोई CarSeva Money नहीं।/,
    security: 'अकाउंट सिक्योरिटी',
    thisDevice: 'यह डिवाइस',
    help: 'हेल्प सेंटर',
    helpSearch: 'मदद के विषय खोजें',
  },
} as const;

type Language = keyof typeof WORDS;

/** A picture of the screen for looking at (test-results/…), named by language and screen. */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const accountLanguage = async (page: Page) => (await (await page.request.get('/api/v1/auth/me')).json()).data.language as string;

/** My Cars in Tamil: the empty page, then a car added through the form. */
async function addCarInTamil(page: Page) {
  await page.goto('/ta/profile/vehicle');
  await expect(page.getByRole('heading', { level: 1, name: WORDS.ta.cars })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'இன்னும் கார் இல்லை' })).toBeVisible();
  await snapshot(page, 'ta-cars-empty');
  await page.getByRole('button', { name: 'உங்கள் காரைச் சேர்' }).click();
  const dialog = page.getByRole('dialog', { name: 'கார் சேர்' });
  await dialog.getByLabel('பிராண்ட்').selectOption({ label: 'Maruti Suzuki' });
  await expect(dialog.getByLabel('மாடல்')).toBeEnabled();
  await dialog.getByLabel('மாடல்').selectOption({ label: 'Swift' });
  await dialog.getByLabel('ஃப்யூல்', { exact: true }).selectOption({ label: 'பெட்ரோல்' });
  await dialog.getByLabel('நிக்நேம் (விருப்பம்)').fill('Family car');
  await expect(dialog.getByRole('button', { name: 'மூடு' })).toBeVisible();
  await snapshot(page, 'ta-car-form');
  await dialog.getByRole('button', { name: 'கார் சேர்' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'கார் சேர்க்கப்பட்டது' })).toBeVisible();
  const car = page.getByRole('list', { name: 'உங்கள் கார்கள்' }).getByRole('listitem');
  await expect(car).toHaveCount(1);
  await expect(car).toContainText('Maruti Suzuki Swift · பெட்ரோல்');
  await expect(car).toContainText('டிஃபால்ட்');
  await expect(car.getByRole('button', { name: 'Maruti Suzuki Swift எடிட் செய்' })).toBeVisible();
  await snapshot(page, 'ta-cars');
}

/** My Addresses in Tamil: an office address with its map pin from the device. */
async function addAddressInTamil(page: Page) {
  await page.goto('/ta/profile/addresses');
  await expect(page.getByRole('heading', { name: 'சேவ் செய்த முகவரி இல்லை' })).toBeVisible();
  await page.getByRole('button', { name: 'முகவரி சேர்' }).click();
  const dialog = page.getByRole('dialog', { name: 'முகவரி சேர்' });
  await dialog.getByRole('button', { name: 'ஆஃபீஸ்' }).click();
  await expect(dialog.getByRole('button', { name: 'ஆஃபீஸ்' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('முகவரி', { exact: true }).fill('Plot 7, Tower C, Sushant Lok 1');
  await dialog.getByRole('button', { name: 'என் லொகேஷனைப் பயன்படுத்து' }).click();
  await expect(dialog.getByText(/அருகே பின் சேவ் ஆனது: 28\.46370, 77\.07260/)).toBeVisible();
  await expect(dialog.getByLabel('பின்கோட்')).toHaveValue('122009');
  await snapshot(page, 'ta-address-form');
  await dialog.getByRole('button', { name: 'முகவரியை சேவ் செய்' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('list', { name: 'உங்கள் முகவரிகள்' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('ஆஃபீஸ்');
  await expect(saved).toContainText('பின்கோட் 122009');
  await expect(saved).toContainText('மேப் பின் சேவ் ஆனது');
  await snapshot(page, 'ta-addresses');
}

/** The account's other screens in a language: profile (WhatsApp updates as `whatsAppOn` says), cars, addresses, money, transactions, devices, help. */
async function readAccount(page: Page, language: Language, whatsAppOn: boolean) {
  const words = WORDS[language];
  await page.goto(`/${language}/profile/edit`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: words.profile })).toBeVisible();
  await expect(page.getByRole('switch', { name: words.whatsApp })).toHaveAttribute('aria-checked', String(whatsAppOn));
  await expect(page).toHaveTitle(`${words.profile} | CarSeva`);
  await snapshot(page, `${language}-profile`);

  for (const [path, heading, list] of [
    ['profile/vehicle', words.cars, words.carList],
    ['profile/addresses', words.addresses, words.addressList],
  ] as const) {
    await page.goto(`/${language}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('list', { name: list }).getByRole('listitem')).toHaveCount(1);
    await snapshot(page, `${language}-${path.replace('profile/', '')}`);
  }

  await page.goto(`/${language}/profile/wallet`);
  await expect(page.getByRole('heading', { name: words.balance })).toBeVisible();
  await expect(page.getByText('₹0', { exact: true })).toBeVisible();
  await expect(page.getByText(words.noMoney)).toBeVisible();
  await snapshot(page, `${language}-wallet`);
  await page.getByRole('main').getByRole('link', { name: words.transactions }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/profile/transactions$`));
  await expect(page.getByRole('heading', { level: 1, name: words.transactions })).toBeVisible();
  await expect(page.getByText(words.noTransactions)).toBeVisible();
  await expect(page).toHaveTitle(`${words.transactions} | CarSeva`);
  await snapshot(page, `${language}-transactions`);

  await page.goto(`/${language}/profile/security`);
  await expect(page.getByRole('heading', { level: 1, name: words.security })).toBeVisible();
  await expect(page.getByText(words.thisDevice, { exact: true })).toBeVisible();
  await snapshot(page, `${language}-security`);

  await page.goto(`/${language}/help`);
  await expect(page.getByRole('heading', { level: 1, name: words.help })).toBeVisible();
  await expect(page.getByLabel(words.helpSearch)).toBeVisible();
  await snapshot(page, `${language}-help`);
}

test('a signed-in customer keeps their cars, addresses, money and updates in Tamil, then reads the same account in Hindi; the account keeps the language', async ({
  page,
}, testInfo) => {
  // Every account screen, twice (Tamil, then Hindi), each pictured.
  test.setTimeout(120_000);
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect(await accountLanguage(page)).toBe('en');

  // Tamil, chosen where the customer is: the same page in Tamil, and the account keeps the choice.
  await switchLanguage(page, 'தமிழ்', 'Open menu');
  await expect(page).toHaveURL(/\/ta\/profile\/edit$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: WORDS.ta.profile })).toBeVisible();
  expect(await accountLanguage(page)).toBe('ta');

  // WhatsApp updates, switched on in Tamil; the answer is Tamil too.
  const whatsApp = page.getByRole('switch', { name: WORDS.ta.whatsApp });
  await expect(whatsApp).toHaveAttribute('aria-checked', 'false');
  await whatsApp.click();
  await expect(whatsApp).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: WORDS.ta.whatsAppOn })).toBeVisible();

  await addCarInTamil(page);
  await addAddressInTamil(page);
  await readAccount(page, 'ta', true);

  // Hindi from the side menu or header: the same page, now in Hindi, and the account follows.
  await switchLanguage(page, 'हिन्दी', WORDS.ta.openMenu);
  await expect(page).toHaveURL(/\/hi\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await accountLanguage(page)).toBe('hi');
  await readAccount(page, 'hi', true);
});
