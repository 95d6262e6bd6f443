import { adminPhone, enterSignUpCode, fillSignUp, signInAsAdmin, uniquePhone } from './support/accounts';
import { expect, type Page, test } from './support/test';

/**
 * Bad values typed into forms: every message shows at its own field, in words for people (never zod's
 * "Too big: expected …" or a raw key like `mobile_no`), what was typed stays, and nothing is silently
 * changed ("-50" is refused, not saved as ₹50).
 */
const ZOD_WORDS = /Too (big|small)|Invalid (input|request)|expected (string|number)|received|<=|_no\b/;

/** The message a field points at (aria-describedby), with the field marked invalid. */
async function expectFieldMessage(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('the contact form shows each problem at its field, in plain words, and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  const longName = 'Asha '.repeat(20).trim();
  await form.getByLabel('Your name').fill(longName);
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByLabel('Email address').fill('asha@');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expectFieldMessage(page, 'Your name', 'Name is required and should only contain letters.');
  await expectFieldMessage(page, 'Mobile number', 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9');
  await expectFieldMessage(page, 'Email address (optional)', 'Please enter a valid email address.');
  await expectFieldMessage(page, 'Message', 'Please write at least 10 characters');
  await expect(form.getByLabel('Your name')).toHaveValue(longName);
  await expect(form).not.toContainText(ZOD_WORDS);

  // Messages stay (no banner that fades); editing one field clears only its own.
  await page.waitForTimeout(5500);
  await expectFieldMessage(page, 'Mobile number', 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9');
  await form.getByLabel('Your name').fill('Asha Verma');
  await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid');
  await expectFieldMessage(page, 'Email address (optional)', 'Please enter a valid email address.');
  await page.screenshot({ path: `/tmp/err-contact-${test.info().project.name}.png`, fullPage: true });
});

test('the admin coupon form and a garage price refuse absurd and negative numbers at their fields', async ({ page }) => {
  const project = test.info().project.name;
  await signInAsAdmin(page, adminPhone(project, 'human-errors'));

  await page.goto('/admin/coupons');
  const coupon = page.getByRole('form', { name: 'New coupon' });
  await coupon.getByLabel('Code', { exact: true }).fill(project === 'mobile' ? 'HUGEM' : 'HUGED');
  await coupon.getByLabel('Kind').selectOption('flat');
  await coupon.getByLabel('Rupees', { exact: true }).fill('99999999');
  await coupon.getByLabel('Cap in rupees (optional)').fill('-50');
  await coupon.getByLabel('Minimum order in rupees').fill('abc');
  await coupon.getByLabel('Minimum order in rupees').press('Enter');
  await expectFieldMessage(page, 'Rupees', 'Please enter an amount of ₹1,00,000 or less');
  await expectFieldMessage(page, 'Cap in rupees (optional)', 'Please enter an amount of ₹1 or more');
  await expectFieldMessage(page, 'Minimum order in rupees', 'Please enter a number');
  await expect(coupon.getByLabel('Cap in rupees (optional)')).toHaveValue('-50');
  await expect(coupon.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(coupon).not.toContainText(ZOD_WORDS);
  await page.screenshot({ path: `/tmp/err-coupon-${project}.png`, fullPage: true });

  // A garage's price: "-50" stays on screen with its message and is never saved as ₹50.
  await page.goto('/partner/1/prices');
  const price = page.getByLabel(/: price$/).first();
  // Another band of the same service: only today's price is typed (a struck price is the server's, from real earlier ones).
  const other = page.getByLabel(/: price$/).nth(1);
  await expect(page.getByLabel(/struck-out/)).toHaveCount(0);
  const before = await price.inputValue();
  await price.fill('-50');
  await other.fill('9999999');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('Price must be at least ₹1');
  await expect(other).toHaveAccessibleDescription('Please enter an amount of ₹5,00,000 or less');
  await expect(price).toHaveValue('-50');
  await expect(page.getByRole('alert')).toContainText('2 prices need a fix');
  await page.screenshot({ path: `/tmp/err-prices-${project}.png` });
  await page.reload();
  await expect(page.getByLabel(/: price$/).first()).toHaveValue(before);
});

test('sign-up shows every bad field at once and keeps what was typed; My Profile marks its own fields the same way', async ({ page }) => {
  const project = test.info().project.name;
  const phone = uniquePhone(project);
  await page.goto('/signup');
  await fillSignUp(page, { name: 'R2D2', email: 'asha@', phone: '12345' });

  await expectFieldMessage(page, 'Full Name', 'Name is required and should only contain letters.');
  await expectFieldMessage(page, 'Email Address (optional)', 'Please enter a valid email address.');
  await expectFieldMessage(page, '10-Digit Phone Number', 'Please enter a valid 10-digit phone number.');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('R2D2');
  await expect(page.getByLabel('Email Address')).toHaveValue('asha@');
  await expect(page.locator('main')).not.toContainText(ZOD_WORDS);
  await page.screenshot({ path: `/tmp/err-signup-${project}.png`, fullPage: true });

  // No message fades: after 5 s they are all still there; editing a field clears its own only.
  await page.waitForTimeout(5500);
  await page.getByLabel('10-Digit Phone Number').fill(phone);
  await expect(page.getByLabel('10-Digit Phone Number')).not.toHaveAttribute('aria-invalid');
  await expectFieldMessage(page, 'Email Address (optional)', 'Please enter a valid email address.');
  await expectFieldMessage(page, 'Full Name', 'Name is required and should only contain letters.');

  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Email Address').fill(`asha.${phone}@example.in`);
  await page.getByLabel('10-Digit Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterSignUpCode(page, phone);
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).not.toHaveURL(/\/signup/);

  await page.goto('/profile/edit');
  await page.getByLabel('NAME', { exact: true }).fill('Asha 2');
  await page.getByLabel('EMAIL ADDRESS').fill('asha@example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(page, 'NAME', 'Name is required and should only contain letters.');
  await expectFieldMessage(page, 'EMAIL ADDRESS', 'Please enter a valid email address.');
  await expect(page.getByLabel('NAME', { exact: true })).toHaveValue('Asha 2');
  await page.screenshot({ path: `/tmp/err-profile-${project}.png`, fullPage: true });
  await page.getByLabel('EMAIL ADDRESS').fill(`asha.${phone}@example.in`);
  await expect(page.getByLabel('EMAIL ADDRESS')).not.toHaveAttribute('aria-invalid');
  await expectFieldMessage(page, 'NAME', 'Name is required and should only contain letters.');
  await page.getByLabel('NAME', { exact: true }).fill('Asha Verma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
});
