import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { SignupRoute } from './signup-route';

const otpSent = { success: true, message: 'OTP sent successfully!', data: { mobile_no: '+919811122233', expires_in_seconds: 300, resend_after_seconds: 30 } };

async function fill(fields: Partial<Record<'Full Name' | 'Email Address' | 'Username' | '10-Digit Phone Number', string>>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

const valid = { 'Full Name': 'Priya Nair', 'Email Address': 'priya@example.in', Username: 'priya_n', '10-Digit Phone Number': '9811122233' };

describe('sign-up screen', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: (url: URL) => { status?: number; body: unknown };
  beforeEach(() => {
    answer = (url) => (url.pathname.endsWith('/verify') ? { status: 201, body: { success: true, data: {} } } : { body: otpSent });
    api = fakeApi((url) => answer(url));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('checks phone, name, email, then username, showing the first failure and sending nothing', async () => {
    renderAtHome(<SignupRoute />);
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const steps: [Partial<typeof valid>, string][] = [
      [{ 'Full Name': 'R2D2', 'Email Address': 'x', Username: 'a', '10-Digit Phone Number': '98111' }, 'Please enter a valid 10-digit phone number.'],
      [{ '10-Digit Phone Number': '9811122233' }, 'Name is required and should only contain letters.'],
      [{ 'Full Name': 'Priya Nair' }, 'Please enter a valid email address.'],
      [{ 'Email Address': 'priya@example.in' }, 'Username must be at least 3 characters and can contain letters, numbers, or underscores.'],
    ];
    for (const [fields, message] of steps) {
      await fill(fields);
      await send();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    expect(api.calls).toHaveLength(0);
  });

  it('takes digits only, ten at most, in the phone field', async () => {
    renderAtHome(<SignupRoute />);
    await userEvent.type(screen.getByLabelText('10-Digit Phone Number'), '98a11-12223344');
    expect(screen.getByLabelText('10-Digit Phone Number')).toHaveValue('9811122233');
  });

  it('clears a banner when a field is edited', async () => {
    renderAtHome(<SignupRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'P');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a banner after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAtHome(<SignupRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the details, then shows only the OTP field, then creates the account and goes to /login after 2 s', async () => {
    renderAtHome(<SignupRoute />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { mobile_no: '+919811122233', name: 'Priya Nair', email: 'priya@example.in', username: 'priya_n' } });
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/auth/otp/register');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid OTP.');
    await userEvent.type(screen.getByLabelText('OTP'), '4821930');
    expect(screen.getByLabelText('OTP')).toHaveValue('482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.calls[1]).toMatchObject({ body: { mobile_no: '+919811122233', otp: '482193' } });
    expect(await screen.findByTestId('location', undefined, { timeout: 3000 })).toHaveTextContent('/login');
  });

  it("shows the server's reason when it refuses, or the spec's texts when there is none", async () => {
    answer = () => ({ status: 409, body: { success: false, code: 'USERNAME_TAKEN', message: 'This username is already taken. Please choose another one.' } });
    renderAtHome(<SignupRoute />);
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken. Please choose another one.');

    answer = (url) => (url.pathname.endsWith('/verify') ? { status: 400, body: { success: false, code: 'OTP_WRONG', message: 'Invalid OTP. Please try again.' } } : { body: otpSent });
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
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
