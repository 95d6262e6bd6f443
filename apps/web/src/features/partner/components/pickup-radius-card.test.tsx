import type { GaragePickupRadius } from '@carseva/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickupRadiusCard } from './pickup-radius-card';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const standard: GaragePickupRadius = { pickup_radius_km: null, default_km: 15, cap_km: 25 };
const ABOVE_CAP = 'A garage picks up within at most 25 km. Please choose a smaller radius.';

describe('the pickup radius card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default as empty, saves the owner’s radius, shows the server’s refusal above the cap, and saves empty as the default', async () => {
    const api = fakeApi((_url, init) => {
      if (init?.method !== 'PUT') return { body: { success: true, data: standard } };
      const km = (JSON.parse(String(init.body)) as { pickup_radius_km: number | null }).pickup_radius_km;
      if (km !== null && km > 25)
        return { status: 422, body: { success: false, code: 'PICKUP_RADIUS_ABOVE_CAP', message: ABOVE_CAP, errors: { pickup_radius_km: [ABOVE_CAP] } } };
      return { body: { success: true, data: { ...standard, pickup_radius_km: km } } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<PickupRadiusCard garageId={9} />);

    const field = await screen.findByRole('textbox', { name: 'How far you pick cars up, in km' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/our standard 15 km; at most 25 km/);
    const puts = () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

    await userEvent.type(field, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save radius' }));
    expect(await screen.findByText(ABOVE_CAP)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save radius' }));
    await vi.waitFor(() => expect(puts()).toEqual([{ pickup_radius_km: 40 }, { pickup_radius_km: 20 }]));
    expect(await screen.findByRole('textbox', { name: 'How far you pick cars up, in km' })).toHaveValue('20');

    await userEvent.clear(screen.getByRole('textbox', { name: 'How far you pick cars up, in km' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save radius' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2]).toEqual({ pickup_radius_km: null });
  });
});
