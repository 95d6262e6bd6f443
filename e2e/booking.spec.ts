import { expect, test, type Page } from './support/test';
import { signUpAndLogIn, uniquePhone } from './support/accounts';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout, rupees } from './support/checkout';

const payNow = (page: Page) => page.getByRole('button', { name: 'Pay Now' });

test('cash on delivery: home → services → checkout → order page → order history', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  const days = page.getByRole('group', { name: 'Pickup date' }).getByRole('button');
  await expect(days).toHaveCount(8);
  await expect(days.nth(0)).toContainText('Today');
  await expect(days.nth(1)).toContainText('Tomorrow');

  await payNow(page).click();
  await expect(page.getByText('Please select a time slot.')).toBeVisible();
  await expect(page.getByText('Please select a time slot.')).toBeHidden({ timeout: 4000 });

  await chooseSlotAndAddress(page);
  await page.getByRole('radio', { name: 'Pay Cash (COD)' }).check();
  const total = rupees(await page.getByTestId('checkout-total').textContent());
  expect(total).toBeGreaterThan(0);
  // Cash is paid at the garage: the button confirms the booking rather than asking to pay now.
  await expect(payNow(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await openPlacedOrder(page);
  await expect(page.getByRole('heading', { name: 'We are working on your pending order.' })).toBeVisible();
  expect(rupees(await page.getByTestId('amount-pending').textContent())).toBe(total);
  await expect(page.getByText('Booking placed')).toBeVisible();
  await expect(page.getByText(/^30 Days Warranty on your service at/)).toBeVisible();

  const gstin = page.getByRole('textbox', { name: /GSTIN/ });
  await gstin.fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter a valid 15-character GSTIN')).toBeVisible();
  await gstin.fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('GSTIN saved.')).toBeVisible();

  const faq = page.getByText('Can I cancel my booking?');
  await faq.click();
  await expect(page.getByText(/Cancellation is free up to 2 hours before the scheduled time/)).toBeVisible();

  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'ORDER HISTORY' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ongoing Orders' })).toHaveAttribute('aria-selected', 'true');
  const orders = page.getByRole('list', { name: 'Ongoing Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('PENDING');
  await expect(orders.first()).toContainText(`₹${total.toLocaleString('en-IN')}`);
  // One way of writing money everywhere: no '/-' after the amount.
  await expect(orders.first()).not.toContainText('/-');
  await expect(page.getByText(/\d+ of \d+/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed Orders' }).click();
  await expect(page.getByText('It seems you have no completed orders')).toBeVisible();
  await page.getByRole('tab', { name: 'Ongoing Orders' }).click();
  await orders
    .first()
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(page.getByRole('heading', { name: 'We are working on your pending order.' })).toBeVisible();
});

test('online payment through the sandbox checkout window', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  await chooseSlotAndAddress(page);
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
  const total = rupees(await page.getByTestId('checkout-total').textContent());
  await payNow(page).click();

  const sandbox = page.getByRole('dialog', { name: 'Sandbox payment' });
  await sandbox.getByRole('button', { name: `Pay ₹${total.toLocaleString('en-IN')}` }).click();
  await openPlacedOrder(page);
  await expect(page.getByTestId('amount-pending')).toHaveText('₹0');
  await expect(page.getByText('Payment received')).toBeVisible();
});

test('a failed payment shows its reason, and paying again succeeds', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  await chooseSlotAndAddress(page);
  await payNow(page).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment Failed: Your payment was declined by the bank (sandbox).')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await payNow(page).click();
  await page
    .getByRole('dialog', { name: 'Sandbox payment' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await openPlacedOrder(page);
  await expect(page.getByTestId('amount-pending')).toHaveText('₹0');
  await expect(page.getByText(/^Payment attempt failed/)).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();

  // The retry paid the same booking: history shows one order.
  await page.goto('/order-history');
  await expect(page.getByRole('list', { name: 'Ongoing Orders' }).getByRole('listitem')).toHaveCount(1);
});

test('an unknown order id shows Order Not Found with a way to the orders', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await page.goto('/order/CSAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByText('Order not found. It may have been cancelled or deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByText('It seems you have no ongoing orders')).toBeVisible();
});
