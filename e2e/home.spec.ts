import { expect, test, type Page } from './support/test';
import { chooseCar } from './support/accounts';
import { chooseCity } from './support/checkout';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The booking form's own picker buttons (the mobile top bar has its own). */
const form = (page: Page) => page.getByRole('form', { name: 'Get instant quotes for your car service' });

test.describe('home page', () => {
  test('shows every section with the spec texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'CHECK PRICES FOR FREE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Car Services available in your city' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Periodic Services' })).toHaveAttribute('href', /\/services\?category=\d+/);
    for (const heading of [
      'Trending Near You',
      'CarSeva Guarantee',
      'How CarSeva Works',
      'What Our Customers Say',
      'Frequently Asked Questions',
      'Install the CarSeva app',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeAttached();
    }
    for (const tile of ['Free PickUp Drop', 'Genuine Parts', '30 Days Warranty', 'Affordable Prices']) {
      await expect(page.getByRole('heading', { name: tile })).toBeAttached();
    }
    const faqs = page.locator('#faq details');
    await expect(faqs).toHaveCount(8);
    await page.getByText('Can I cancel my booking?').click();
    await expect(page.getByText('Cancellation is free up to 2 hours before your scheduled time.')).toBeVisible();
    await expect(page.getByText('lorem', { exact: false })).toHaveCount(0);
  });

  test('the hero has a six-slide carousel with dots on phones, the background hero on desktop', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our services' });
    if (isMobile(page)) {
      await expect(carousel).toBeVisible();
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
      await carousel.getByRole('button', { name: /Show slide 3/ }).click();
      await expect(carousel.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-current', 'true');
    } else {
      await expect(carousel).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Experience the Best Car Services in India' })).toBeVisible();
    }
  });

  test('pick the city with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const cityButton = form(page).getByRole('button', { name: 'Select City' });
    await cityButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose Your City' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    // Escape closes and gives focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cityButton).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gurugram' })).toBeVisible();
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Gurugram' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(form(page).getByRole('button', { name: 'Gurugram' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Car Services available in Gurugram' })).toBeVisible();
  });

  test('pick the car with the mouse: brand, model, back arrow, outside click', async ({ page }) => {
    await page.goto('/');
    await form(page).getByRole('button', { name: 'Select Car' }).click();
    const brands = page.getByRole('dialog', { name: 'Choose Your Car' });
    await expect(brands.getByRole('button', { name: 'Hyundai' })).toBeVisible();
    await expect(brands.locator('img[src="/icons/brands/hyundai.svg"]')).toBeAttached();
    await brands.getByRole('button', { name: 'Hyundai' }).click();
    const models = page.getByRole('dialog', { name: 'Choose Your Model' });
    await expect(models.getByRole('button', { name: /^Creta/ })).toBeVisible();
    await models.getByRole('button', { name: 'Back to brands' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Your Car' })).toBeVisible();
    // A click on the backdrop closes the popup.
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();

    // A car is kept only once it is whole (brand, model and fuel): the half-chosen Hyundai is not.
    await form(page).getByRole('button', { name: 'Select Car' }).click();
    await page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('button', { name: 'Tata' }).click();
    await page
      .getByRole('dialog', { name: 'Choose Your Model' })
      .getByRole('button', { name: /^Nexon/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Choose Your Fuel' }).getByRole('button', { name: 'Diesel Nexon' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(form(page).getByRole('button', { name: /Tata Nexon/ })).toBeVisible();
    if (isMobile(page)) await expect(page.getByRole('banner').getByRole('button', { name: /Tata Nexon/ })).toBeVisible();
  });

  test('a short phone gets the message and sends nothing; a valid one posts the lead and opens the services', async ({ page }) => {
    await page.goto('/');
    const leads: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/contact/lead')) leads.push(r.postDataJSON());
    });
    const phone = form(page).getByLabel('Mobile number');
    await phone.fill('98765');
    await page.getByRole('button', { name: 'CHECK PRICES FOR FREE' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('please provide a valid phone number');
    await phone.fill('4876543210');
    await page.getByRole('button', { name: 'CHECK PRICES FOR FREE' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Enter Valid Input');
    expect(leads).toHaveLength(0);

    await form(page).getByRole('button', { name: 'Select City' }).click();
    await page.getByRole('dialog', { name: 'Choose Your City' }).getByRole('button', { name: 'Pune' }).click();
    await phone.fill('98x765 43210');
    await expect(phone).toHaveValue('9876543210');
    await page.getByRole('button', { name: 'CHECK PRICES FOR FREE' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(leads).toEqual([{ phone: '9876543210', city: 6, car_model: null }]);
    await expect(page.getByText('Garages near the centre of Pune')).toBeVisible();
  });

  test('a link to a home section opens the page at that section', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/#faq');
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('a trending card opens the services of its category', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('link', { name: /Ceramic Coating/ });
    await expect(card).toHaveAttribute('href', '/services?category=car-wash-detailing');
    await card.click();
    await expect(page.getByRole('tab', { name: 'Car Wash & Detailing', selected: true })).toBeVisible();
  });

  test('Get App Link texts the link to the number', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#download-app');
    await section.getByLabel('Mobile number').fill('9123456789');
    await section.getByRole('button', { name: 'Get App Link' }).click();
    await expect(section.getByText('Sent! The link is on its way to +91 91234 56789.')).toBeVisible();
  });

  test('footer: five columns, on phones one open at a time', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const about = footer.getByRole('button', { name: 'About Us' });
    const brands = footer.getByRole('button', { name: 'Popular Brands' });
    await expect(footer.getByRole('heading')).toHaveCount(5);
    await expect(footer.getByRole('link', { name: '1800-102-7382' })).toBeVisible();
    if (isMobile(page)) {
      await expect(footer.getByRole('link', { name: 'About CarSeva' })).toBeHidden();
      await about.click();
      await expect(footer.getByRole('link', { name: 'About CarSeva' })).toBeVisible();
      await brands.click();
      await expect(brands).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      await expect(footer.getByRole('link', { name: 'About CarSeva' })).toBeHidden();
    } else {
      await expect(footer.getByRole('link', { name: 'About CarSeva' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Hyundai Car Service' })).toBeVisible();
    }
  });
});

test('header and navigation', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  if (!isMobile(page)) {
    // Desktop: over the hero on /, static elsewhere; 'Log In' when logged out; no tab bar.
    const header = page.getByRole('banner').filter({ has: page.getByRole('link', { name: 'About Us' }) });
    await expect(header).toHaveCSS('position', 'absolute');
    await expect(tabs).toBeHidden();
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await header.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(header).toHaveCSS('position', 'static');
    await header.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await header.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About CarSeva' })).toBeVisible();
    return;
  }
  // Phones: Select City on /, Back elsewhere, car chip, side menu, tab bar only on its routes.
  const topBar = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Open menu' }) });
  await expect(topBar.getByRole('button', { name: /Select City/ })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Select Car' })).toBeVisible();
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Services', 'Cart', 'Menu']);

  await topBar.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const entry of ['Sign In', 'Home', 'About', 'Services', 'Contact Us', 'My Orders', 'My Profile', 'CarSeva Money', 'My Cars']) {
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(tabs).toBeHidden();
  await topBar.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const path of ['/contact', '/blog', '/thankyou']) {
    await page.goto(path);
    await expect(topBar.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(tabs).toBeHidden();
  }
  await page.goto('/services');
  await expect(tabs).toBeVisible();
  await tabs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await topBar.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'My Cars' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Your Car' })).toBeVisible();
});

test.describe('location', () => {
  test.use({ geolocation: { latitude: 28.4595, longitude: 77.0266 }, permissions: ['geolocation'] });

  test('with permission the device location is named and used for the services', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) await expect(page.getByRole('banner').getByRole('button', { name: /Location: Sector 15/ })).toBeVisible();
    const stored = await page.waitForFunction(() => JSON.parse(localStorage.getItem('carseva-location') ?? '{}').state?.pincode);
    expect(await stored.jsonValue()).toBe('122001');
    await page.goto('/services');
    await expect(page.getByText('Garages near Sector 15')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  });
});

test.describe('location refused', () => {
  test('without location or city the services page asks for one; choosing a city uses its centre', async ({ page }) => {
    await page.goto('/services');
    await expect(
      page.getByText('Please Give Your Location Permission From Settings to View Services & If you give permission then refresh the page'),
    ).toBeVisible();
    await chooseCity(page, 'Bengaluru');
    await expect(page.getByText('Garages near the centre of Bengaluru')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  });
});

/** The home quote form's words in English and in Hindi. */
const QUOTE_WORDS = {
  en: {
    home: '/',
    form: 'Get instant quotes for your car service',
    selectCity: 'Select City',
    cities: 'Choose Your City',
    phone: 'Mobile number (optional)',
    submit: 'CHECK PRICES FOR FREE',
    services: /\/services$/,
    from: 'from',
  },
  hi: {
    home: '/hi',
    form: 'अपनी कार सर्विस का तुरंत कोटेशन पाएँ',
    selectCity: 'शहर चुनें',
    cities: 'अपना शहर चुनें',
    phone: 'मोबाइल नंबर (ज़रूरी नहीं)',
    submit: 'फ्री में दाम देखें',
    services: /\/hi\/services$/,
    from: 'शुरुआत',
  },
};

for (const [language, words] of Object.entries(QUOTE_WORDS)) {
  test(`${language}: the home form shows the prices for the chosen city and car with no phone number, and records no lead`, async ({ page }) => {
    const leads: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/contact/lead')) leads.push(r.postDataJSON());
    });
    await chooseCar(page);
    await page.goto(words.home);
    const quotes = page.getByRole('form', { name: words.form });
    await quotes.getByRole('button', { name: words.selectCity }).click();
    await page.getByRole('dialog', { name: words.cities }).getByRole('button', { name: 'Pune' }).click();
    await expect(quotes.getByLabel(words.phone)).toHaveValue('');
    await quotes.getByRole('button', { name: words.submit }).click();

    await expect(page).toHaveURL(words.services);
    // Each service's price for the chosen car's band, not the lowest band's "from" price.
    const price = page.getByRole('tabpanel').getByRole('article').first().locator('.text-xl');
    await expect(price).toHaveText(/₹\d/);
    await expect(price).not.toContainText(words.from);
    expect(leads).toEqual([]);
  });
}
