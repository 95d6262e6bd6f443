import type { AccountSession } from '@carseva/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { SecurityRoute } from './security-route';

const customer = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' };
const thisPhone: AccountSession = {
  id: 12,
  device: 'Chrome on Android',
  place: null,
  signed_in_at: '2026-11-20T04:30:00Z',
  last_active_at: '2026-11-23T04:30:00Z',
  current: true,
};
const laptop: AccountSession = {
  id: 9,
  device: 'Safari on macOS',
  place: 'This network',
  signed_in_at: '2026-11-01T10:00:00Z',
  last_active_at: '2026-11-22T13:35:00Z',
  current: false,
};

describe('Account Security', () => {
  let api: ReturnType<typeof fakeApi>;
  let sessions: AccountSession[];
  beforeEach(() => {
    sessions = [thisPhone, laptop];
    useSession.getState().signIn(customer);
    api = fakeApi((url, init) => {
      if (init?.method === 'DELETE') {
        const id = Number(url.pathname.split('/').at(-1));
        sessions = sessions.filter((s) => s.id !== id);
        return { body: { success: true, message: id === thisPhone.id ? 'You have been logged out.' : 'That device has been signed out.' } };
      }
      if (init?.method === 'POST') {
        const revoked = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return { body: { success: true, message: `Signed out of ${revoked} other device.`, data: { revoked } } };
      }
      return { body: { success: true, data: sessions } };
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  const row = (device: string) => screen.getByText(device).closest('li')!;

  it('lists each device: this one marked and active now, others with their place and last active time (IST)', async () => {
    renderAtHome(<SecurityRoute />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your devices');
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(within(row('Chrome on Android')).getByText('This device')).toBeInTheDocument();
    expect(within(row('Chrome on Android')).getByText('Active now')).toBeInTheDocument();
    expect(within(row('Safari on macOS')).getByText('This network · Last active 22 Nov, 7:05 pm')).toBeInTheDocument();
    expect(within(row('Safari on macOS')).queryByText('This device')).not.toBeInTheDocument();
  });

  it('signs another device out and shows the list without it', async () => {
    renderAtHome(<SecurityRoute />);
    await userEvent.click(within(await screen.findByText('Safari on macOS').then((el) => el.closest('li')!)).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('That device has been signed out.')).toBeInTheDocument();
    expect(screen.queryByText('Safari on macOS')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/v1/auth/sessions/9');
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('signs out of all other devices at once', async () => {
    renderAtHome(<SecurityRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
    expect(screen.queryByText('Safari on macOS')).not.toBeInTheDocument();
  });

  it('signing this device out forgets the customer and opens the login', async () => {
    const { currentPath } = renderAtHome(<SecurityRoute />);
    await userEvent.click(within(await screen.findByText('Chrome on Android').then((el) => el.closest('li')!)).getByRole('button', { name: 'Sign out' }));
    expect(await currentPath()).toBe('/login');
    expect(useSession.getState().user).toBeNull();
  });

  it('shows the error and a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Our servers are busy. Please try again.' } })).fetch,
    );
    renderAtHome(<SecurityRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Our servers are busy. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
