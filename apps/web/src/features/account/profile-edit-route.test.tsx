import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { ProfileEditRoute } from './profile-edit-route';

const stored = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' };

describe('My Profile', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    useSession.getState().signIn(stored);
    api = fakeApi((_url, init) =>
      init?.method === 'PUT'
        ? { body: { success: true, message: 'Profile updated successfully.', data: { ...stored, ...JSON.parse(String(init.body)) } } }
        : { body: { success: true, data: stored } },
    );
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
});
