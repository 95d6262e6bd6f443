import type { Booking } from '@carseva/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { fakeApi, renderRoute } from '../../../testing/render-route';
import { OrderRoute } from '../order-route';

const proposedAt = '2026-11-24T05:10:00.000Z';
const inService = aBooking({
  service_status: 'processing',
  extras: [
    {
      id: 5,
      name: 'Front brake pads',
      price: 1800,
      status: 'proposed',
      proposed_at: proposedAt,
      note: 'Worn to 2 mm',
      photos: [
        {
          id: '0ae74640-2b8b-442c-81d2-a0625e019556',
          url: '/api/v1/media/local/photos/pads.jpg?expires=1&signature=x',
          expires_at: '2026-11-24T05:20:00.000Z',
          width: 1600,
          height: 1200,
        },
      ],
    },
    { id: 6, name: 'Wiper blades', price: 450, status: 'proposed', proposed_at: proposedAt, note: null, photos: [] },
  ],
  events: [
    { status: 'placed', label: 'Booking placed', at: '2026-11-23T09:11:00.000Z', actor: 'customer' },
    { status: 'accepted', label: 'Accepted by the garage', at: '2026-11-24T04:00:00.000Z', actor: 'staff' },
    { status: 'processing', label: 'Service in progress', at: '2026-11-24T04:30:00.000Z', actor: 'admin' },
    { status: 'extras_proposed', label: 'Extra work proposed by the garage: Front brake pads (₹1,800), Wiper blades (₹450)', at: proposedAt, actor: 'staff' },
  ],
});
/** What the server answers after the brake pads are approved: the order re-priced with GST. */
const approved: Booking = {
  ...inService,
  extras: [{ ...inService.extras[0]!, status: 'approved' }, inService.extras[1]!],
  subtotal: 6189,
  gst: 1114,
  amount: 7303,
  amount_pending: 7303,
};

function renderOrder(answer: (url: URL, method: string) => Booking) {
  const api = fakeApi((url, init) => ({ body: { success: true, data: answer(url, init?.method ?? 'GET') } }));
  vi.stubGlobal('fetch', api.fetch);
  renderRoute('/order/:trackingId', <OrderRoute />, '/order/CSABCDEFGHJKLMNPQR');
  return api;
}

describe('extra work on the order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('approving an item sends it, and the re-priced total from the server is shown', async () => {
    const api = renderOrder((url, method) => (method === 'POST' && url.pathname.endsWith('/extras/5/approve') ? approved : inService));
    const extras = await screen.findByRole('region', { name: 'Extra work found by the garage' });
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹5,179');
    // What the garage found is shown before the answer: its note and photo, or that it attached none.
    expect(within(extras).getByText('What the garage found: Worn to 2 mm')).toBeInTheDocument();
    expect(within(extras).getByRole('img', { name: 'Photo of Front brake pads 1' })).toHaveAttribute(
      'src',
      '/api/v1/media/local/photos/pads.jpg?expires=1&signature=x',
    );
    expect(within(extras).getAllByText('No photo attached')).toHaveLength(1);
    await userEvent.click(within(extras).getByRole('button', { name: 'Approve Front brake pads' }));
    expect(await within(extras).findByText('Front brake pads approved. Your new total is ₹7,303.')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹7,303');
    expect(within(extras).queryByRole('button', { name: 'Approve Front brake pads' })).toBeNull();
    expect(within(extras).getByText('Approved')).toBeInTheDocument();
    expect(within(extras).getByRole('button', { name: 'Decline Wiper blades' })).toBeEnabled();
    expect(api.calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/v1/bookings/CSABCDEFGHJKLMNPQR/extras/5/approve');
    // The approved work joins the order's services.
    expect(screen.getByText(/extra work\)/)).toHaveTextContent('(₹1,800, extra work)');
  });

  it('declining sends the decline and keeps the total', async () => {
    const declined: Booking = { ...inService, extras: [inService.extras[0]!, { ...inService.extras[1]!, status: 'declined' }] };
    const api = renderOrder((_url, method) => (method === 'POST' ? declined : inService));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Wiper blades' }));
    expect(await screen.findByText('Wiper blades declined. Your total stays ₹5,179.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/v1/bookings/CSABCDEFGHJKLMNPQR/extras/6/decline');
  });

  it('the timeline says who did what: the garage, CarSeva, nothing for the customer', async () => {
    renderOrder(() => inService);
    const timeline = await screen.findByRole('region', { name: 'Status timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]).not.toHaveTextContent(/by /);
    expect(entries[1]).toHaveTextContent('by the garage');
    expect(entries[2]).toHaveTextContent('by CarSeva');
  });

  it('paid so far and the balance due once the garage has the car', async () => {
    renderOrder(() => ({
      ...approved,
      extras: approved.extras.slice(0, 1),
      amount_paid: 5179,
      amount_pending: 2124,
      payment_status: 'partial',
      payment_mode: 'online',
    }));
    expect(await screen.findByText('Balance due')).toBeInTheDocument();
    expect(screen.getByTestId('amount-pending')).toHaveTextContent('₹2,124');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('Paid so far ₹5,179; pay the balance of ₹2,124 when your car is returned, or online now.');
    expect(screen.getByRole('link', { name: 'Pay ₹2,124 online' })).toHaveAttribute('href', expect.stringMatching(/^\/checkout\/balance\/CS/));
  });
});
