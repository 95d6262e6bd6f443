import { expect, test } from './support/test';
import { logIn, signUpAndLogIn, uniquePhone } from './support/accounts';
import { newActor } from './support/actors';
import { confirmCashBooking, reachCheckout, spokenOrderNumber } from './support/checkout';

/** One number may ask for a login code once per 30 seconds (ADR 4): the other device acts 31 s later (its requests' dev clock, ADR 34). */
const RESEND_WAIT_MS = 31_000;

test('Account Security: signed in on two devices, one signs the other out', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const phone = uniquePhone(testInfo.project.name);
  await signUpAndLogIn(page, phone);
  const otherDevice = await newActor(browser, testInfo);
  await otherDevice.context().setExtraHTTPHeaders({ 'x-dev-clock-offset-ms': String(RESEND_WAIT_MS) });
  await logIn(otherDevice, phone);

  await page.goto('/menu');
  await page.getByRole('link', { name: 'Account Security' }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible();
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const thisDevice = devices.filter({ hasText: 'This device' });
  await expect(thisDevice).toContainText('Active now');
  // Both contexts connect from 127.0.0.1: the offline resolver knows that as this network.
  await expect(thisDevice).toContainText('This network');
  const other = devices.filter({ hasNotText: 'This device' });
  await expect(other).toContainText(/Last active \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)/);

  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('That device has been signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  // The other device's next request finds its session gone: back to the login.
  await otherDevice.goto('/profile/security');
  await expect(otherDevice).toHaveURL(/\/login/);
  await expect(otherDevice.getByText('Your session has expired. Please login again.')).toBeVisible();
  // This one is still signed in, until it signs itself out: then the login opens and the session is gone.
  await page.reload();
  await expect(devices).toHaveCount(1);
  await thisDevice.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile/security');
  await expect(page).toHaveURL(/\/login/);
  await otherDevice.context().close();
});

test('Help: the FAQ filters as you type, and says when nothing matches', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
  const talkToUs = page.getByRole('region', { name: 'Talk to us' });
  await expect(talkToUs.getByRole('link', { name: '1800-102-7382' })).toHaveAttribute('href', 'tel:18001027382');
  await expect(talkToUs.getByRole('link', { name: 'support@carseva.in' })).toHaveAttribute('href', 'mailto:support@carseva.in');

  const search = page.getByRole('searchbox', { name: 'Search help topics' });
  await search.focus();
  await page.keyboard.type('refund working days');
  await expect(page.getByText('1 answer for “refund working days”')).toBeVisible();
  await expect(page.getByText(/original payment method \(card, UPI or net banking\) in 5–7 working days/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Warranty' })).toBeHidden();

  await search.fill('hovercraft');
  await expect(page.getByText('No answers match “hovercraft”.')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Warranty' })).toBeVisible();
  // A visitor is asked to log in before writing about an order.
  await expect(page.getByRole('region', { name: 'Help with an order' }).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fhelp');
});

test('Help with an order: from the order page, the message goes to support tied to that booking', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  const trackingId = await confirmCashBooking(page);

  await page.getByRole('link', { name: 'Need help with this order?' }).click();
  await expect(page).toHaveURL(`/help?order=${trackingId}`);
  const form = page.getByRole('region', { name: 'Help with an order' });
  await expect(form.getByRole('combobox', { name: 'Order' })).toHaveValue(trackingId);
  await form.getByRole('textbox', { name: 'What do you need help with?' }).fill('Please ask the driver to call me before pickup.');
  await form.getByRole('button', { name: 'Send to Support' }).click();
  await expect(form.getByRole('status')).toHaveText(`Thanks! Our support team will get back to you about order ${spokenOrderNumber(trackingId)}.`);
  await expect(form.getByRole('textbox', { name: 'What do you need help with?' })).toHaveValue('');
});
