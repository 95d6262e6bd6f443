import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { confirmCashBooking, reachCheckout } from './support/checkout';

/** Signs the admin in; the account is created first unless another journey of this run already did. */
test('a completed order: download its GST invoice, then rate the garage and see the review on the order page', async ({ page, browser }, testInfo) => {
  // A customer and an admin acting for the garage in one journey, as the referral journey: twice the default time.
  test.setTimeout(120_000);
  // The customer books a service, cash on delivery.
  await reachCheckout(page, testInfo.project.name);
  const trackingId = await confirmCashBooking(page, { walkIn: true });
  // No invoice and no rating before the service is done.
  await expect(page.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Your rating' })).toHaveCount(0);

  // The garage's work is done: an admin takes the booking through the partner API to completed.
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(testInfo.project.name, 'invoice'));
  const bookingDate: string = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.booking_date;
  for (const to of ['accepted', 'processing', 'completed']) {
    expect((await admin.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to }, headers: onBookedDay(bookingDate) })).status()).toBe(200);
  }
  await admin.context().close();

  // The invoice downloads as a PDF named by its number and the order.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your order is completed.' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^invoice-\\d{4}-\\d{2}-\\d{5}-${trackingId}\\.pdf$`));
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Invoice downloaded.')).toBeVisible();

  // The customer rates the garage: a rating is required, then five stars and a comment.
  const review = page.getByRole('region', { name: /^How was your service at / });
  await review.scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Order details' }).screenshot({ path: `/tmp/invoice-review-details-${testInfo.project.name}.png` });
  await review.screenshot({ path: `/tmp/invoice-review-form-${testInfo.project.name}.png` });
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByText('Choose 1 to 5 stars')).toBeVisible();
  // The customer taps the fifth star (its label; the radio inside is for screen readers and keys).
  await review
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars, Excellent' }) })
    .click();
  await expect(review.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
  await review.getByLabel('Tell others about it (optional)').fill('Picked up on time and the car came back spotless.');
  await review.getByRole('button', { name: 'Submit review' }).click();

  // The thank-you shows the review, and the garage's rating counts it; it is still there after a reload.
  const reviewed = page.getByRole('region', { name: / reviews$/ });
  await expect(reviewed.getByText('Thank you for your review!')).toBeVisible();
  await expect(reviewed.getByText('“Picked up on time and the car came back spotless.”')).toBeVisible();
  await expect(reviewed.getByText(/^\(\d+ reviews?\)$/)).toBeVisible();
  await reviewed.screenshot({ path: `/tmp/invoice-review-thanks-${testInfo.project.name}.png` });
  await page.reload();
  await expect(page.getByRole('region', { name: / reviews$/ }).getByText('“Picked up on time and the car came back spotless.”')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your rating' })).toHaveCount(0);

  // The home page's testimonials now draw on real reviews: this one, with the customer's first name.
  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'What Our Customers Say' });
  await testimonials.scrollIntoViewIfNeeded();
  const quote = testimonials.getByRole('listitem').filter({ hasText: 'Picked up on time and the car came back spotless.' }).first();
  await expect(quote).toBeVisible();
  await expect(quote).toContainText('Asha');
  await expect(quote).not.toContainText('Verma');
  // The row shows the newest review first, at its start, once the reviews have arrived over the written ones.
  await expect(testimonials.getByRole('listitem').first()).toContainText(/Rated \d out of 5/);
  await expect(testimonials.getByRole('listitem').first()).toBeInViewport({ ratio: 0.9 });
  // A real review carries its rating for screen readers; it stays inside the row, so the page does not
  // grow sideways on a phone (which zooms it out and moves every tap).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await testimonials.screenshot({ path: `/tmp/invoice-review-testimonials-${testInfo.project.name}.png` });
});
