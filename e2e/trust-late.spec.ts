import { expect, test } from './support/test';
import { atIst, newActor } from './support/actors';
import { adminPhone, signInAsAdmin, uniquePhone } from './support/accounts';
import { garageStaff, jobActions, bookCashOrder } from './support/garage';
import { addBuddy, runLeg } from './support/legs';

test('a car handed back later than promised credits the customer CarSeva Money once, with an SMS', async ({ page, browser }, testInfo) => {
  // A customer, the garage's staff, a service buddy and CarSeva's admin, two trips: twice the default time and more.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const phone = uniquePhone(project);
  const { trackingId, booked } = await bookCashOrder(page, project, { phone });
  const day = booked.booking_date;
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'trust-late'));
  const staff = await garageStaff(browser, testInfo, admin, booked.garage.id);
  const buddy = await addBuddy(browser, testInfo, admin, booked.garage.id);

  // The garage accepts and promises the car ready by 11 am and back by noon on the booked day.
  await staff.goto(`/partner/${booked.garage.id}/jobs/${trackingId}`);
  await jobActions(staff).getByRole('button', { name: 'Accept' }).click();
  const promise = staff.getByRole('region', { name: 'Promised time' });
  await promise.getByLabel('Ready by').fill(`${day}T11:00`);
  await promise.getByLabel('Back with the customer by (pickup only)').fill(`${day}T12:00`);
  await promise.getByRole('button', { name: 'Save the promised time' }).click();
  await expect(promise.getByRole('status')).toHaveText(/^Promised: ready by /);
  await staff.context().close();

  // The customer sees the promise from then on.
  await page.reload();
  const promised = page.getByRole('region', { name: 'Promised time' });
  await expect(promised).toContainText(/^Ready by .*, back with you by /);

  // The booked day, as the garage (the admin acting for it) runs it: picked up at 9, completed at 1 pm, handed back at 3:10 pm.
  await runLeg(admin, page, trackingId, { kind: 'pickup', buddy, odometer: 42_310, headers: atIst(day, '09:00') });
  for (const [to, time] of [
    ['processing', '09:30'],
    ['completed', '13:00'],
  ] as const) {
    const moved = await admin.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to }, headers: atIst(day, time) });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // A late credit waits until the order is paid: the cash is taken before the drop.
  const cash = await admin.request.post(`/api/v1/partner/bookings/${trackingId}/cash`, { data: {}, headers: atIst(day, '13:05') });
  expect(cash.status(), await cash.text()).toBe(200);
  await runLeg(admin, page, trackingId, { kind: 'drop', buddy, odometer: 42_322, headers: atIst(day, '15:10') });

  // 3 h 10 min late, past the 30-minute grace: credited by the rule, once.
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/bookings/${trackingId}/promise`)).json()).data.late_credit?.amount ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const credit = (await (await page.request.get(`/api/v1/bookings/${trackingId}/promise`)).json()).data.late_credit as { amount: number };
  const amount = `₹${credit.amount.toLocaleString('en-IN')}`;
  await page.reload();
  await expect(promised.getByText(`Your car was late, so we added ${amount} to your CarSeva Money.`)).toBeVisible();
  await promised.screenshot({ path: testInfo.outputPath(`late-credit-order-${project}.png`) });

  // The SMS says so, once.
  const lateSms = async () =>
    ((await (await page.request.get(`/dev/outbox?to=%2B91${phone}`)).json()).data as { body: string }[]).filter((m) =>
      m.body.includes('your car came back late'),
    );
  await expect.poll(async () => (await lateSms()).length, { timeout: 30_000 }).toBe(1);
  expect((await lateSms())[0]!.body).toContain(trackingId);

  // The handback tapped again (a retried request) is taken as the same step: still one credit, one SMS.
  const again = await admin.request.post(`/api/v1/partner/bookings/${trackingId}/legs/drop/step`, {
    data: { from: 'arrived', to: 'handed_back', code: '0000' },
    headers: atIst(day, '16:00'),
  });
  expect(again.status()).toBe(200);
  await admin.context().close();

  const transactions = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await page.goto('/profile/transactions');
  await expect(transactions.filter({ hasText: 'CarSeva Money: car returned late' })).toHaveCount(1);
  await expect(transactions.filter({ hasText: 'CarSeva Money: car returned late' })).toContainText(amount);
  await page.getByRole('region', { name: 'Transactions' }).screenshot({ path: testInfo.outputPath(`late-credit-transactions-${project}.png`) });
  await page.reload();
  await expect(transactions.filter({ hasText: 'CarSeva Money: car returned late' })).toHaveCount(1);
  const wallet = (await (await page.request.get('/api/v1/me/wallet')).json()).data as { balance: number; entries: { kind: string }[] };
  expect(wallet.entries.filter((e) => e.kind === 'late')).toHaveLength(1);
  expect(wallet.balance).toBe(credit.amount);
  expect(await lateSms()).toHaveLength(1);
});
