import { expect, test } from './support/test';
import { latestOtp, signUpAndLogIn, uniquePhone } from './support/accounts';

test('sign up, log in with the texted code, edit the profile, log out', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);

  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Kavya Reddy');
  await page.getByLabel('Email Address').fill(`kavya.${phone}@example.in`);
  await page.getByLabel('Username').fill(`kavya_${phone}`);
  await page.getByLabel('10-Digit Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await page.getByLabel('OTP').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully. Please check your phone.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await page.getByLabel('Verification Code').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'carseva_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  if (testInfo.project.name === 'desktop') {
    // The header names the customer; their account menu opens from it.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kavya Reddy' })).toHaveAttribute('aria-expanded', 'false');
  }
  await page.goto('/menu');
  const menu = page.getByRole('main');
  await expect(menu.getByText('Kavya Reddy')).toBeVisible();
  await expect(menu.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await menu.getByRole('link', { name: 'My Profile' }).click();

  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByText('PERSONAL DETAILS')).toBeVisible();
  await expect(page.getByLabel('NAME')).toHaveValue('Kavya Reddy');
  await expect(page.getByLabel('MOBILE NO')).toHaveValue(phone);
  await page.getByLabel('NAME').fill('Kavya R Reddy');
  await page.getByLabel('EMAIL ADDRESS').fill(`kavya.r.${phone}@example.in`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('NAME')).toHaveValue('Kavya R Reddy');
  await expect(page.getByLabel('EMAIL ADDRESS')).toHaveValue(`kavya.r.${phone}@example.in`);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);

  await page.goto('/profile/edit');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit$/);
  await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
});

test('the menu Logout really ends the session', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
  await page.goto('/menu');
  await expect(page.getByText('Log in to get exclusive offers')).toBeVisible();
});

test('an ended server session sends the customer to login with the spec message', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, uniquePhone(testInfo.project.name));
  // The session ends elsewhere (another tab logged out); the page still believes it is signed in.
  expect((await page.request.post('/api/v1/auth/logout')).status()).toBe(200);
  await page.goto('/profile/edit');
  await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fedit$/);
});

test('sign-up checks its fields in the spec order', async ({ page }) => {
  await page.goto('/signup');
  const send = () => page.getByRole('button', { name: 'Send OTP' }).click();
  const alert = page.getByRole('alert');
  await page.getByLabel('Full Name').fill('R2D2');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('10-Digit Phone Number').fill('98765');
  await send();
  await expect(alert).toHaveText('Please enter a valid 10-digit phone number.');
  await page.getByLabel('10-Digit Phone Number').fill('9876543210');
  await send();
  await expect(alert).toHaveText('Name is required and should only contain letters.');
  await page.getByLabel('Full Name').fill('Ravi Kumar');
  await send();
  await expect(alert).toHaveText('Please enter a valid email address.');
  await page.getByLabel('Email Address').fill('ravi@example.in');
  await send();
  await expect(alert).toHaveText('Username must be at least 3 characters and can contain letters, numbers, or underscores.');
});

test('login refuses a short number and answers an unknown one', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill('98765');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 10-digit phone number.');
  await page.getByLabel('Mobile Number').fill(uniquePhone(testInfo.project.name));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('This mobile number is not registered. Please sign up first.');
});
