import { expect, test } from './support/test';
import { moveToBookedDay, newActor, onBookedDay } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { rupees } from './support/checkout';
import { bookingOf, garageStaff, jobActions, bookCashOrder, startWork } from './support/garage';
import { photoFile } from './support/photos';

test('extra work is approved after seeing what the garage found: a photo and a note per item, an item without a photo marked so, the balance follows', async ({
  page,
  browser,
}, testInfo) => {
  // A customer, the garage's staff and CarSeva's admin (who adds the staff member): three people.
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const { trackingId, booked } = await bookCashOrder(page, project, { walkIn: true });
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'trust-extras'));
  const staff = await garageStaff(browser, testInfo, admin, booked.garage.id);
  await admin.context().close();

  // The garage accepts, and on the booked day (the customer brings the car) starts the job.
  await staff.goto(`/partner/${booked.garage.id}/jobs/${trackingId}`);
  await jobActions(staff).getByRole('button', { name: 'Accept' }).click();
  await expect(jobActions(staff).getByRole('button', { name: 'Start work' })).toBeVisible();
  await moveToBookedDay(staff, booked.booking_date);
  await page.context().setExtraHTTPHeaders(onBookedDay(booked.booking_date));
  await startWork(staff);

  // It finds worn brake pads (a photo and a note) and proposes new wiper blades too (no photo).
  await jobActions(staff).getByRole('button', { name: 'Propose extra work' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Propose extra work' });
  const pads = dialog.getByRole('group', { name: 'Item 1' });
  await pads.getByLabel(/^Work/).fill('Front brake pads');
  await pads.getByLabel('Price (₹)').fill('1800');
  await pads.getByLabel('What you found (optional)').fill('Worn to 2 mm, below the 3 mm limit');
  await pads.getByLabel('Photos of what you found (the customer sees them)').setInputFiles(photoFile('brake-pads.png', [150, 60, 40]));
  await expect(pads.getByText('1 photo attached')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: '+ Add another item' }).click();
  const wipers = dialog.getByRole('group', { name: 'Item 2' });
  await wipers.getByLabel(/^Work/).fill('Wiper blades');
  await wipers.getByLabel('Price (₹)').fill('450');
  await dialog.getByRole('button', { name: 'Send to customer' }).click();
  await expect(dialog).toBeHidden();

  // The customer sees the photo and the note before answering; the wipers say they have no photo.
  await page.goto(`/order/${trackingId}`);
  const extras = page.getByRole('region', { name: 'Extra work found by the garage' });
  const padsItem = extras.getByRole('listitem').filter({ hasText: 'Front brake pads' });
  const wipersItem = extras.getByRole('listitem').filter({ hasText: 'Wiper blades' });
  await expect(padsItem.getByText('What the garage found: Worn to 2 mm, below the 3 mm limit')).toBeVisible();
  const padsPhoto = padsItem.getByRole('img', { name: 'Photo of Front brake pads 1' });
  await expect.poll(() => padsPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(wipersItem.getByText('No photo attached')).toBeVisible();
  await expect(wipersItem.getByRole('img')).toHaveCount(0);
  await extras.screenshot({ path: testInfo.outputPath(`extras-with-photos-${project}.png`) });

  // The customer approves the pads and declines the wipers: the total and the balance grow by the pads alone.
  const totalBefore = rupees(await page.getByTestId('order-total').textContent());
  await extras.getByRole('button', { name: 'Approve Front brake pads' }).click();
  await expect(extras.getByText(/^Front brake pads approved\. Your new total is/)).toBeVisible();
  await extras.getByRole('button', { name: 'Decline Wiper blades' }).click();
  await expect(wipersItem.getByText('Declined')).toBeVisible();
  const totalAfter = rupees(await page.getByTestId('order-total').textContent());
  // ₹1,800 of work and its 18% GST (rounded on the whole subtotal, so within a rupee).
  expect(Math.abs(totalAfter - totalBefore - 2124)).toBeLessThanOrEqual(1);
  // Cash on delivery, nothing paid yet: the balance due is the whole new total.
  await expect(page.getByTestId('amount-pending')).toHaveText(`₹${totalAfter.toLocaleString('en-IN')}`);
  expect((await bookingOf(page, trackingId)).amount_pending).toBe(totalAfter);

  // The garage sees both answers and the new total.
  await staff.reload();
  await expect(staff.getByTestId('job-total')).toHaveText(`₹${totalAfter.toLocaleString('en-IN')}`);
  await staff.context().close();
});
