import { expect, test } from './support/test';
import { isMobile } from './support/checkout';
import { switchLanguage } from './support/languages';

test('a visitor reads the site in Hindi, switches to Tamil on the same page, fills the cart, and back in English the cart is kept', async ({ page }) => {
  // Which catalogues the page downloads (built as locale-{language}-{namespace}-….js).
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/locale-([a-z]{2})-([\w-]+?)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) catalogues.push(`${match[1]}/${match[2]}`);
  });
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The Hindi page's own catalogues, and nothing of another language.
  await expect.poll(() => [...catalogues].sort()).toEqual(['hi/common', 'hi/home']);
  await expect(page.getByRole('heading', { level: 1, name: 'भारत की सबसे अच्छी कार सर्विस का अनुभव लें' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'फ्री में दाम देखें' })).toBeVisible();
  // The form's own checks speak Hindi too: the number is optional, but one given is checked.
  await page.getByLabel('मोबाइल नंबर (ज़रूरी नहीं)').first().fill('98765');
  await page.getByRole('button', { name: 'फ्री में दाम देखें' }).click();
  await expect(page.getByRole('alert')).toHaveText('कृपया सही मोबाइल नंबर डालें');
  await expect(page).toHaveTitle('CarSeva — आपके पास कार सर्विस, कार वॉश और रिपेयर');
  // Links inside the page stay in Hindi.
  await expect(page.getByRole('contentinfo').locator('a[href="/hi/about"]')).toHaveText('CarSeva के बारे में');

  await switchLanguage(page, 'தமிழ்', 'मेन्यू खोलें');
  await expect(page).toHaveURL(/\/ta\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('button', { name: 'இலவசமாக விலை பாருங்கள்' })).toBeVisible();

  // The choice is remembered: an English address opens in Tamil.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/ta\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  // Into the services (by the app's own navigation, which keeps the language) and a service into the cart.
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'சர்வீஸ்', exact: true }).click();
  } else await page.getByRole('banner').getByRole('link', { name: 'சர்வீஸ்', exact: true }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
  // The listing speaks Tamil too.
  await page.getByRole('tabpanel').getByRole('button', { name: 'உங்கள் நகரத்தைத் தேர்வுசெய்யுங்கள்' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Gurugram' }).click();
  const firstCard = page.getByRole('tabpanel').getByRole('article').first();
  const service = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('button', { name: /^கார்ட்டில் சேர்/ }).click();
  await expect(firstCard.getByRole('button', { name: /^சேர்க்கப்பட்டது/ })).toBeVisible();

  await switchLanguage(page, 'English', 'மெனுவைத் திற');
  await expect(page).toHaveURL(/\/services$/);
  expect(new URL(page.url()).pathname).toBe('/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('banner').first()).toBeVisible();
  const sameCard = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: service, exact: true }) })
    .first();
  await expect(sameCard.getByRole('button', { name: /^ADDED/ })).toBeVisible();
  // English is remembered too: the home page stays English.
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'CHECK PRICES FOR FREE' })).toBeVisible();
});

test('each language has its own prerendered page, named in the head and the sitemap', async ({ request }) => {
  for (const [path, lang, text] of [
    ['/hi/', 'hi', 'भारत की सबसे अच्छी कार सर्विस का अनुभव लें'],
    ['/ta/', 'ta', 'இந்தியாவின் சிறந்த கார் சர்வீஸை அனுபவியுங்கள்'],
    ['/hi/services/in/pune', 'hi', 'Pune में कार सर्विस'],
    ['/ta/services/in/pune', 'ta', 'Pune-ல் கார் சர்வீஸ்'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(text);
    const englishPath = path.replace(/^\/(hi|ta)\/?/, '/');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://carseva.in${englishPath}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="https://carseva.in${englishPath}" />`);
  }
  expect((await request.get('/hi/no-such-page')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const loc of ['/', '/hi/', '/ta/', '/hi/about', '/ta/services/in/pune']) expect(sitemap).toContain(`<loc>https://carseva.in${loc}</loc>`);
});
