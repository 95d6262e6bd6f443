import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { enterSignUpCode, fillSignUp, latestOtp, uniquePhone } from './support/accounts';

/** How many one-time codes the dev outbox holds for a 10-digit number. */
async function codesSentTo(request: APIRequestContext, phone: string): Promise<number> {
  const res = await request.get(`/dev/outbox?to=%2B91${phone}`);
  return ((await res.json()).data as { kind: string }[]).filter((message) => message.kind === 'otp').length;
}

/** The field is marked invalid and its own message is what a screen reader reads with it. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('sign-up shows every problem at its field, then one OTP creates the account signed in and opens the page the customer was heading to', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);
  await page.goto('/signup?next=%2Fprofile%2Fedit');
  await fillSignUp(page, { name: 'R2D2', email: 'kiran@', phone: '98111' });

  await expectFieldError(page, 'Full Name', 'Name is required and should only contain letters.');
  await expectFieldError(page, 'Email Address (optional)', 'Please enter a valid email address.');
  await expectFieldError(page, '10-Digit Phone Number', 'Please enter a valid 10-digit phone number.');
  await expect(page.getByLabel('Full Name')).toBeFocused();

  // Mending one field clears only its own message.
  await page.getByLabel('Full Name').fill('Kiran Shetty');
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
  await expectFieldError(page, 'Email Address (optional)', 'Please enter a valid email address.');

  await page.getByLabel('Email Address').fill(`kiran.${phone}@example.in`);
  await page.getByLabel('10-Digit Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterSignUpCode(page, phone);
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();

  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByLabel('NAME')).toHaveValue('Kiran Shetty');
  expect(await codesSentTo(page.request, phone)).toBe(1);
});

test('a number with no account at /login can create one there and is signed in with a single OTP', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);
  await page.goto('/login?next=%2Fmenu');
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByText(`There is no CarSeva account for +91 ${phone} yet.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toBeDisabled();
  expect(await codesSentTo(page.request, phone)).toBe(0);

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFieldError(page, 'Full Name', 'Name is required and should only contain letters.');
  await page.getByLabel('Email Address').fill('meenakshi@');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectFieldError(page, 'Email Address (optional)', 'Please enter a valid email address.');

  await page.getByLabel('Full Name').fill('Meenakshi Iyer');
  await page.getByLabel('Email Address').fill(`meenakshi.${phone}@example.in`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();

  // A wrong code is marked at the code field; the right one still works after it.
  const code = await latestOtp(page.request, phone);
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expectFieldError(page, 'Verification Code', 'Invalid OTP. Please try again.');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();

  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('main').getByText('Meenakshi Iyer')).toBeVisible();
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).data).toMatchObject({
    name: 'Meenakshi Iyer',
    username: expect.stringMatching(/^meenakshi_iyer(_\d{4})?$/),
    mobile_no: `+91${phone}`,
  });
  expect(await codesSentTo(page.request, phone)).toBe(1);
});

/** The sign-up screen's words in English and in Hindi. */
const SIGN_UP_WORDS = {
  en: {
    path: '/signup',
    name: 'Full Name',
    email: 'Email Address (optional)',
    phone: '10-Digit Phone Number',
    send: 'Send OTP',
    verify: 'Verify & Create Account',
    done: 'Registration successful! Redirecting to login...',
    nameRule: 'Name is required and should only contain letters.',
  },
  hi: {
    path: '/hi/signup',
    name: 'पूरा नाम',
    email: 'ईमेल (ज़रूरी नहीं)',
    phone: '10 अंकों का फ़ोन नंबर',
    send: 'OTP भेजें',
    verify: 'वेरिफाई करें और अकाउंट बनाएँ',
    done: 'रजिस्ट्रेशन हो गया! आगे ले जा रहे हैं...',
    nameRule: 'नाम ज़रूरी है और उसमें सिर्फ़ अक्षर हों।',
  },
};

for (const [language, words] of Object.entries(SIGN_UP_WORDS)) {
  test(`${language}: a name in Hindi signs up with only the number, no email and no username to give`, async ({ page }, testInfo) => {
    const phone = uniquePhone(testInfo.project.name);
    await page.goto(words.path);
    await expect(page.getByLabel(words.email, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(/username|यूज़रनेम/i)).toHaveCount(0);

    // Digits are still refused, with the spec's message.
    await page.getByLabel(words.name, { exact: true }).fill('राजेश 2');
    await page.getByLabel(words.phone, { exact: true }).fill(phone);
    await page.getByRole('button', { name: words.send }).click();
    await expectFieldError(page, words.name, words.nameRule);

    await page.getByLabel(words.name, { exact: true }).fill('राजेश कुमार');
    await page.getByRole('button', { name: words.send }).click();
    await page.getByLabel('OTP', { exact: true }).fill(await latestOtp(page.request, phone));
    await page.getByRole('button', { name: words.verify }).click();
    await expect(page.getByText(words.done)).toBeVisible();

    const me = await page.request.get('/api/v1/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({
      name: 'राजेश कुमार',
      email: '',
      username: expect.stringMatching(/^customer_\d{6}$/),
      mobile_no: `+91${phone}`,
    });
  });
}
