import { expect, type Page, test } from './support/test';

test('about page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About CarSeva' })).toBeVisible();
  // The figures are the API's (e2e/true-claims.spec.ts), not the spec's invented ones.
  await expect(page.locator('[data-figures="counted"] [data-figure="garages"]')).toContainText('partner garages');
  await page.getByRole('link', { name: 'Browse services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('contact page: details, form checks, message sent, thank-you page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Leave us a message!' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1800-102-7382' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@carseva.in' })).toBeVisible();
  await expect(page.getByText(/Gurugram, Haryana/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required and should only contain letters.')).toBeVisible();

  await page.getByLabel('Your name').fill('Rahul Gupta');
  await page.getByLabel('Mobile number').fill('9810012345');
  await page.getByLabel('Email address').fill('rahul.gupta@example.in');
  await page.getByLabel('Message').fill('I want to reschedule my Saturday pickup to Sunday morning.');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/contact/message') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Rahul Gupta', phone: '9810012345' });
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole('heading', { name: 'Thank you for Contacting us!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to HomePage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('blog page: the spec sections, no data calls', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(r.url());
  });
  await page.goto('/blog');
  for (const heading of ['CarSeva Car Care Blog', 'Trending Blogs', 'New Technology', 'All Categories', 'Testimonials']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByText('Latest Post', { exact: false })).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('not-found page', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/**
 * The app has taken over a prerendered page: its scroll restoration, mounted once the page has hydrated,
 * has put the browser's own restoration to manual.
 */
async function appHasTakenOver(page: Page) {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
}

test('a reader who scrolls before the app has taken over the page stays where they are', async ({ page }) => {
  // The app's code is held back until the reader has scrolled, as on a slow phone.
  let releaseApp = () => {};
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  await page.goto('/');
  // The reader scrolls a section to the top of the screen.
  const section = page.locator('#how-title');
  await section.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  const readingAt = await page.evaluate(() => window.scrollY);
  expect(readingAt).toBeGreaterThan(500);
  releaseApp();
  await appHasTakenOver(page);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  // The section is still where the reader put it (the browser keeps it there as parts above it fill in).
  expect(Math.abs((await section.boundingBox())?.y ?? Infinity)).toBeLessThan(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(readingAt);
});

test('back from a footer link returns to where the reader was on the page, and a new page opens at its top', async ({ page }) => {
  await page.goto('/');
  await appHasTakenOver(page);
  const footer = page.getByRole('contentinfo');
  // On a phone the footer's link lists are folded away under their headings (on a desktop they are open).
  if ((page.viewportSize()?.width ?? 0) < 768) await footer.getByRole('button', { name: 'About Us' }).click();
  const about = footer.getByRole('link', { name: 'About' }).first();
  await about.scrollIntoViewIfNeeded();
  const readingAt = await page.evaluate(() => window.scrollY);
  expect(readingAt).toBeGreaterThan(500);
  // The link leads by the app's router: a full load would start a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await about.click();
  await expect(page.getByRole('heading', { level: 1, name: 'About CarSeva' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'About CarSeva' })).toBeHidden();
  // Within a screen of it: the page may still be settling (a section's data or images) as the position is restored.
  const screen = page.viewportSize()?.height ?? 0;
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(readingAt - screen);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
