import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_GROUPS } from '../../lib/account-menu';
import { translate } from '../../lib/i18n';
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

  it("shows the customer's name, number and initial, and the account's entries in the menus' one order, grouped", () => {
    useSession.getState().signIn({ id: 7, name: 'priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' });
    renderAtHome(<MenuRoute />);
    expect(screen.getByText('priya Nair')).toBeInTheDocument();
    expect(screen.getByText('+91 98111 22233')).toBeInTheDocument();
    expect(screen.getByText('P')).toBeInTheDocument();
    for (const group of ACCOUNT_GROUPS) {
      const section = screen.getByRole('region', { name: translate(group.title) });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(group.entries.map((entry) => [translate(entry.label), entry.to]));
    }
    expect(
      screen
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(ACCOUNT_GROUPS.flatMap((group) => group.entries.map((entry) => translate(entry.label))));
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('shows an admin the consoles', async () => {
    useSession.getState().signIn({ id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' });
    api = fakeApi(() => ({ body: { success: true, data: { roles: { admin: true, garages: [] } } } }));
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<MenuRoute />);
    const work = await screen.findByRole('region', { name: 'Work' });
    expect(within(work).getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    expect(within(work).getByRole('link', { name: 'Partner console' })).toHaveAttribute('href', '/partner');
  });

  it('Logout ends the server session, forgets the customer and opens /login', async () => {
    useSession.getState().signIn({ id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' });
    const { currentPath } = renderAtHome(<MenuRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await currentPath()).toBe('/login');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ url: new URL('http://localhost:3000/api/v1/auth/logout') })]);
    expect(useSession.getState().user).toBeNull();
  });
});
