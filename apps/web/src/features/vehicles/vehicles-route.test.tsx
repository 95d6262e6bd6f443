import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VehiclesRoute } from './vehicles-route';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { fakeApi, renderAtHome } from '../../testing/render-route';

const brands = [{ id: 1, name: 'Maruti Suzuki', icon: '/icons/brands/maruti-suzuki.svg', luxury: false }];
const models = [{ id: 11, name: 'Swift', segment: 'hatchback', fuel_types: ['petrol', 'cng'] }];
const swift = {
  id: 3,
  car_model: models[0],
  brand: { id: 1, name: 'Maruti Suzuki', icon: '/icons/brands/maruti-suzuki.svg' },
  fuel_type: 'petrol',
  registration_no: 'HR26DQ1234',
  nickname: null,
  is_default: true,
  created_at: '2026-03-01T10:00:00.000Z',
};

/** The API with the customer's cars held in `cars`; a POST adds what the server would answer. */
function myCarsApi(cars: unknown[], listStatus = 200, refusal?: { status: number; body: unknown }) {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/v1/brands') return { body: { success: true, data: brands } };
    if (url.pathname === '/api/v1/car/models/1') return { body: { success: true, data: models } };
    if (init?.method === 'POST' && refusal) return refusal;
    if (init?.method === 'POST') {
      cars.push(swift);
      return { status: 201, body: { success: true, data: swift } };
    }
    if (listStatus !== 200) return { status: listStatus, body: { success: false, code: 'UNAVAILABLE', message: 'Service unavailable' } };
    return { body: { success: true, data: cars } };
  });
}

describe('My Cars', () => {
  beforeEach(() => useSession.setState({ user: { id: 5, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919812345678' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null });
  });

  it('says why the list is missing and offers to try again', async () => {
    vi.stubGlobal('fetch', myCarsApi([], 503).fetch);
    renderAtHome(<VehiclesRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cars. Service unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('adds the first car from the empty state: the plate is checked before sending, then sent normalized with an idempotency key', async () => {
    const api = myCarsApi([]);
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<VehiclesRoute />);
    expect(await screen.findByRole('heading', { name: 'No cars yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add your car' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a car' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Brand'), 'Maruti Suzuki');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Model' }), within(dialog).getByRole('option', { name: 'Swift' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Fuel'), 'Petrol');
    await userEvent.type(within(dialog).getByLabelText('Registration number (optional)'), 'hr 26 dq 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    expect(within(dialog).getByLabelText('Registration number (optional)')).toHaveAccessibleDescription(/Enter a registration number such as HR26DQ1234/);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Registration number (optional)'), '34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post!.body).toEqual({ car_model: 11, fuel_type: 'petrol', registration_no: 'HR26DQ1234', nickname: null });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const car = await screen.findByRole('listitem', { name: 'Maruti Suzuki Swift' });
    expect(car).toHaveTextContent('HR 26 DQ 1234');
    expect(car).toHaveTextContent('Default');
    expect(within(car).queryByRole('button', { name: /Make .* the default car/ })).not.toBeInTheDocument();
  });

  it('shows every problem at once at its field, keeps an over-long nickname and plate as typed, and puts the server refusal at its field', async () => {
    const taken = 'This registration number is already on another of your cars';
    const api = myCarsApi([], 200, { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: taken, errors: { registration_no: [taken] } } });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<VehiclesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add your car' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a car' });
    const plate = within(dialog).getByLabelText('Registration number (optional)');
    const nickname = within(dialog).getByLabelText('Nickname (optional)');
    await userEvent.type(plate, 'HR 26 DQ 1234 5678 9012');
    await userEvent.type(nickname, 'The family car we take to Jaipur every winter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    expect(within(dialog).getByLabelText('Brand')).toHaveAccessibleDescription('Choose the brand');
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(plate).toHaveAccessibleDescription(/Enter a registration number such as HR26DQ1234/);
    expect(plate).toHaveValue('HR 26 DQ 1234 5678 9012');
    expect(nickname).toHaveAccessibleDescription(/Nickname is 40 characters at most/);
    expect(nickname).toHaveValue('The family car we take to Jaipur every winter');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Editing the nickname clears its message only.
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Family car');
    expect(nickname).not.toHaveAttribute('aria-invalid');
    expect(plate).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(within(dialog).getByLabelText('Brand'), 'Maruti Suzuki');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Model' }), within(dialog).getByRole('option', { name: 'Swift' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Fuel'), 'Petrol');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'HR26DQ1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    await vi.waitFor(() => expect(plate).toHaveAccessibleDescription(new RegExp(taken)));
    expect(plate).toHaveValue('HR26DQ1234');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a car saved from the car picker without a plate, and its edit form leaves the number optional', async () => {
    vi.stubGlobal('fetch', myCarsApi([{ ...swift, registration_no: null }]).fetch);
    renderAtHome(<VehiclesRoute />);
    const car = await screen.findByRole('listitem', { name: 'Maruti Suzuki Swift' });
    expect(car).toHaveTextContent('Maruti Suzuki SwiftDefaultPetrol');
    await userEvent.click(within(car).getByRole('button', { name: 'Edit Maruti Suzuki Swift' }));
    expect(screen.getByLabelText('Registration number (optional)')).toHaveValue('');
  });

  it('a save retried after a failure keeps its idempotency key, and the next add dialog gets a new one', async () => {
    let failNext = true;
    const cars: unknown[] = [];
    const api = fakeApi((url, init) => {
      if (url.pathname === '/api/v1/brands') return { body: { success: true, data: brands } };
      if (url.pathname === '/api/v1/car/models/1') return { body: { success: true, data: models } };
      if (init?.method === 'POST' && failNext) {
        failNext = false;
        return { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Service unavailable' } };
      }
      if (init?.method === 'POST') {
        cars.push(swift);
        return { status: 201, body: { success: true, data: swift } };
      }
      return { body: { success: true, data: cars } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<VehiclesRoute />);
    const addSwift = async (dialog: HTMLElement) => {
      await userEvent.selectOptions(within(dialog).getByLabelText('Brand'), 'Maruti Suzuki');
      await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Model' }), within(dialog).getByRole('option', { name: 'Swift' }));
      await userEvent.selectOptions(within(dialog).getByLabelText('Fuel'), 'Petrol');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Add your car' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a car' });
    await addSwift(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add car' }));
    await screen.findByRole('listitem', { name: 'Maruti Suzuki Swift' });
    expect(useToast.getState().message).toBe('Car added');

    await userEvent.click(screen.getByRole('button', { name: 'Add a car' }));
    await addSwift(screen.getByRole('dialog', { name: 'Add a car' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    const [failed, retried, next] = api.calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
  });

  it('edits a car without touching which is the default, and removes one only once the customer confirms', async () => {
    const api = fakeApi((url, init) => {
      if (url.pathname === '/api/v1/brands') return { body: { success: true, data: brands } };
      if (url.pathname === '/api/v1/car/models/1') return { body: { success: true, data: models } };
      if (init?.method === 'PATCH') return { body: { success: true, data: { ...swift, nickname: 'Family car' } } };
      if (init?.method === 'DELETE') return { body: { success: true, data: null } };
      return { body: { success: true, data: [swift] } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<VehiclesRoute />);
    const car = await screen.findByRole('listitem', { name: 'Maruti Suzuki Swift' });
    await userEvent.click(within(car).getByRole('button', { name: 'Edit Maruti Suzuki Swift HR 26 DQ 1234' }));
    const edit = screen.getByRole('dialog', { name: 'Edit car' });
    await within(edit).findByRole('option', { name: 'Swift' });
    await userEvent.type(within(edit).getByLabelText('Nickname (optional)'), 'Family car');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit car' })).not.toBeInTheDocument());
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/v1/me/cars/3');
    expect(patch.body).toEqual({ car_model: 11, fuel_type: 'petrol', registration_no: 'HR26DQ1234', nickname: 'Family car' });
    expect(useToast.getState().message).toBe('Car updated');

    await userEvent.click(within(car).getByRole('button', { name: 'Remove Maruti Suzuki Swift HR 26 DQ 1234' }));
    const remove = screen.getByRole('dialog', { name: 'Remove this car?' });
    expect(remove).toHaveTextContent('Maruti Suzuki Swift (HR 26 DQ 1234) will no longer be offered when you book. Your oldest other car becomes the default.');
    await userEvent.click(within(remove).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(car).getByRole('button', { name: 'Remove Maruti Suzuki Swift HR 26 DQ 1234' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove this car?' })).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(useToast.getState().message).toBe('Car removed'));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/v1/me/cars/3']);
  });
});
