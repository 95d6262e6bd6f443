import { expect, test } from './support/test';
import { moveToBookedDay, newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { completeWork, garageStaff, jobActions, bookCashOrder, startWork } from './support/garage';
import { photoFile } from './support/photos';

/** The calendar day after `date` (YYYY-MM-DD). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);

test('a warranty claim with a photo is answered by a free rework visit that runs through the garage’s board; both timelines show the steps', async ({
  page,
  browser,
}, testInfo) => {
  // A customer, the garage's staff and CarSeva's admin; two jobs at the garage.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { trackingId, booked } = await bookCashOrder(page, project, { walkIn: true });
  const garageId = booked.garage.id;
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'trust-rework'));
  const staff = await garageStaff(browser, testInfo, admin, garageId);

  // The job is done and paid in cash on the booked day (the admin acting for the garage).
  for (const to of ['accepted', 'processing', 'completed']) {
    expect(
      (await admin.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to }, headers: onBookedDay(booked.booking_date) })).status(),
    ).toBe(200);
  }
  expect((await admin.request.post(`/api/v1/partner/bookings/${trackingId}/cash`, { data: {}, headers: onBookedDay(booked.booking_date) })).status()).toBe(200);

  // Within the 30 days, the customer claims from the order page: the service, what is wrong, a photo.
  await page.reload();
  const warranty = page.getByRole('region', { name: 'Warranty' });
  await expect(warranty.getByText(/covered until/).first()).toBeVisible();
  await warranty.getByRole('checkbox').first().check();
  await warranty.getByRole('textbox', { name: 'What is wrong?' }).fill('The AC stopped cooling again three days after the service');
  await warranty.getByLabel('Photos of the problem (optional)').setInputFiles(photoFile('ac-vent.png', [30, 90, 160]));
  await expect(warranty.getByText('1 photo attached')).toBeVisible({ timeout: 15_000 });
  await warranty.getByRole('button', { name: 'Send the claim to the garage' }).click();
  const claim = warranty.getByTestId('warranty-claim');
  await expect(claim).toContainText('Waiting for the garage');
  await expect.poll(() => claim.getByRole('img', { name: 'Photo of the claim 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The garage sees the claim and its photo on the job, and books a free visit the day after the first one.
  const reworkDate = dayAfter(booked.booking_date);
  await staff.goto(`/partner/${garageId}/jobs/${trackingId}`);
  const afterWork = staff.getByRole('region', { name: 'After the work' });
  const garageClaim = afterWork.getByTestId('job-claim');
  await expect(garageClaim).toContainText('The AC stopped cooling again three days after the service');
  await expect(garageClaim.getByRole('img', { name: 'Photo of the claim 1' })).toBeVisible();
  await garageClaim.getByLabel('Free rework visit on').fill(reworkDate);
  const slot = garageClaim.getByLabel('Slot');
  await expect(slot.getByRole('option')).not.toHaveCount(1);
  await slot.selectOption({ index: 1 });
  await garageClaim.getByRole('button', { name: 'Book the free visit' }).click();
  await expect(garageClaim).toContainText(/Free visit CS[A-Z0-9]{10} on /);
  const claims = (await (await admin.request.get(`/api/v1/partner/bookings/${trackingId}/claims`)).json()).data as { rework: { tracking_id: string } }[];
  const reworkId = claims[0]!.rework.tracking_id;
  await admin.context().close();

  // The customer sees the visit on the claim.
  await page.reload();
  await expect(claim).toContainText('Free rework visit booked');
  await expect(claim).toContainText(`(order ${reworkId})`);

  // The visit is a ₹0 job on the garage's board on its day, run like any other: accepted, started, completed.
  await staff.goto(`/partner/${garageId}?date=${reworkDate}`);
  const job = staff.locator(`a[href$="/jobs/${reworkId}"]`);
  await expect(job).toBeVisible();
  await staff.goto((await job.getAttribute('href'))!);
  await expect(staff.getByTestId('job-total')).toHaveText('₹0');
  await jobActions(staff).getByRole('button', { name: 'Accept' }).click();
  await expect(jobActions(staff).getByRole('button', { name: 'Start work' })).toBeVisible();
  await moveToBookedDay(staff, reworkDate);
  await startWork(staff);
  await completeWork(staff);
  await staff.screenshot({ path: testInfo.outputPath(`rework-job-${project}.png`) });
  await staff.context().close();

  // Both orders' timelines tell the story.
  const timeline = page.getByRole('region', { name: 'Status timeline' });
  await expect(timeline).toContainText('Warranty claim opened');
  await expect(timeline).toContainText('Free rework visit booked for the warranty claim');
  await page.goto(`/order/${reworkId}`);
  await expect(page.getByRole('heading', { name: 'Your order is completed.' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('₹0');
  for (const step of ['Free rework visit for a warranty claim', 'Accepted by the garage', 'Service in progress', 'Service completed']) {
    await expect(timeline).toContainText(step);
  }
  await timeline.screenshot({ path: testInfo.outputPath(`rework-timeline-${project}.png`) });
});
