import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { ProfileEditRoute } from './profile-edit-route';

const stored = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n', sms_updates: true, referral_code: 'PRIYA234' };

describe('My Profile', () => {
  let api: ReturnType<typeof fakeApi>;
  /** What the server holds: a PUT changes it, as the API does. */
  let server: typeof stored;
  beforeEach(() => {
    server = { ...stored };
    useSession.getState().signIn(stored);
    api = fakeApi((_url, init) => {
      if (init?.method !== 'PUT') return { body: { success: true, data: server } };
      server = { ...server, ...JSON.parse(String(init.body)) };
      return { body: { success: true, message: 'Profile updated successfully.', data: server } };
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('shows the referral banner and the details the server holds, the number fixed after +91', async () => {
    renderAtHome(<ProfileEditRoute />);
    expect(screen.getByText(/Refer friends and earn ₹750/)).toBeInTheDocument();
    expect(await screen.findByLabelText('NAME')).toHaveValue('Priya Nair');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveValue('priya@example.in');
    expect(screen.getByLabelText('MOBILE NO')).toHaveValue('9811122233');
    expect(screen.getByLabelText('MOBILE NO')).toHaveAttribute('readonly');
    expect(screen.getByText('PERSONAL DETAILS')).toBeInTheDocument();
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/auth/me');
  });

  it('shows the referral code and copies the share link that fills it in at sign-up', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAtHome(<ProfileEditRoute />);
    expect(await screen.findByText('PRIYA234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?ref=PRIYA234`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('saves name and email, says so, and the header name follows', async () => {
    renderAtHome(<ProfileEditRoute />);
    const name = await screen.findByLabelText('NAME');
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya S Nair');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully.');
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Priya S Nair', email: 'priya@example.in' } });
    expect(useSession.getState().user?.name).toBe('Priya S Nair');
    expect(screen.getByLabelText('NAME')).toHaveValue('Priya S Nair');
  });

  it('checks the fields before saving', async () => {
    renderAtHome(<ProfileEditRoute />);
    const email = await screen.findByLabelText('EMAIL ADDRESS');
    await userEvent.clear(email);
    await userEvent.type(email, 'priya@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  describe('SMS updates', () => {
    it('shows the setting the server holds and switches it off at once, keeping the name and email the server has', async () => {
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates by SMS' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(toggle).toHaveAccessibleDescription(/always sent/);
      // An unsaved edit of the name is neither sent with the switch nor lost by it.
      await userEvent.type(screen.getByLabelText('NAME'), ' S');
      await userEvent.click(toggle);
      expect(await screen.findByRole('status')).toHaveTextContent('SMS updates are off. We will still text you about your booking, payments and refunds.');
      expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Priya Nair', email: 'priya@example.in', sms_updates: false } });
      expect(screen.getByRole('switch', { name: 'Order updates by SMS' })).toHaveAttribute('aria-checked', 'false');
      expect(screen.getByLabelText('NAME')).toHaveValue('Priya Nair S');
    });

    it('switches back on', async () => {
      server.sms_updates = false;
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates by SMS' });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      await userEvent.click(toggle);
      expect(await screen.findByRole('status')).toHaveTextContent('SMS updates are on.');
      expect(api.calls.at(-1)?.body).toMatchObject({ sms_updates: true });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    });

    it('says why it could not be saved and shows the setting unchanged', async () => {
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates by SMS' });
      api = fakeApi(() => ({ status: 503, body: { success: false, message: 'Service is temporarily unavailable. Please try again shortly.' } }));
      vi.stubGlobal('fetch', api.fetch);
      await userEvent.click(toggle);
      expect(await screen.findByRole('alert')).toHaveTextContent('Service is temporarily unavailable. Please try again shortly.');
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    });

    it('counts an account from before the setting as getting updates', async () => {
      const { sms_updates: _, ...older } = stored;
      server = older as typeof stored;
      renderAtHome(<ProfileEditRoute />);
      expect(await screen.findByRole('switch', { name: 'Order updates by SMS' })).toHaveAttribute('aria-checked', 'true');
    });
  });
});
