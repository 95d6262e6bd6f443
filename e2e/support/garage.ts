import { type Browser, type Page, type TestInfo, expect } from '@playwright/test';
import { signUpAndLogIn, uniquePhone } from './accounts';
import { newActor } from './actors';
import { confirmCashBooking, reachCheckout } from './checkout';

/** A booking as its customer's API answers it. */
export async function bookingOf(page: Page, trackingId: string, headers: Record<string, string> = {}) {
  return (await (await page.request.get(`/api/v1/bookings/${trackingId}`, { headers })).json()).data as {
    booking_date: string;
    garage: { id: number; name: string };
    amount: number;
    amount_pending: number;
    events: { status: string; label: string }[];
  };
}

/**
 * A cash booking placed through the screens by a new customer (or the one with this phone), picked up
 * from their address unless `walkIn`, and the booking as the API gives it.
 */
export async function bookCashOrder(page: Page, projectName: string, options: { phone?: string; walkIn?: boolean } = {}) {
  await reachCheckout(page, projectName, options.phone);
  const trackingId = await confirmCashBooking(page, { walkIn: options.walkIn });
  return { trackingId, booked: await bookingOf(page, trackingId) };
}

/** The garage's staff member for a journey: a new account the admin adds to the garage, signed in in a browser of their own. */
export async function garageStaff(browser: Browser, testInfo: TestInfo, admin: Page, garageId: number, name = 'Ramesh Kumar'): Promise<Page> {
  const staff = await newActor(browser, testInfo);
  const phone = uniquePhone(testInfo.project.name);
  await signUpAndLogIn(staff, phone, name);
  expect((await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${phone}`, role: 'staff' } })).status()).toBe(201);
  return staff;
}

/** The job's Actions panel in the partner console. */
export const jobActions = (staff: Page) => staff.getByRole('region', { name: 'Actions' });

/** Starts the work from the job's Actions panel, answering its question (starting cannot be undone). */
export async function startWork(staff: Page): Promise<void> {
  await jobActions(staff).getByRole('button', { name: 'Start work' }).click();
  await staff.getByRole('dialog', { name: 'Start work on this car?' }).getByRole('button', { name: 'Yes, start work' }).click();
  await expect(jobActions(staff).getByRole('button', { name: 'Completed' })).toBeVisible();
}

/** Completes the job from the Actions panel, answering its question (completing cannot be undone). */
export async function completeWork(staff: Page): Promise<void> {
  await jobActions(staff).getByRole('button', { name: 'Completed' }).click();
  await staff.getByRole('dialog', { name: 'Is the work done?' }).getByRole('button', { name: 'Yes, completed' }).click();
  await expect(jobActions(staff).getByRole('button', { name: 'Completed' })).toHaveCount(0);
}
