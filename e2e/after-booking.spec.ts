import { expect, test, type Page } from './support/test';
import { chooseSlotAndAddress, openPlacedOrder, reachCheckout, rupees, spokenOrderNumber } from './support/checkout';

/** Books tomorrow's first open slot through checkout and lands on the order page; returns the total. */
async function bookThroughCheckout(page: Page, projectName: string, mode: 'Pay Online' | 'Pay Cash (COD)'): Promise<number> {
  await reachCheckout(page, projectName);
  await chooseSlotAndAddress(page);
  await page.getByRole('radio', { name: mode }).check();
  const total = rupees(await page.getByTestId('checkout-total').textContent());
  // Paying online is paying now; cash is paid at the garage, so the booking is confirmed here.
  await page.getByRole('button', { name: mode === 'Pay Online' ? 'Pay Now' : 'Confirm Booking' }).click();
  if (mode === 'Pay Online') {
    await page
      .getByRole('dialog', { name: 'Sandbox payment' })
      .getByRole('button', { name: `Pay ₹${total.toLocaleString('en-IN')}` })
      .click();
  }
  await openPlacedOrder(page);
  return total;
}

test('cancel an order paid online: the reason is asked, the seat is freed and the refund shows on the order page and in Transaction History', async ({
  page,
}, testInfo) => {
  const total = await bookThroughCheckout(page, testInfo.project.name, 'Pay Online');
  await expect(page.getByText('Payment received')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Plans changed?' });
  await expect(changes).toContainText(/until \d+ \w+, \d+:\d\d [ap]m/);

  await changes.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText(`The ₹${total.toLocaleString('en-IN')} you paid will be refunded in full.`);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Choose a reason');
  await dialog.getByRole('radio', { name: 'My plans changed' }).check();
  await page.screenshot({ path: `/tmp/after-booking-cancel-dialog-${testInfo.project.name}.png`, fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your order was cancelled.' })).toBeVisible();
  await expect(page.getByText('Booking cancelled: My plans changed')).toBeVisible();
  await expect(changes).toBeHidden();
  // The payments worker asks the sandbox gateway for the refund; the page follows it until it is processed.
  const refund = page.getByTestId('refund-status');
  await expect(refund).toHaveAttribute('data-status', 'processed', { timeout: 30_000 });
  await expect(refund).toContainText(`₹${total.toLocaleString('en-IN')} refunded`);
  await expect(page.getByText(/^Refund issued: /)).toBeVisible();
  await page.screenshot({ path: `/tmp/after-booking-refunded-${testInfo.project.name}.png`, fullPage: true });

  // Transaction History shows the payment and its refund, newest first, with the order.
  const trackingId = page.url().split('/').pop()!;
  await page.goto('/profile/transactions');
  const lines = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expect(lines.nth(0)).toContainText('Refund to the original payment method');
  await expect(lines.nth(0)).toContainText('Refunded');
  await expect(lines.nth(0)).toContainText(`+ ₹${total.toLocaleString('en-IN')}`);
  await expect(lines.nth(0).getByRole('link', { name: `Order ${spokenOrderNumber(trackingId)}` })).toBeVisible();
  await expect(lines.nth(1)).toContainText('Online payment');
});

test('reschedule an order to another day and slot: the order page shows the new slot', async ({ page }, testInfo) => {
  await bookThroughCheckout(page, testInfo.project.name, 'Pay Cash (COD)');
  const changes = page.getByRole('region', { name: 'Plans changed?' });
  await changes.getByRole('button', { name: 'Reschedule' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  const days = dialog.getByRole('group', { name: 'Pickup date' }).getByRole('button');
  await expect(days).toHaveCount(8);
  await expect(dialog.getByRole('button', { name: 'Choose a slot' })).toBeDisabled();
  const newDay = days.nth(3);
  const dayNumber = (await newDay.locator('span').nth(1).textContent())!.trim();
  await newDay.click();
  const slot = dialog.getByRole('group', { name: 'Time slot' }).getByRole('button', { disabled: false }).nth(1);
  const slotLabel = (await slot.textContent())!.replace(/\d+ left$/, '').trim();
  await slot.click();
  await page.screenshot({ path: `/tmp/after-booking-reschedule-dialog-${testInfo.project.name}.png`, fullPage: false });
  await dialog.getByRole('button', { name: /^Move to / }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Booking moved: from /)).toBeVisible();
  const when = page.locator('dt', { hasText: 'Pickup date and time' }).locator('xpath=following-sibling::dd[1]');
  await expect(when).toContainText(new RegExp(`^${dayNumber} \\w+ \\d{4}, ${slotLabel.replace(/[–-]/g, '.')}$`));
  await expect(page.getByRole('heading', { name: 'We are working on your pending order.' })).toBeVisible();
  await page.screenshot({ path: `/tmp/after-booking-rescheduled-${testInfo.project.name}.png`, fullPage: true });
});
