import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressesRoute } from './addresses-route';
import { useSession } from '../../lib/session';
import { fakeApi, renderAtHome } from '../../testing/render-route';

const office = {
  id: 4,
  label: 'work',
  address: 'Plot 7, Tower C, Sushant Lok 1',
  pincode: '122009',
  latitude: 28.4637,
  longitude: 77.0726,
  last_used_at: '2026-03-02T05:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};
const home = {
  ...office,
  id: 5,
  label: 'home',
  address: 'Flat 402, Tower B, Sector 15',
  pincode: '122001',
  latitude: null,
  longitude: null,
  last_used_at: null,
};

function myAddressesApi(addresses: unknown[]) {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/v1/pincodes/122009/localities')
      return { body: { success: true, data: [{ name: 'Sushant Lok 1', city: 'Gurugram', state: 'Haryana' }] } };
    if (url.pathname === '/api/v1/geo/reverse')
      return {
        body: { success: true, data: { lat: 28.4637, lng: 77.0726, pincode: '122009', location: 'Sushant Lok 1', display_name: 'Sushant Lok 1, Gurugram' } },
      };
    if (init?.method === 'POST') return { status: 201, body: { success: true, data: office } };
    return { body: { success: true, data: addresses } };
  });
}

describe('My Addresses', () => {
  beforeEach(() => useSession.setState({ user: { id: 5, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919812345678' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null });
  });

  it('lists the addresses as the server orders them (the last used first), with their map pin and last use', async () => {
    vi.stubGlobal('fetch', myAddressesApi([office, home]).fetch);
    renderAtHome(<AddressesRoute />);
    const items = await within(await screen.findByRole('list', { name: 'Your addresses' })).findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([`Work: ${office.address}`, `Home: ${home.address}`]);
    expect(items[0]).toHaveTextContent('Map pin saved · Last used 2 Mar 2026');
    expect(items[1]).toHaveTextContent('No map pin');
  });

  it('pins the address to the device location, fills the pincode there and names its locality', async () => {
    const api = myAddressesApi([]);
    vi.stubGlobal('fetch', api.fetch);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: PositionCallback) => done({ coords: { latitude: 28.46370012, longitude: 77.07260034 } } as GeolocationPosition),
      },
    });
    renderAtHome(<AddressesRoute />);
    expect(await screen.findByRole('heading', { name: 'No saved addresses' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Work' }));
    await userEvent.type(within(dialog).getByLabelText('Address'), 'Plot 7, Tower C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    expect(await within(dialog).findByText(/^Pin saved near Sushant Lok 1: 28\.46370, 77\.07260/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pincode')).toHaveValue('122009');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add “Sushant Lok 1” to the address' }));
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Plot 7, Tower C, Sushant Lok 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post!.body).toEqual({ label: 'work', address: 'Plot 7, Tower C, Sushant Lok 1', pincode: '122009', latitude: 28.4637, longitude: 77.0726 });
  });

  /** A new address typed with this pincode and saved: the dialog, and the requests sent. */
  async function saveNewAddressWith(pincode: string) {
    const api = myAddressesApi([]);
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<AddressesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    await userEvent.type(within(dialog).getByLabelText('Address'), 'Flat 402, Tower B, Sector 15');
    await userEvent.type(within(dialog).getByLabelText('Pincode'), pincode);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    return { dialog, api };
  }

  it('refuses a pincode starting with 0 before sending anything', async () => {
    const { dialog, api } = await saveNewAddressWith('012345');
    expect(within(dialog).getByLabelText('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps a pincode as typed (without spaces) and refuses a seventh digit, instead of dropping it', async () => {
    const { dialog, api } = await saveNewAddressWith('122 0011');
    expect(within(dialog).getByLabelText('Pincode')).toHaveValue('1220011');
    expect(within(dialog).getByLabelText('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
