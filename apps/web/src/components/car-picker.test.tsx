import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarPicker } from './car-picker';
import { usePreferences } from '../lib/preferences';
import { useSession } from '../lib/session';
import { renderAtHome, renderWithQueries } from '../testing/render-route';

const brands = [
  { id: 2, name: 'Hyundai', icon: '/icons/brands/hyundai.svg', luxury: false },
  { id: 24, name: 'Volvo', icon: '/icons/brands/volvo.svg', luxury: true },
];
const hyundaiModels = [{ id: 41, name: 'Creta', segment: 'suv', fuel_types: ['petrol', 'diesel'] }];

/** Answers like the API; model lists wait for `releaseModels` so the loading text can be seen. */
function fakeCatalog() {
  let releaseModels = () => undefined as void;
  const modelsReady = new Promise<void>((resolve) => (releaseModels = resolve));
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/v1/brands') return json(brands);
    await modelsReady;
    return json(url.pathname === '/api/v1/car/models/2' ? hyundaiModels : []);
  };
  return { fetch, releaseModels: () => releaseModels() };
}

describe('car picker', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs; opening one is all the component asks of it.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  beforeEach(() => usePreferences.setState({ car: null }));
  afterEach(() => vi.unstubAllGlobals());

  function renderPicker(onClose = vi.fn()) {
    renderWithQueries(<CarPicker open onClose={onClose} />);
    return onClose;
  }

  it('brand, then model with a loading text, then fuel; the back arrows return a step; the car is stored once whole', async () => {
    const api = fakeCatalog();
    vi.stubGlobal('fetch', api.fetch);
    const onClose = renderPicker();
    expect(screen.getByRole('heading', { name: 'Choose Your Car' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Hyundai' }));
    expect(screen.getByRole('heading', { name: 'Choose Your Model' })).toBeInTheDocument();
    expect(screen.getByText('Please wait…')).toBeInTheDocument();
    // Nothing is chosen until the car is whole: prices and the cart never see a brand without its model.
    expect(usePreferences.getState().car).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to brands' }));
    expect(screen.getByRole('heading', { name: 'Choose Your Car' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hyundai' }));
    api.releaseModels();
    const creta = await screen.findByRole('button', { name: /Creta/ });
    expect(creta).toHaveTextContent('CretaPetrol · Diesel');
    await userEvent.click(creta);
    // The Creta comes in two fuels: the picker asks which, with a way back to the models.
    expect(screen.getByRole('heading', { name: 'Choose Your Fuel' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Fuels of the Creta' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Petrol', 'Diesel']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to models' }));
    await userEvent.click(await screen.findByRole('button', { name: /Creta/ }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Diesel Creta' }));
    expect(usePreferences.getState().car).toEqual({
      brandId: 2,
      brandName: 'Hyundai',
      brandIcon: '/icons/brands/hyundai.svg',
      modelId: 41,
      modelName: 'Creta',
      fuelType: 'diesel',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks no fuel of a model sold in one, and saves the car to My Cars for a signed-in customer', async () => {
    const catalog = fakeCatalog();
    catalog.releaseModels();
    const calls: { path: string; method: string; body: unknown }[] = [];
    const saved = {
      id: 31,
      car_model: { id: 42, name: 'Ioniq 5', segment: 'suv', fuel_types: ['electric'] },
      brand: brands[0],
      fuel_type: 'electric',
      registration_no: null,
      nickname: null,
      is_default: true,
      created_at: '2026-03-01T10:00:00.000Z',
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ path: url.pathname, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (data: unknown, status = 200) =>
        new Response(JSON.stringify({ success: true, data }), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/v1/car/models/2') return json([...hyundaiModels, saved.car_model]);
      if (url.pathname === '/api/v1/me/cars') return init?.method === 'POST' ? json(saved, 201) : json([]);
      return catalog.fetch(input);
    });
    useSession.setState({ user: { id: 5, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919812345678' } });
    const onClose = vi.fn();
    renderAtHome(<CarPicker open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hyundai' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ioniq 5/ }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ path: '/api/v1/me/cars', method: 'POST', body: { car_model: 42, fuel_type: 'electric' } });
    await vi.waitFor(() => expect(usePreferences.getState().car).toMatchObject({ modelId: 42, fuelType: 'electric', savedCarId: 31 }));
    useSession.setState({ user: null });
  });

  it('says Nothing found when a brand has no models', async () => {
    const api = fakeCatalog();
    api.releaseModels();
    vi.stubGlobal('fetch', api.fetch);
    renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Volvo' }));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it("offers a signed-in customer's saved cars before the brands; one tap chooses brand, model and fuel", async () => {
    const familyCar = {
      id: 7,
      car_model: { id: 41, name: 'Creta', segment: 'suv', fuel_types: ['petrol', 'diesel'] },
      brand: { id: 2, name: 'Hyundai', icon: '/icons/brands/hyundai.svg' },
      fuel_type: 'diesel',
      registration_no: 'HR26DQ1234',
      nickname: 'Family car',
      is_default: true,
      created_at: '2026-03-01T10:00:00.000Z',
    };
    const catalog = fakeCatalog();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      new URL(String(input)).pathname === '/api/v1/me/cars'
        ? new Response(JSON.stringify({ success: true, data: [familyCar] }), { headers: { 'content-type': 'application/json' } })
        : catalog.fetch(input),
    );
    useSession.setState({ user: { id: 5, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919812345678' } });
    const onClose = vi.fn();
    renderAtHome(<CarPicker open onClose={onClose} />);
    const yours = await screen.findByRole('region', { name: 'Your cars' });
    const saved = await within(yours).findByRole('button', { name: /Family car/ });
    expect(saved).toHaveTextContent('Hyundai Creta · HR 26 DQ 1234 · Diesel · Default');
    expect(saved).toHaveAttribute('aria-pressed', 'false');
    expect(within(yours).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/profile/vehicle');
    await userEvent.click(saved);
    expect(usePreferences.getState().car).toEqual({
      brandId: 2,
      brandName: 'Hyundai',
      brandIcon: '/icons/brands/hyundai.svg',
      modelId: 41,
      modelName: 'Creta',
      savedCarId: 7,
      fuelType: 'diesel',
    });
    expect(onClose).toHaveBeenCalled();
    useSession.setState({ user: null });
  });

  it('offers no saved cars to a visitor, and asks the server for none', async () => {
    const catalog = fakeCatalog();
    const fetch = vi.fn(catalog.fetch);
    vi.stubGlobal('fetch', fetch);
    renderPicker();
    await screen.findByRole('button', { name: 'Hyundai' });
    expect(screen.queryByRole('region', { name: 'Your cars' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)).not.toContain('/api/v1/me/cars');
  });
});
