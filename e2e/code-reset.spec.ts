import { expect, test } from './support/test';
import { atIst, newActor } from './support/actors';
import { adminPhone, signInAsAdmin } from './support/accounts';
import { bookCashOrder } from './support/garage';
import { addBuddy, legToTheDoor } from './support/legs';

test('a CarSeva admin makes a new handover code for a locked pickup from the partner console, giving the reason', async ({ page, browser }, testInfo) => {
  // A customer, a service buddy and CarSeva's admin acting for the garage.
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { trackingId, booked } = await bookCashOrder(page, project);
  const day = booked.booking_date;
  const admin = await newActor(browser, testInfo);
  await signInAsAdmin(admin, adminPhone(project, 'code-reset'));
  const buddy = await addBuddy(browser, testInfo, admin, booked.garage.id);
  const headers = atIst(day, '09:00');
  expect((await admin.request.post(`/api/v1/partner/bookings/${trackingId}/status`, { data: { to: 'accepted' }, headers: atIst(day, '08:00') })).status()).toBe(
    200,
  );
  await legToTheDoor(admin, trackingId, { kind: 'pickup', buddy, odometer: 42_310, headers });

  // Five wrong codes at the door lock it.
  const code = ((await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.legs as { kind: string; code: string }[])[0]!.code;
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  for (let i = 0; i < 5; i++) {
    const refused = await admin.request.post(`/api/v1/partner/bookings/${trackingId}/legs/pickup/step`, {
      data: { from: 'arrived', to: 'handed_over', code: wrong },
      headers,
    });
    expect(refused.ok()).toBe(false);
  }

  // The console's pickup panel: locked, and for an admin a reset that asks why.
  await admin.goto(`/partner/${booked.garage.id}/jobs/${trackingId}`);
  const pickup = admin.getByRole('article', { name: 'Pickup', exact: true });
  await expect(pickup).toContainText('Handover code locked after 5 wrong tries.');
  const reason = pickup.getByLabel('Why a new code? (kept in the audit log)');
  await pickup.getByRole('button', { name: 'Reset code' }).click();
  await expect(pickup.getByRole('alert').filter({ hasText: 'Please give a reason (3 characters or more).' })).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('The customer mistyped the code; confirmed on a call');
  await pickup.getByRole('button', { name: 'Reset code' }).click();
  await expect(admin.getByText('A new code was sent to the customer by SMS.')).toBeVisible();
  await expect(pickup).not.toContainText('Handover code locked');

  // The customer's order has the new code.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data.legs as { code: string }[])[0]!.code)
    .not.toBe(code);
  await admin.context().close();
});
