import { expect, type Page, test } from './support/test';
import { chooseOpenDayAndSlot, openPlacedOrder, reachCheckout } from './support/checkout';

/** Sector 15, Gurugram: where the device says the customer is. */
const IN_GURUGRAM = { latitude: 28.4595, longitude: 77.0266 };
const MUMBAI_GARAGE = /Siddhivinayak Auto Works|Hill Road Car Care|Sai Kripa Motors|Gokul Auto Service|Jai Ambe Motors|Shree Samarth Garage/;
const GURUGRAM_GARAGE = /Aravali Auto Works|Hari Om Motors|Shivam Car Service/;

/** The listing's words in each language (the catalogues' own). */
const WORDS = {
  en: {
    prefix: '',
    nearSector15: 'Garages near Sector 15',
    nearMumbai: 'Garages near the centre of Mumbai',
    changeCity: 'Change city',
    browseMumbai: 'See services and prices in Mumbai',
    nearMe: 'Near me',
  },
  hi: {
    prefix: '/hi',
    nearSector15: 'Sector 15 के पास गैराज',
    nearMumbai: 'Mumbai के सेंटर के पास गैराज',
    changeCity: 'शहर बदलें',
    browseMumbai: 'Mumbai में सर्विस और दाम देखें',
    nearMe: 'मेरे पास',
  },
} as const;

/** The listing shows Mumbai's garages and none of Gurugram's. */
async function expectMumbaiGarages(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await expect(page.getByText(words.nearMumbai)).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toContainText(MUMBAI_GARAGE);
  await expect(page.getByRole('tabpanel')).not.toContainText(GURUGRAM_GARAGE);
}

// The chosen city is the city served (ADR 50): location allowed in Gurugram, Mumbai chosen lists Mumbai.
test.describe('with the device in Gurugram', () => {
  test.use({ geolocation: IN_GURUGRAM, permissions: ['geolocation'] });

  for (const language of ['en', 'hi'] as const) {
    const words = WORDS[language];

    test(`choosing Mumbai lists Mumbai's garages, from the services page and from Mumbai's city page (${language})`, async ({ page }, testInfo) => {
      await page.goto(`${words.prefix}/services`);
      // Location allowed: with no city chosen, the listing is around the device.
      await expect(page.getByText(words.nearSector15)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText(GURUGRAM_GARAGE);

      await page.getByRole('button', { name: words.changeCity }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mumbai' }).click();
      await expectMumbaiGarages(page, words);
      await page.screenshot({ path: testInfo.outputPath(`services-mumbai-${language}-${page.viewportSize()!.width}.png`) });

      // Back to Gurugram, then Mumbai's city page: its button opens Mumbai's listing, whatever the device says.
      await page.getByRole('button', { name: words.changeCity }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Gurugram' }).click();
      await expect(page.getByText(words.nearSector15)).toBeVisible();
      await page.goto(`${words.prefix}/services/in/mumbai`);
      await page.getByRole('button', { name: words.browseMumbai }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/services$`));
      await expectMumbaiGarages(page, words);

      // "Near me" is the explicit choice of the device: the city it is in (Gurugram), listed from where it is.
      await page.getByRole('button', { name: words.changeCity }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.nearMe }).click();
      await expect(page.getByText(words.nearSector15)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toContainText(GURUGRAM_GARAGE);
      await page.getByRole('button', { name: words.changeCity }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Gurugram' })).toHaveAttribute('aria-pressed', 'true');
    });
  }
});

// The NCR is one market: a Dwarka (Delhi) pickup is served by a Gurugram garage within its radius.
test('a Dwarka pickup (110077) is served by a Gurugram garage about 11 km away, in Hindi as in English, and is booked', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  const verdict = (pincode: string) => page.waitForResponse((r) => r.url().includes('/bookings/serviceability') && r.url().includes(`pincode=${pincode}`));

  // In Hindi: the checkout keeps the free pickup for the Dwarka pincode.
  const checkedHi = verdict('110077');
  await page.goto('/hi/checkout');
  const pickupHi = page.getByRole('radio', { name: 'मेरे पते से फ्री पिकअप और ड्रॉप' });
  await page.getByRole('region', { name: 'पिकअप का पता' }).getByRole('textbox', { name: 'पिनकोड', exact: true }).fill('110077');
  expect((await (await checkedHi).json()).data).toMatchObject({ serviceable: true });
  await expect(pickupHi).toBeChecked();
  await expect(pickupHi).not.toHaveAccessibleDescription(/इस पते पर उपलब्ध नहीं/);

  // In English: the same, then booked with the pickup from Dwarka.
  const checked = verdict('110077');
  await page.goto('/checkout');
  await chooseOpenDayAndSlot(page);
  const pickup = page.getByRole('radio', { name: 'Free pickup and drop from my address' });
  await page.getByRole('textbox', { name: 'Address' }).fill('House 12, Sector 23, Dwarka, New Delhi');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('110077');
  expect((await (await checked).json()).data).toMatchObject({ serviceable: true });
  await expect(pickup).toBeChecked();
  await expect(pickup).not.toHaveAccessibleDescription(/Not available at this address/);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await openPlacedOrder(page);
  await expect(page.getByText('House 12, Sector 23, Dwarka, New Delhi')).toBeVisible();
});
