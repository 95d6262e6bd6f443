import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { SignupRoute } from './signup-route';

const user = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n', sms_updates: true };
const otpSent = { success: true, message: 'OTP sent successfully!', data: { mobile_no: '+919811122233', expires_in_seconds: 300, resend_after_seconds: 30 } };

const EMAIL = 'Email Address (optional)';

async function fill(fields: Partial<Record<'Full Name' | typeof EMAIL | '10-Digit Phone Number', string>>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const valid = { 'Full Name': 'Priya Nair', [EMAIL]: 'priya@example.in', '10-Digit Phone Number': '9811122233' };

describe('sign-up screen', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: (url: URL) => { status?: number; body: unknown };
  beforeEach(() => {
    useSession.getState().signOut();
    answer = (url) =>
      url.pathname.endsWith('/verify') ? { status: 201, body: { success: true, data: { token: 'secret-token', ...user } } } : { body: otpSent };
    api = fakeApi((url) => answer(url));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows every problem at once, each marked at its own field, moves to the first and sends nothing', async () => {
    renderAtHome(<SignupRoute />);
    await fill({ 'Full Name': 'R2D2', [EMAIL]: 'x', '10-Digit Phone Number': '98111' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const expected = {
      'Full Name': 'Name is required and should only contain letters.',
      [EMAIL]: 'Please enter a valid email address.',
      '10-Digit Phone Number': 'Please enter a valid 10-digit phone number.',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks no username', () => {
    renderAtHome(<SignupRoute />);
    expect(screen.queryByLabelText(/username/i)).not.toBeInTheDocument();
  });

  it.each(['राजेश कुमार', 'ராஜேஷ் குமார்', 'R. K. Sharma', "D'Souza", 'Anne-Marie'])('sends the name %s as it is, with no email', async (name) => {
    renderAtHome(<SignupRoute />);
    await fill({ 'Full Name': name, '10-Digit Phone Number': '9811122233' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ body: { mobile_no: '+919811122233', name, email: '' } });
    expect(api.calls[0]!.body).not.toHaveProperty('username');
  });

  it.each([
    ['digits', 'Rajesh 2'],
    ['an emoji', 'Rajesh 🙂'],
    ['markup', '<script>'],
    ['one letter', 'R'],
    ['61 letters', 'a'.repeat(61)],
  ])('refuses a name with %s with the spec message and sends nothing', async (_, name) => {
    renderAtHome(<SignupRoute />);
    await fill({ 'Full Name': name, '10-Digit Phone Number': '9811122233' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required and should only contain letters.');
    expect(api.calls).toHaveLength(0);
  });

  it('takes digits only, ten at most, in the phone field', async () => {
    renderAtHome(<SignupRoute />);
    await userEvent.type(screen.getByLabelText('10-Digit Phone Number'), '98a11-12223344');
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveValue('9811122233');
  });

  it('keeps a pasted +91 number as the same ten digits, not the first ten of twelve', async () => {
    renderAtHome(<SignupRoute />);
    await userEvent.click(screen.getByLabelText('10-Digit Phone Number'));
    await userEvent.paste('+91 98111 22233');
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveValue('9811122233');
  });

  it('refuses an over-long referral code at its field instead of cutting it', async () => {
    renderAtHome(<SignupRoute />);
    await fill(valid);
    await userEvent.type(screen.getByLabelText('Referral Code (optional)'), 'priya2345');
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('PRIYA2345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveAccessibleDescription('Enter the 8-character referral code you were given');
    expect(api.calls).toHaveLength(0);
  });

  it("keeps each field's error until that field is edited, with no timeout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAtHome(<SignupRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
    await userEvent.type(screen.getByLabelText('Full Name'), 'P');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the details, shows only the OTP field, then creates the account signed in and goes where the customer was heading after 2 s', async () => {
    const { router } = renderAtHome(<SignupRoute />);
    await act(() => router.navigate('/?next=%2Fcheckout'));
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { mobile_no: '+919811122233', name: 'Priya Nair', email: 'priya@example.in' },
    });
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/auth/otp/register');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('Please enter a valid OTP.');
    await userEvent.type(screen.getByLabelText('OTP'), '4821930');
    expect(screen.getByLabelText('OTP')).toHaveValue('482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.calls[1]).toMatchObject({ body: { mobile_no: '+919811122233', otp: '482193' } });
    expect(useSession.getState().user).toEqual(user);
    expect(JSON.stringify(localStorage)).not.toContain('secret-token');
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/checkout');
    // The new account keeps the language it was made in.
    expect(api.calls).toHaveLength(3);
    expect(api.calls[2]).toMatchObject({ method: 'PUT', body: { language: 'en' } });
    expect(api.calls[2]!.url.pathname).toBe('/api/v1/auth/me');
    expect(localStorage.getItem('carseva.language')).toBe('en');
  });

  it('goes home after signing up when the customer was heading nowhere in particular', async () => {
    const { router } = renderAtHome(<SignupRoute />);
    await act(() => router.navigate('/?utm_source=sms'));
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await screen.findByText('Registration successful! Redirecting to login...');
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/'), { timeout: 3000 });
  });

  it('marks the field the server refuses, and the code when it is wrong', async () => {
    const registered = 'This mobile number is already registered. Please log in.';
    answer = () => ({ status: 409, body: { success: false, code: 'MOBILE_REGISTERED', message: registered } });
    renderAtHome(<SignupRoute />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await vi.waitFor(() => expect(screen.getByLabelText('10-Digit Phone Number')).toHaveAccessibleDescription(registered));
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveFocus();

    answer = (url) =>
      url.pathname.endsWith('/verify')
        ? { status: 400, body: { success: false, code: 'OTP_WRONG', message: 'Invalid OTP. Please try again.' } }
        : { body: otpSent };
    await fill({ '10-Digit Phone Number': '9811122234' });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await vi.waitFor(() => expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('Invalid OTP. Please try again.'));
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().user).toBeNull();
  });

  it('says so when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAtHome(<SignupRoute />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
