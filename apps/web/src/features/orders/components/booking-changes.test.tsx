import type { Booking, TimeSlot } from '@carseva/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { fakeApi, renderRoute } from '../../../testing/render-route';
import { OrderRoute } from '../order-route';

const paidOnline = aBooking({ payment_mode: 'online', payment_status: 'paid', amount_paid: 5179, amount_pending: 0 });
const cancelled: Booking = {
  ...paidOnline,
  service_status: 'cancelled',
  refund: { status: 'requested', amount: 5179, updated_at: '2026-11-23T10:00:00.000Z' },
  changes: { can_cancel: false, can_reschedule: false, until: null },
};
const slots: TimeSlot[] = [
  { id: 2, start_time: '10:00:00', end_time: '11:00:00', available: true, remaining: 1 },
  { id: 3, start_time: '11:00:00', end_time: '12:00:00', available: true, remaining: 2 },
  { id: 4, start_time: '12:00:00', end_time: '13:00:00', available: false, remaining: 0 },
];

type Answer = { status?: number; body: unknown };
function renderOrder(booking: Booking, write: (url: URL, body: unknown) => Answer = () => ({ body: { success: true, data: booking } })) {
  const api = fakeApi((url, init) => {
    if (init?.method === 'POST') return write(url, JSON.parse(String(init.body)));
    if (url.pathname === '/api/v1/booking/slots') return { body: { success: true, data: slots } };
    return { body: { success: true, data: booking } };
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoute('/order/:trackingId', <OrderRoute />, `/order/${booking.tracking_id}`);
  return api;
}

describe('cancel and reschedule on the order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are offered only while the server allows them, with the deadline it gives', async () => {
    renderOrder(aBooking());
    const changes = await screen.findByRole('region', { name: 'Plans changed?' });
    expect(changes).toHaveTextContent('until 24 Nov, 8:00 am');
    expect(within(changes).getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(within(changes).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('cancel says CarSeva Money spent on the order goes back to the wallet, and only the rest to the payment method', async () => {
    renderOrder({ ...paidOnline, wallet_used: 750 });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel booking' })).toHaveTextContent(
      'The ₹4,429 you paid will be refunded in full. The ₹750 of CarSeva Money goes back to your CarSeva Money.',
    );
  });

  it('are not offered once the server says no', async () => {
    renderOrder(aBooking({ service_status: 'processing', changes: { can_cancel: false, can_reschedule: false, until: null } }));
    await screen.findByText('Order details');
    expect(screen.queryByRole('region', { name: 'Plans changed?' })).toBeNull();
  });

  it('cancel asks a reason, says what happens to the money, sends it once keyed, and shows the refund', async () => {
    const api = renderOrder(paidOnline, () => ({ body: { success: true, data: cancelled } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('The ₹5,179 you paid will be refunded in full.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'I booked by mistake' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const refund = await screen.findByRole('region', { name: 'Refund of ₹5,179 requested' });
    expect(refund).toHaveTextContent('original payment method');
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post!.url.pathname).toBe('/api/v1/bookings/CSABCDEFGHJKLMNPQR/cancel');
    expect(post!.body).toEqual({ reason: 'I booked by mistake' });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Plans changed?' })).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps the order as it was", async () => {
    const refusal =
      'This booking can no longer be cancelled online: its slot starts in less than 2 hours. Call us on 1800-102-7382 or write to support@carseva.in and we will help.';
    renderOrder(aBooking(), () => ({ status: 409, body: { success: false, code: 'TOO_LATE_TO_CHANGE', message: refusal } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'My plans changed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('reschedule picks a day and a free slot on the shared grid and moves the booking there', async () => {
    const moved = aBooking({ booking_date: '2026-11-25', booking_time: '11:00:00', slot: { id: 3, start_time: '11:00:00', end_time: '12:00:00' } });
    const api = renderOrder(aBooking(), () => ({ body: { success: true, data: moved } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule booking' });
    const days = within(dialog)
      .getAllByRole('button', { pressed: false })
      .filter((b) => b.closest('[aria-label="Pickup date"]'));
    await userEvent.click(days.at(-1)!);
    expect(within(dialog).getByRole('button', { name: /12:00 PM – 1:00 PM\s*Full/ })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: /11:00 AM – 12:00 PM/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Move to 11:00 AM/ }));
    expect(await screen.findByText('25 Nov 2026, 11:00 AM – 12:00 PM')).toBeInTheDocument();
    const [post] = api.calls.filter((c) => c.method === 'POST');
    expect(post!.url.pathname).toBe('/api/v1/bookings/CSABCDEFGHJKLMNPQR/reschedule');
    expect(post!.body).toMatchObject({ booking_slot: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
