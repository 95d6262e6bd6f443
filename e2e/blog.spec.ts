import { expect, test } from './support/test';
import { chooseCity } from './support/checkout';

const ARTICLES = [
  'How often should you service your car in Indian conditions?',
  'Servicing an electric car: what changes and what does not',
  'Petrol, diesel or CNG: what your service needs',
  'Monsoon car care checklist: what to check before the rains',
  'Why your car AC smells, and what to do about it',
];

test('a home page blog card opens its article, whose booking link opens the services page at that category', async ({ page, request }) => {
  // The cards are real links in the HTML the server sends, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('href="/blog/how-often-to-service-your-car"');

  await page.goto('/');
  const tips = page.getByRole('region', { name: 'Car Care Tips' });
  await tips.scrollIntoViewIfNeeded();
  await expect(tips.getByRole('link')).toHaveCount(4); // three articles and "All articles"
  await tips.getByRole('link', { name: /Servicing an electric car/ }).click();

  await expect(page).toHaveURL(/\/blog\/servicing-an-electric-car$/);
  await expect(page).toHaveTitle('Servicing an electric car: what changes and what does not | CarSeva');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicing an electric car: what changes and what does not' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What still needs regular care' })).toBeVisible();
  await expect(page.getByText(/regenerative braking does much of the slowing/)).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /No oil changes or spark plugs/);

  const booking = page.getByRole('complementary', { name: 'Book this service' }).getByRole('link', { name: 'Book tyre and wheel care' });
  await expect(booking).toHaveAttribute('href', '/services?category=tyres-wheel-care');
  await booking.click();
  await expect(page).toHaveURL(/\/services\?category=tyres-wheel-care$/);
  await chooseCity(page, 'Gurugram');
  await expect(page.getByRole('tab', { name: 'Tyres & Wheel Care', selected: true })).toBeVisible();
});

test('an article is a prerendered page of its own with its head, readable on a phone', async ({ page, request }) => {
  const response = await request.get('/blog/monsoon-car-care-checklist');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Monsoon car care checklist: what to check before the rains | CarSeva</title>');
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('href="/services?category=periodic-services"');

  await page.goto('/blog/monsoon-car-care-checklist');
  await expect(page.getByRole('heading', { level: 1, name: 'Monsoon car care checklist: what to check before the rains' })).toBeVisible();
  await expect(page.getByText(/Do not drive into water when you cannot see how deep it is/)).toBeVisible();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole('link', { name: '← Car Care Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('/blog lists every article, each opening its page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'CarSeva Car Care Blog' })).toBeVisible();
  for (const title of ARTICLES) await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Petrol, diesel or CNG/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Petrol, diesel or CNG: what your service needs' })).toBeVisible();
  await expect(page).toHaveTitle('Petrol, diesel or CNG: what your service needs | CarSeva');
});

test('a blog path the blog does not have answers 404 with the not-found page', async ({ page, request }) => {
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | CarSeva');
});
