import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { MenuRoute } from './menu-route';

describe('account menu', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi(() => ({ body: { success: true } }));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('invites a visitor to log in and offers no Logout', () => {
    renderAtHome(<MenuRoute />);
    expect(screen.getByText('Log in to get exclusive offers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fmenu');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("shows the customer's name, number and initial, and the three groups of links", () => {
    useSession.getState().signIn({ id: 7, name: 'priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' });
    renderAtHome(<MenuRoute />);
    expect(screen.getByText('priya Nair')).toBeInTheDocument();
    expect(screen.getByText('+91 98111 22233')).toBeInTheDocument();
    expect(screen.getByText('P')).toBeInTheDocument();
    for (const [group, entries] of [
      ['Account Settings', ['My Profile', 'My Addresses', 'Account Security']],
      ['My Activity', ['Booking History', 'My Vehicle', 'Transaction History']],
      ['Help & Support', ['Help Center']],
    ] as const) {
      const section = screen.getByRole('region', { name: group });
      for (const entry of entries) expect(within(section).getByText(entry)).toBeInTheDocument();
    }
    for (const [entry, href] of [
      ['My Profile', '/profile/edit'],
      ['My Addresses', '/profile/addresses'],
      ['Account Security', '/profile/security'],
      ['Booking History', '/order-history'],
      ['My Vehicle', '/profile/vehicle'],
      ['Transaction History', '/profile/transactions'],
      ['Help Center', '/help'],
    ]) {
      expect(screen.getByRole('link', { name: entry })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('Logout ends the server session, forgets the customer and opens /login', async () => {
    useSession.getState().signIn({ id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' });
    const { currentPath } = renderAtHome(<MenuRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await currentPath()).toBe('/login');
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', url: new URL('http://localhost:3000/api/v1/auth/logout') })]);
    expect(useSession.getState().user).toBeNull();
  });
});
