import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { LoginRoute } from './login-route';

const user = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' };
const otpSent = {
  success: true,
  message: 'OTP sent successfully. Please check your phone.',
  data: { mobile_no: '+919811122233', expires_in_seconds: 300, resend_after_seconds: 30 },
};

describe('login screen', () => {
  let api: ReturnType<typeof fakeApi>;
  let verifyAnswer: { status?: number; body: unknown };
  beforeEach(() => {
    useSession.getState().signOut();
    verifyAnswer = { body: { success: true, message: 'Login successful.', data: { token: 'secret-token', ...user } } };
    api = fakeApi((url) => (url.pathname.endsWith('/verify') ? verifyAnswer : { body: otpSent }));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a number that is not 10 digits', async () => {
    renderAtHome(<LoginRoute />);
    expect(screen.getByRole('heading', { name: 'Sign In to Your Account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98111');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const phone = screen.getByLabelText('Mobile Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    expect(phone).toHaveFocus();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(phone, '2');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('sends the code, locks the number, verifies, remembers who signed in (not the token) and returns to the page that asked', async () => {
    const { router, currentPath } = renderAtHome(<LoginRoute />);
    await act(() => router.navigate('/?next=%2Fcheckout'));
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully. Please check your phone.');
    expect(screen.getByLabelText('Mobile Number')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Verification Code'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await currentPath()).toBe('/checkout');
    expect(api.calls.map((c) => c.body)).toEqual([{ mobile_no: '+919811122233' }, { mobile_no: '+919811122233', otp: '482193' }]);
    expect(useSession.getState().user).toEqual(user);
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
  });

  // Steps end on a key the filter throws away: the field must drop it even though the kept digits do not change
  // (Preact left it on screen). A key past the last digit is stopped by the field's maxLength.
  it('shows only the digits kept of what is typed in the number and the code, and sends exactly those', async () => {
    renderAtHome(<LoginRoute />);
    const phone = screen.getByLabelText('Mobile Number');
    await userEvent.type(phone, '98111x');
    expect(phone).toHaveValue('98111');
    await userEvent.type(phone, '222-');
    expect(phone).toHaveValue('98111222');
    await userEvent.type(phone, '334');
    expect(phone).toHaveValue('9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = await screen.findByLabelText('Verification Code');
    await userEvent.type(code, '4a');
    expect(code).toHaveValue('4');
    await userEvent.type(code, '82x');
    expect(code).toHaveValue('482');
    await userEvent.type(code, '1 93');
    expect(code).toHaveValue('482193');
    await userEvent.type(code, '7');
    expect(code).toHaveValue('482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => c.body)).toEqual([{ mobile_no: '+919811122233' }, { mobile_no: '+919811122233', otp: '482193' }]);
  });

  it("shows the spec's text for a wrong code and the server's for an expired one", async () => {
    renderAtHome(<LoginRoute />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('Verification Code'), '111111');
    verifyAnswer = { status: 400, body: { success: false, code: 'OTP_WRONG', message: 'Invalid OTP. Please try again.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    const code = screen.getByLabelText('Verification Code');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('OTP verification failed. Please try again.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    verifyAnswer = { status: 400, body: { success: false, code: 'OTP_EXPIRED', message: 'This OTP has expired. Please request a new one.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('This OTP has expired. Please request a new one.'));
  });

  it('offers a number with no account to create one with name and email, one code, and signs it in', async () => {
    const notRegistered = {
      status: 404,
      body: { success: false, code: 'NOT_REGISTERED', message: 'This mobile number is not registered. Please sign up first.' },
    };
    const created = { status: 201, body: { success: true, data: { token: 'secret-token', ...user } } };
    api = fakeApi((url) => {
      if (url.pathname.endsWith('/otp/login')) return notRegistered;
      return url.pathname.endsWith('/register/verify') ? created : { body: otpSent };
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderAtHome(<LoginRoute />);
    await act(() => router.navigate('/?next=%2Fcheckout'));
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByText(/There is no CarSeva account for \+91 9811122233 yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toBeDisabled();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email Address (optional)'), 'priya@');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required and should only contain letters.');
    expect(screen.getByLabelText('Email Address (optional)')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(api.calls).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Full Name'), 'Priya Nair');
    await userEvent.type(screen.getByLabelText('Email Address (optional)'), 'example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('Verification Code'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.calls.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/v1/auth/otp/login', { mobile_no: '+919811122233' }],
      ['/api/v1/auth/otp/register', { mobile_no: '+919811122233', name: 'Priya Nair', email: 'priya@example.in' }],
      ['/api/v1/auth/otp/register/verify', { mobile_no: '+919811122233', otp: '482193' }],
      // The new account reads in the language it was made in (this page's).
      ['/api/v1/auth/me', { language: 'en' }],
    ]);
    expect(useSession.getState().user).toEqual(user);
  });

  it('says why when a code cannot be sent for another reason, in a banner', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'Please wait 30 seconds before requesting another OTP.' } })).fetch,
    );
    renderAtHome(<LoginRoute />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 seconds before requesting another OTP.');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
