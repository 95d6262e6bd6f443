import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SideMenu from './side-menu';
import { ACCOUNT_GROUPS } from '../lib/account-menu';
import { translate } from '../lib/i18n';
import { useSession } from '../lib/session';
import { fakeApi, renderAtHome } from '../testing/render-route';

const accountLabels = ACCOUNT_GROUPS.flatMap((group) => group.entries.map((entry) => translate(entry.label)));

describe('the side menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it("lists the site's pages, then the account's entries in the menus' one order, each a real screen, and Logout", async () => {
    const user = { id: 7, name: 'Asha Verma', email: 'asha@example.in', mobile_no: '+919811122233', username: 'asha_v' };
    useSession.getState().signIn(user);
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ body: { success: true, data: { ...user, roles: { admin: false, garages: [{ id: 9, name: 'Hari Om Motors', role: 'staff' }] } } } }))
        .fetch,
    );
    renderAtHome(<SideMenu open onClose={() => undefined} />);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Partner console' })).toHaveAttribute('href', '/partner');
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Asha Verma',
      'Home',
      'About',
      'Services',
      'Contact Us',
      'English',
      'हिन्दी',
      'தமிழ்',
      ...accountLabels,
      'Partner console',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'CarSeva Money' })).toHaveAttribute('href', '/profile/wallet');
    expect(within(menu).queryByText(/Health Card|Coming soon/)).not.toBeInTheDocument();
  });

  it('offers a visitor Sign In, the car picker for My Cars, and no Logout', () => {
    renderAtHome(<SideMenu open onClose={() => undefined} />);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('button', { name: 'My Cars' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
