import type { StaffMember } from '@carseva/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffScreen } from './staff-screen';
import { useSession } from '../../../lib/session';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const owner: StaffMember = { user_id: 7, garage_id: 9, name: 'Suresh Patil', mobile_no: '+919822012345', role: 'owner' };
const mechanic: StaffMember = { user_id: 8, garage_id: 9, name: 'Imran Shaikh', mobile_no: '+919822054321', role: 'staff' };
const newcomer: StaffMember = { user_id: 11, garage_id: 9, name: 'Deepa Nair', mobile_no: '+919811122233', role: 'staff' };

/** The staff API over a list the fake server keeps: GET lists, POST adds (or answers `refusal`), DELETE removes. */
function staffApi(start: StaffMember[], refusal?: { status: number; body: unknown }) {
  let members = [...start];
  const api = fakeApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      if (refusal) return refusal;
      members = [...members, newcomer];
      return { status: 201, body: { success: true, data: newcomer } };
    }
    if (method === 'DELETE') {
      members = members.filter((m) => !url.pathname.endsWith(`/${m.user_id}`));
      return { body: { success: true, message: 'Removed' } };
    }
    return { body: { success: true, data: members } };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('staff screen', () => {
  beforeEach(() =>
    useSession.getState().signIn({ id: owner.user_id, name: owner.name, username: 'suresh', email: 'suresh@example.in', mobile_no: owner.mobile_no }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().signOut();
  });

  it('lists the owners and staff with their roles; the signed-in owner has no Remove for themselves', async () => {
    const api = staffApi([owner, mechanic]);
    renderAtHome(<StaffScreen garageId={9} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading staff');
    const list = await screen.findByRole('region', { name: 'People at this garage' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Suresh Patil');
    expect(rows[0]).toHaveTextContent('Owner');
    expect(rows[0]).toHaveTextContent('+91 98220 12345');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Staff');
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Imran Shaikh' })).toBeInTheDocument();
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/partner/garages/9/staff');
  });

  it('takes a pasted +91 number as the same ten digits, not the first ten characters of it', async () => {
    staffApi([owner]);
    renderAtHome(<StaffScreen garageId={9} />);
    await screen.findByRole('region', { name: 'People at this garage' });
    await userEvent.click(screen.getByLabelText('Mobile number'));
    await userEvent.paste('+91 98111 22233');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9811122233');
  });

  it('adds someone by mobile number, keeping only digits, and lists them', async () => {
    const api = staffApi([owner]);
    renderAtHome(<StaffScreen garageId={9} />);
    await screen.findByRole('region', { name: 'People at this garage' });
    const phone = screen.getByLabelText('Mobile number');
    await userEvent.type(phone, '98111 222-33x4');
    expect(phone).toHaveValue('9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Add as staff' }));
    expect(await screen.findByText('Deepa Nair')).toBeInTheDocument();
    expect(phone).toHaveValue('');
    const added = api.calls.find((c) => c.method === 'POST')!;
    expect(added.url.pathname).toBe('/api/v1/partner/garages/9/staff');
    expect(added.body).toEqual({ mobile_no: '+919811122233', role: 'staff' });
  });

  it('adds a service buddy when that role is chosen, and names the role in the list', async () => {
    const buddy: StaffMember = { ...newcomer, role: 'driver' };
    const api = staffApi([owner, buddy]);
    renderAtHome(<StaffScreen garageId={9} />);
    const list = await screen.findByRole('region', { name: 'People at this garage' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Service buddy');
    await userEvent.click(screen.getByRole('radio', { name: 'Service buddy' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9811122233');
    await userEvent.click(screen.getByRole('button', { name: 'Add as service buddy' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ mobile_no: '+919811122233', role: 'driver' }));
  });

  it('says what is wrong with a short number before asking, and shows the server’s words when it refuses', async () => {
    const api = staffApi([owner], {
      status: 404,
      body: { success: false, code: 'USER_NOT_FOUND', message: 'No CarSeva account uses this mobile number. Ask them to sign up first, then add them.' },
    });
    renderAtHome(<StaffScreen garageId={9} />);
    await screen.findByRole('region', { name: 'People at this garage' });
    const phone = screen.getByLabelText('Mobile number');
    await userEvent.type(phone, '98111');
    await userEvent.click(screen.getByRole('button', { name: 'Add as staff' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 10-digit Indian mobile number.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a 10-digit Indian mobile number.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(phone, '22233');
    await userEvent.click(screen.getByRole('button', { name: 'Add as staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask them to sign up first');
  });

  it('removes a member only after a second tap, which takes the focus; Keep puts it back', async () => {
    const api = staffApi([owner, mechanic]);
    renderAtHome(<StaffScreen garageId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Imran Shaikh' }));
    const confirm = screen.getByRole('group', { name: 'Remove Imran Shaikh from this garage?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove Imran Shaikh' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Imran Shaikh' }));
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByText('Imran Shaikh')).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe('/api/v1/partner/garages/9/staff/8');
  });

  it('says so when nobody works there, and offers a retry when the list cannot be loaded', async () => {
    staffApi([]);
    renderAtHome(<StaffScreen garageId={9} />);
    expect(await screen.findByText(/Nobody works at this garage yet/)).toBeInTheDocument();
    cleanup();
    vi.stubGlobal('fetch', fakeApi(() => ({ status: 503, body: { success: false, message: 'The service is busy. Try again in a minute.' } })).fetch);
    renderAtHome(<StaffScreen garageId={9} />);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Could not load the staff.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
