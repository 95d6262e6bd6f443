import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';
import { ACCOUNT_GROUPS } from '../lib/account-menu';
import { translate } from '../lib/i18n';
import { useSession, type SessionUser } from '../lib/session';
import { fakeApi, renderAtHome } from '../testing/render-route';

const asha: SessionUser = { id: 7, name: 'Asha Verma', email: 'asha@example.in', mobile_no: '+919811122233', username: 'asha_v' };

function serveRoles(roles: { admin: boolean; garages: { id: number; name: string; role: 'owner' | 'staff' }[] }) {
  vi.stubGlobal('fetch', fakeApi(() => ({ body: { success: true, data: { ...asha, roles } } })).fetch);
}

describe('the desktop account menu', () => {
  beforeEach(() => useSession.getState().signIn(asha));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it("opens from the customer's name on the account's entries, in the menus' one order, and Logout", async () => {
    serveRoles({ admin: false, garages: [] });
    renderAtHome(<AccountMenu user={asha} buttonClassName="" />);
    const button = screen.getByRole('button', { name: 'Asha Verma' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(button).toHaveAttribute('aria-controls', nav.parentElement!.id);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ACCOUNT_GROUPS.flatMap((group) => group.entries.map((entry) => translate(entry.label))));
    expect(within(nav).getByRole('link', { name: 'CarSeva Money' })).toHaveAttribute('href', '/profile/wallet');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByText(/Coming soon|Health Card/)).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    serveRoles({ admin: false, garages: [] });
    renderAtHome(<AccountMenu user={asha} buttonClassName="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha Verma' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Asha Verma' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a click lands outside it, and when focus leaves it', async () => {
    serveRoles({ admin: false, garages: [] });
    renderAtHome(
      <>
        <AccountMenu user={asha} buttonClassName="" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('offers an admin the way into the partner and admin consoles', async () => {
    serveRoles({ admin: true, garages: [] });
    renderAtHome(<AccountMenu user={asha} buttonClassName="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    expect(await screen.findByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Partner console' })).toHaveAttribute('href', '/partner');
  });
});
