import { expect, test } from './support/test';

test('the home page loads', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/CarSeva/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown page shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for might have been removed or is temporarily unavailable.")).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths stay JSON 404s', async ({ request }) => {
  const res = await request.get('/api/v1/definitely-not-here');
  expect(res.status()).toBe(404);
  expect((await res.json()).success).toBe(false);
});
