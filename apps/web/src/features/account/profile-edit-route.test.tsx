import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { ProfileEditRoute } from './profile-edit-route';

const stored = {
  id: 7,
  name: 'Priya Nair',
  email: 'priya@example.in',
  mobile_no: '+919811122233',
  username: 'priya_n',
  sms_updates: true,
  whatsapp_opt_in_at: null as string | null,
  referral_code: 'PRIYA234',
};
const CONSENT_TIME = '2026-11-26T10:15:00.000Z';

describe('My Profile', () => {
  let api: ReturnType<typeof fakeApi>;
  /** What the server holds: a PUT changes it, as the API does. */
  let server: typeof stored;
  beforeEach(() => {
    server = { ...stored };
    useSession.getState().signIn(stored);
    api = fakeApi((url, init) => {
      if (init?.method !== 'PUT') return { body: { success: true, data: server } };
      if (url.pathname === '/api/v1/auth/me/whatsapp') {
        // As the API does: consent keeps the time it was first given.
        const { enabled } = JSON.parse(String(init.body)) as { enabled: boolean };
        server = { ...server, whatsapp_opt_in_at: enabled ? (server.whatsapp_opt_in_at ?? CONSENT_TIME) : null };
        return { body: { success: true, message: enabled ? 'WhatsApp updates are on.' : 'WhatsApp updates are off.', data: server } };
      }
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

  it('marks every problem at its own field at once, keeps what was typed, and sends nothing', async () => {
    renderAtHome(<ProfileEditRoute />);
    const name = await screen.findByLabelText('NAME');
    await userEvent.clear(name);
    await userEvent.type(name, 'R2D2');
    const email = screen.getByLabelText('EMAIL ADDRESS');
    await userEvent.clear(email);
    await userEvent.type(email, 'priya@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('NAME')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('NAME')).toHaveAccessibleDescription('Name is required and should only contain letters.');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('NAME')).toHaveFocus();
    expect(screen.getByLabelText('NAME')).toHaveValue('R2D2');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveValue('priya@');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // Editing a field takes its message away; the other stays until it is edited too.
    await userEvent.type(screen.getByLabelText('EMAIL ADDRESS'), 'example.in');
    expect(screen.getByLabelText('EMAIL ADDRESS')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('NAME')).toHaveAccessibleDescription('Name is required and should only contain letters.');
  });

  it('refuses an over-long name with a message instead of cutting it', async () => {
    renderAtHome(<ProfileEditRoute />);
    const name = await screen.findByLabelText('NAME');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('NAME')).toHaveAccessibleDescription('Name is required and should only contain letters.');
    expect(screen.getByLabelText('NAME')).toHaveValue('A'.repeat(61));
  });

  it("puts the server's refusal at the field it names and keeps what was typed", async () => {
    renderAtHome(<ProfileEditRoute />);
    const email = await screen.findByLabelText('EMAIL ADDRESS');
    api = fakeApi((_url, init) =>
      init?.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'This email address is not accepted',
              errors: { email: ['This email address is not accepted'] },
            },
          }
        : { body: { success: true, data: server } },
    );
    vi.stubGlobal('fetch', api.fetch);
    await userEvent.clear(email);
    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAccessibleDescription('This email address is not accepted'));
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('EMAIL ADDRESS')).toHaveValue('priya@example.com');
    expect(screen.getByLabelText('NAME')).not.toHaveAttribute('aria-invalid');
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

  describe('WhatsApp updates', () => {
    it('is off until the customer asks; switching it on records the consent, and the SMS setting is left alone', async () => {
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates on WhatsApp' });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(toggle).toHaveAccessibleDescription(/If WhatsApp cannot deliver one, we text it to you/);
      await userEvent.click(toggle);
      expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp updates are on. Reply STOP on WhatsApp at any time to stop them.');
      expect(api.calls.at(-1)).toMatchObject({
        method: 'PUT',
        url: expect.objectContaining({ pathname: '/api/v1/auth/me/whatsapp' }),
        body: { enabled: true },
      });
      expect(screen.getByRole('switch', { name: 'Order updates on WhatsApp' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('switch', { name: 'Order updates by SMS' })).toHaveAttribute('aria-checked', 'true');
      expect(server.whatsapp_opt_in_at).toBe(CONSENT_TIME);
    });

    it('switches off (after a STOP reply the server says off, and so does the switch)', async () => {
      server.whatsapp_opt_in_at = CONSENT_TIME;
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates on WhatsApp' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      await userEvent.click(toggle);
      expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp updates are off. We will text your order updates instead.');
      expect(api.calls.at(-1)?.body).toEqual({ enabled: false });
      expect(toggle).toHaveAttribute('aria-checked', 'false');
    });

    it('says why it could not be saved and shows the setting unchanged', async () => {
      renderAtHome(<ProfileEditRoute />);
      const toggle = await screen.findByRole('switch', { name: 'Order updates on WhatsApp' });
      api = fakeApi(() => ({ status: 503, body: { success: false, message: 'Service is temporarily unavailable. Please try again shortly.' } }));
      vi.stubGlobal('fetch', api.fetch);
      await userEvent.click(toggle);
      expect(await screen.findByRole('alert')).toHaveTextContent('Service is temporarily unavailable. Please try again shortly.');
      expect(toggle).toHaveAttribute('aria-checked', 'false');
    });
  });
});
