import type { Booking, ConditionReport, CustomerLeg, MediaLink } from '@carseva/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { fakeApi } from '../../../testing/render-route';
import { OrderRoute } from '../order-route';

const photo = (id: string): MediaLink => ({
  id,
  url: `https://media.example/${id}.jpg?sig=1`,
  expires_at: '2026-11-24T06:00:00.000Z',
  width: 1600,
  height: 1200,
});
const SLOTS = ['front', 'rear', 'left', 'right', 'dashboard'] as const;
const report = (kind: ConditionReport['kind'], odometer: number): ConditionReport => ({
  kind,
  odometer_km: odometer,
  fuel_level: kind === 'pickup' ? 'half' : null,
  notes: kind === 'pickup' ? 'Scratch on the rear bumper' : null,
  photos: SLOTS.map((slot) => ({ slot, photo: photo(`${kind}-${slot}`) })),
  recorded_at: kind === 'pickup' ? '2026-11-24T04:40:00.000Z' : '2026-11-24T11:10:00.000Z',
  recorded_by: 'Ravi',
});
const leg = (over: Partial<CustomerLeg>): CustomerLeg => ({
  kind: 'pickup',
  status: 'assigned',
  buddy: { first_name: 'Ravi', photo: photo('ravi') },
  code: '4821',
  code_locked: false,
  steps: [{ status: 'assigned', at: '2026-11-24T04:00:00.000Z' }],
  position: null,
  report: null,
  ...over,
});

/** An EventSource stand-in: the test sends `changed` and sees whether the page listens and lets go. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
}

function renderOrder(answer: (url: URL, init?: RequestInit) => Booking) {
  const api = fakeApi((url, init) => {
    if (url.pathname === '/api/v1/map')
      return { body: { success: true, data: { tiles: '/api/v1/map/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', max_zoom: 18 } } };
    return { body: { success: true, data: answer(url, init) } };
  });
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter([{ path: '/order/:trackingId', element: <OrderRoute /> }], { initialEntries: ['/order/CSABCDEFGHJKLMNPQR'] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, view };
}

describe('pickup and drop on the order page', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the buddy in the header, the steps, and the handover code to read out', async () => {
    renderOrder(() =>
      aBooking({
        service_status: 'accepted',
        handover: 'pickup',
        legs: [
          leg({
            status: 'on_the_way',
            steps: [
              { status: 'assigned', at: '2026-11-24T04:00:00.000Z' },
              { status: 'on_the_way', at: '2026-11-24T04:20:00.000Z' },
            ],
          }),
        ],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Pickup and drop' });
    expect(screen.getByTestId('buddy-badge')).toHaveTextContent('Your service buddyRavi');
    expect(within(card).getByText('Read this code out to Ravi when you hand over your car')).toBeInTheDocument();
    expect(within(card).getByTestId('handover-code-pickup')).toHaveTextContent('4821');
    const steps = within(within(card).getByTestId('leg-pickup')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Service buddy assigned \(done\)/),
      expect.stringMatching(/^On the way to pick up the car \(now\)/),
      'Arrived for pickup (next)',
      'Car handed over (next)',
      'Car at the garage (next)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // The drop is still to come: said, with no steps of its own yet.
    expect(within(card).getByRole('region', { name: 'Drop' })).toHaveTextContent(
      'Once the work is done and paid for (or you pay cash on delivery), a service buddy brings your car back.',
    );
  });

  it('says the code is locked instead of showing it', async () => {
    renderOrder(() => aBooking({ service_status: 'accepted', handover: 'pickup', legs: [leg({ status: 'arrived', code: null, code_locked: true })] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your code is locked after too many wrong tries; the garage will send you a new one.');
    expect(screen.queryByTestId('handover-code-pickup')).not.toBeInTheDocument();
  });

  it('puts the reports side by side with the kilometres driven, drawing the eye past 50 km', async () => {
    const legs = [
      leg({ status: 'at_garage', code: null, report: report('pickup', 42_310) }),
      leg({ kind: 'drop', status: 'handed_back', code: null, report: report('handback', 42_377) }),
    ];
    renderOrder(() => aBooking({ service_status: 'completed', handover: 'pickup', legs }));
    const condition = await screen.findByRole('region', { name: 'Condition of your car' });
    // A leg at its last step is done: no step is shown as still under way.
    expect(
      within(screen.getByTestId('leg-drop'))
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual([expect.stringMatching(/^Service buddy assigned \(done\)/), 'Out for delivery (done)', 'Arrived with the car (done)', 'Car handed back (done)']);
    expect(within(condition).getByTestId('driven-km')).toHaveTextContent('Driven 67 km while with the garage. That is more than a test drive usually needs');
    expect(within(condition).getByTestId('driven-km')).toHaveClass('bg-amber-100');
    const atPickup = within(condition).getByRole('article', { name: 'At pickup' });
    const atHandback = within(condition).getByRole('article', { name: 'At handback' });
    expect(atPickup).toHaveTextContent('42,310 km');
    expect(atPickup).toHaveTextContent('Half');
    expect(atPickup).toHaveTextContent('Scratch on the rear bumper');
    expect(atHandback).toHaveTextContent('42,377 km');
    expect(
      within(atPickup)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Front, at pickup', 'Rear, at pickup', 'Left side, at pickup', 'Right side, at pickup', 'Dashboard, at pickup']);
    expect(within(atHandback).getByRole('img', { name: 'Dashboard, at handback' })).toHaveAttribute(
      'src',
      'https://media.example/handback-dashboard.jpg?sig=1',
    );
    // Both legs closed: nothing is listened for.
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('a short drive is said plainly', async () => {
    const legs = [
      leg({ status: 'at_garage', code: null, report: report('pickup', 42_310) }),
      leg({ kind: 'drop', status: 'handed_back', code: null, report: report('handback', 42_322) }),
    ];
    renderOrder(() => aBooking({ service_status: 'completed', handover: 'pickup', legs }));
    const driven = await screen.findByTestId('driven-km');
    expect(driven).toHaveTextContent(/^Driven 12 km while with the garage$/);
    expect(driven).not.toHaveClass('bg-amber-100');
  });

  it('walk-in: says the customer takes the car to the garage, with no legs', async () => {
    renderOrder(() => aBooking({ handover: 'walk_in', legs: [] }));
    expect(await screen.findByText('Walk-in: you take the car to Hari Om Motors, Shop 8, Sector 15, Gurugram.')).toBeInTheDocument();
    expect(screen.queryByTestId('buddy-badge')).not.toBeInTheDocument();
  });

  it('while a leg is open, listens to the live channel, asks again on each change (showing where the buddy is), and lets go on leaving', async () => {
    let current = aBooking({ service_status: 'accepted', handover: 'pickup', legs: [leg({ status: 'assigned' })] });
    const { api, view } = renderOrder(() => current);
    await screen.findByRole('region', { name: 'Pickup and drop' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/v1/bookings/CSABCDEFGHJKLMNPQR/live');

    current = aBooking({
      service_status: 'accepted',
      handover: 'pickup',
      legs: [leg({ status: 'on_the_way', position: { latitude: 28.46, longitude: 77.03, at: '2026-11-24T04:21:00.000Z', distance_km: 2.34, eta_minutes: 9 } })],
    });
    const asked = api.calls.filter((c) => c.url.pathname === '/api/v1/bookings/CSABCDEFGHJKLMNPQR').length;
    source.listeners.get('changed')!();
    expect(await screen.findByTestId('live-pickup')).toHaveTextContent('Ravi is 2.3 km away, coming to you: arriving in about 9 minutes.');
    expect(api.calls.filter((c) => c.url.pathname === '/api/v1/bookings/CSABCDEFGHJKLMNPQR').length).toBe(asked + 1);
    expect(await screen.findByRole('img', { name: "Ravi's position" })).toBeInTheDocument();

    view.unmount();
    expect(source.closed).toBe(true);
  });
});

describe('taking the car to the garage yourself instead of the pickup', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('asks first in a dialog, then shows the garage’s address instead of the pickup', async () => {
    const pickup = aBooking({ service_status: 'accepted', handover: 'pickup', legs: [leg({ status: 'assigned' })] });
    const walkIn = aBooking({ service_status: 'accepted', handover: 'walk_in', legs: [leg({ status: 'cancelled', code: null })] });
    let switched = false;
    const { api } = renderOrder((url, init) => {
      if (url.pathname.endsWith('/walk-in') && init?.method === 'POST') switched = true;
      return switched ? walkIn : pickup;
    });
    const button = await screen.findByRole('button', { name: 'I’ll take the car to the garage myself' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Take the car to the garage yourself?' });
    expect(dialog).toHaveTextContent(`Take your car to ${pickup.garage.name}, ${pickup.garage.full_address}, at your booked time.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, I’ll take it' }));
    const card = await screen.findByRole('region', { name: 'Getting your car there' });
    expect(card).toHaveTextContent(`Walk-in: you take the car to ${walkIn.garage.name}, ${walkIn.garage.full_address}.`);
    const posted = api.calls.filter((c) => c.method === 'POST');
    expect(posted).toMatchObject([{ body: { instead_of: 'pickup' }, headers: { 'idempotency-key': expect.any(String) } }]);
    expect(posted[0]!.url.pathname).toBe(`/api/v1/bookings/${pickup.tracking_id}/walk-in`);
    expect(screen.queryByRole('button', { name: 'I’ll take the car to the garage myself' })).not.toBeInTheDocument();
  });

  it('is not offered once the buddy is on the way; collecting is offered once the work is completed', async () => {
    const view = renderOrder(() => aBooking({ service_status: 'accepted', handover: 'pickup', legs: [leg({ status: 'on_the_way' })] }));
    await screen.findByRole('region', { name: 'Pickup and drop' });
    expect(screen.queryByRole('button', { name: /myself/ })).not.toBeInTheDocument();
    view.view.unmount();

    renderOrder(() => aBooking({ service_status: 'completed', handover: 'pickup', legs: [leg({ status: 'at_garage', code: null })] }));
    expect(await screen.findByRole('button', { name: 'I’ll collect the car myself' })).toBeInTheDocument();
  });
});
