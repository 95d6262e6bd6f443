import { expect, test } from './support/test';
import { enterSignUpCode, fillSignUp, signUpAndLogIn, uniquePhone } from './support/accounts';

test('sign up with the texted code (signed in at once), edit the profile, log out', async ({ page }, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);

  await page.goto('/signup');
  await fillSignUp(page, { name: 'Kavya Reddy', email: `kavya.${phone}@example.in`, phone });
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await enterSignUpCode(page, phone);
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  // Signing up signs in: no second code on /login.
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

test('login marks a short number at its field and offers an unknown one an account', async ({ page }, testInfo) => {
  await page.goto('/login');
  const phone = page.getByLabel('Mobile Number');
  await phone.fill('98765');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
  await phone.fill(uniquePhone(testInfo.project.name));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});
