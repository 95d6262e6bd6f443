import { expect, test } from './support/test';
import { atIst, newActor } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { garageStaff, bookCashOrder } from './support/garage';
import { addBuddy, runLeg } from './support/legs';
import { photoFile } from './support/photos';

test('damage reported with photos after the car came back is shown beside the condition reports, compensated to CarSeva Money, and the garage sees the outcome', async ({
  page,
  browser,
}, testInfo) => {
  // A customer, the garage's staff, a service buddy and CarSeva's admin, two trips.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { trackingId, booked } = await bookCashOrder(page, project);
  const day = booked.booking_date;
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'trust-damage'));
  const buddy = await addBuddy(browser, testInfo, admin, booked.garage.id);
  const staff = await garageStaff(browser, testInfo, admin, booked.garage.id);

  // The booked day as the garage (the admin acting for it) runs it: picked up, serviced, paid in cash, handed back at 2 pm.
  const move = async (path: string, data: object, time: string) => {
    const res = await admin.request.post(`/api/v1/partner/bookings/${trackingId}/${path}`, { data, headers: atIst(day, time) });
    expect(res.status(), await res.text()).toBe(200);
  };
  await move('status', { to: 'accepted' }, '08:00');
  await runLeg(admin, page, trackingId, { kind: 'pickup', buddy, odometer: 42_310, headers: atIst(day, '09:00') });
  // The promise the work waits for: ready by 1 pm, back by 3 pm.
  const promised = await admin.request.put(`/api/v1/partner/bookings/${trackingId}/promise`, {
    data: { ready_by: `${day}T13:00:00+05:30`, back_by: `${day}T15:00:00+05:30` },
    headers: atIst(day, '09:20'),
  });
  expect(promised.status(), await promised.text()).toBe(200);
  await move('status', { to: 'processing' }, '09:30');
  await move('status', { to: 'completed' }, '12:00');
  await move('cash', {}, '12:05');
  await runLeg(admin, page, trackingId, { kind: 'drop', buddy, odometer: 42_322, headers: atIst(day, '14:00') });

  // An hour after the handback, the customer finds a dent and reports it with two photos.
  await page.context().setExtraHTTPHeaders(atIst(day, '15:00'));
  await page.reload();
  const form = page.getByRole('form', { name: 'Report damage' });
  await form.getByLabel('What is damaged?').fill('A new dent on the rear left door that was not there at pickup');
  await form.getByLabel('Photos of the damage').setInputFiles([photoFile('dent-close.png', [200, 40, 40]), photoFile('dent-wide.png', [180, 80, 60])]);
  await expect(form.getByText('2 photos attached')).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Report the damage' }).click();

  // The report is shown beside the pickup and handback condition reports (and only there).
  const legs = page.getByRole('region', { name: 'Pickup and drop' });
  await expect(legs.getByRole('region', { name: 'Condition of your car' }).getByRole('article', { name: 'At handback' })).toContainText('42,322 km');
  const reported = legs.getByRole('region', { name: 'Damage you reported after handback' }).getByTestId('reported-damage');
  await expect(reported).toContainText('A new dent on the rear left door that was not there at pickup');
  await expect(reported.getByRole('img')).toHaveCount(2);
  await expect
    .poll(() => reported.getByRole('img', { name: 'Photo of the damage 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(reported).toContainText('CarSeva is looking into it.');
  await expect(page.getByRole('region', { name: 'Damage to your car' })).toHaveCount(0);
  await legs.getByRole('region', { name: 'Damage you reported after handback' }).screenshot({ path: testInfo.outputPath(`damage-reported-${project}.png`) });

  // CarSeva's admin compensates ₹500 to CarSeva Money from the desk.
  await admin.goto('/admin/desk');
  const row = admin.getByTestId('desk-item').filter({ hasText: trackingId });
  await row.getByRole('textbox', { name: 'Reason' }).fill('The dent is not in the pickup photos; paying for the repair');
  await row.getByRole('textbox', { name: 'Amount in rupees' }).fill('500');
  await row.getByRole('button', { name: 'Compensate' }).click();
  await expect(row).toHaveCount(0);

  // The upheld report counts in the garage's 30-day figures: on its row of the garages screen and on the dashboard.
  await admin.goto(`/admin/garages?q=${encodeURIComponent(booked.garage.name)}`);
  await admin.getByRole('button', { name: `Last 30 days of ${booked.garage.name}` }).click();
  const figures = admin.getByRole('dialog', { name: `${booked.garage.name}: last 30 days` });
  await expect(figures.getByText('Disputes upheld')).toBeVisible();
  expect(Number(await figures.getByRole('definition').nth(3).textContent())).toBeGreaterThanOrEqual(1);
  await figures.screenshot({ path: testInfo.outputPath(`garage-figures-${project}.png`) });
  await admin.goto('/admin/dashboard');
  const afterWork = admin.getByRole('region', { name: /^After the work, by garage/ });
  const garageRow = afterWork.getByTestId('garage-figures').filter({ hasText: booked.garage.name });
  await expect(garageRow).toBeVisible();
  expect(Number(await garageRow.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(1);
  await afterWork.screenshot({ path: testInfo.outputPath(`dashboard-figures-${project}.png`) });
  await admin.context().close();

  // The customer sees the outcome beside the reports, and the money in the wallet.
  await page.reload();
  await expect(reported).toContainText('₹500 added to your CarSeva Money. The dent is not in the pickup photos; paying for the repair');
  await legs.screenshot({ path: testInfo.outputPath(`damage-beside-condition-${project}.png`) });
  for (const [language, heading] of [
    ['hi', 'Handback के बाद आपने जो damage बताया'],
    ['ta', 'Handback-க்குப் பிறகு நீங்கள் சொன்ன damage'],
  ] as const) {
    await page.goto(`/${language}/order/${trackingId}`);
    // The pickup-and-drop card is named in the page's language too; the damage report is its own region.
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
    await page.getByRole('region', { name: heading }).screenshot({ path: testInfo.outputPath(`damage-compensated-${language}-${project}.png`) });
  }
  await page.goto('/profile/wallet');
  const entries = page.getByRole('region', { name: 'Money in and out' }).getByRole('listitem');
  await expect(entries.filter({ hasText: '₹500' })).toHaveCount(1);
  const wallet = (await (await page.request.get('/api/v1/me/wallet')).json()).data as { balance: number; entries: { kind: string; amount: number }[] };
  expect(wallet.entries.filter((e) => e.kind === 'damage')).toEqual([expect.objectContaining({ amount: 500 })]);

  // The garage sees what CarSeva decided on its job.
  await staff.goto(`/partner/${booked.garage.id}/jobs/${trackingId}`);
  await expect(staff.getByRole('region', { name: 'After the work' })).toContainText(
    'CarSeva compensated the customer ₹500: The dent is not in the pickup photos; paying for the repair',
  );
  await staff.context().close();
});
