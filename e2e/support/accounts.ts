import { type APIRequestContext, type APIResponse, type Page, expect } from '@playwright/test';

let counter = 0;
/** A mobile number no other journey of this run uses (the run's database is fresh). */
export function uniquePhone(projectName: string): string {
  counter += 1;
  const project = projectName === 'mobile' ? 7 : 8;
  return `9${project}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(2, '0')}`;
}

/** The newest OTP the console SMS sender put in the dev outbox for a 10-digit number. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?to=%2B91${phone}`);
      const [latest] = (await res.json()).data as { body: string }[];
      code = latest?.body.match(/^(\d{6}) /)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A verified sign-up signs the new customer in; journeys that then log in through the login screen end
 * that session first, so the account holds only the sessions the journey opens itself.
 */
async function endSignUpSession(request: APIRequestContext, created: APIResponse) {
  const { token } = (await created.json()).data as { token: string };
  expect((await request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
}

/**
 * The sign-up page's details typed as a customer would, then Send OTP (the referral code is left as the
 * page has it). The email is optional and there is no username: the server makes one.
 */
export async function fillSignUp(page: Page, details: { name: string; email?: string; phone: string }) {
  await page.getByLabel('Full Name').fill(details.name);
  if (details.email !== undefined) await page.getByLabel('Email Address').fill(details.email);
  await page.getByLabel('10-Digit Phone Number').fill(details.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
}

/** The sign-up's code step: the code texted to the number (from the dev outbox), then Verify & Create Account. */
export async function enterSignUpCode(page: Page, phone: string) {
  await page.getByLabel('OTP').fill(await latestOtp(page.request, phone));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
}

/** Creates an account through the sign-up API, then logs in through the login screen. */
export async function signUpAndLogIn(page: Page, phone: string, name = 'Asha Verma') {
  const request = page.request;
  const details = { mobile_no: phone, name, email: `asha.${phone}@example.in`, username: `asha_${phone}` };
  expect((await request.post('/api/v1/auth/otp/register', { data: details })).status()).toBe(200);
  const created = await request.post('/api/v1/auth/otp/register/verify', { data: { mobile_no: phone, otp: await latestOtp(request, phone) } });
  expect(created.status()).toBe(201);
  await endSignUpSession(request, created);
  await logIn(page, phone);
}

/** Logs a registered number in through the login screen, with the code from the dev outbox. */
export async function logIn(page: Page, phone: string) {
  const request = page.request;
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Verification Code' })).toBeVisible();
  await page.getByLabel('Verification Code').fill(await latestOtp(request, phone));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Chooses the customer's car the way they would: the home page's car picker, brand then model. */
export async function chooseCar(page: Page, brand = 'Maruti Suzuki', model = /^Swift/) {
  await page.goto('/');
  await page.getByRole('form', { name: 'Get instant quotes for your car service' }).getByRole('button', { name: 'Select Car' }).click();
  await page.getByRole('dialog', { name: 'Choose Your Car' }).getByRole('button', { name: brand, exact: true }).click();
  await page.getByRole('dialog', { name: 'Choose Your Model' }).getByRole('button', { name: model }).first().click();
  await chooseFuelIfAsked(page);
}

/** A model sold in more than one fuel asks which (the first offered is taken); the picker then closes. */
export async function chooseFuelIfAsked(page: Page) {
  const fuels = page.getByRole('dialog', { name: 'Choose Your Fuel' });
  await expect(fuels.or(page.getByRole('dialog')))
    .toBeVisible()
    .catch(() => undefined);
  if (await fuels.isVisible()) await fuels.getByRole('listitem').first().getByRole('button').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** Journeys that act as a CarSeva admin: each has its own admin number per project (a number may ask for a login code once in 30 s). */
const ADMIN_JOURNEYS = [
  'partner',
  'referral',
  'admin',
  'invoice',
  'accessibility',
  'account-menu',
  'looks',
  'looks-board',
  'bill-of-supply',
  'human-errors',
  'pickup-drop',
  'trust',
  'languages-partner',
  'languages-buddy',
  'languages-orders',
  'trust-extras',
  'trust-late',
  'trust-rework',
  'trust-damage',
  'code-reset',
] as const;
/** The numbers playwright.config.ts gives ADMIN_PHONES. */
export const E2E_ADMIN_PHONES = Array.from({ length: ADMIN_JOURNEYS.length * 2 }, (_, i) => `98000001${String(i).padStart(2, '0')}`);

export function adminPhone(projectName: string, journey: (typeof ADMIN_JOURNEYS)[number]): string {
  return E2E_ADMIN_PHONES[ADMIN_JOURNEYS.indexOf(journey) * 2 + (projectName === 'mobile' ? 1 : 0)]!;
}

/** Signs the admin up on first use, then logs them in through the login screen. */
export async function signInAsAdmin(page: Page, phone: string) {
  const details = { mobile_no: phone, name: 'CarSeva Admin', email: `admin.${phone}@example.in`, username: `admin_${phone}` };
  const register = await page.request.post('/api/v1/auth/otp/register', { data: details });
  if (register.status() === 200) {
    const created = await page.request.post('/api/v1/auth/otp/register/verify', { data: { mobile_no: phone, otp: await latestOtp(page.request, phone) } });
    expect(created.status()).toBe(201);
    await endSignUpSession(page.request, created);
  }
  await logIn(page, phone);
}
