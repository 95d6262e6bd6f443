import type { OrderWarranty } from '@carseva/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { fakeApi } from '../../../testing/render-route';
import { OrderRoute } from '../order-route';

const completed = aBooking({ service_status: 'completed' });
const serviceId = completed.items[0]!.id;
const declined = {
  id: 7,
  order: completed.tracking_id,
  status: 'declined' as const,
  items: [{ id: serviceId, name: completed.items[0]!.service_name, price: completed.items[0]!.price }],
  description: 'Brakes squeal again',
  photos: [],
  answer_by: '2026-11-26T05:00:00.000Z',
  declined_reason: 'The noise is from the tyres',
  rework: null,
  escalated_at: null,
  decision: null,
  can_escalate: true,
  created_at: '2026-11-24T05:00:00.000Z',
};

function renderOrder(warranty: OrderWarranty) {
  const api = fakeApi((url, init) => {
    const path = url.pathname;
    if (path.endsWith('/warranty')) return { body: { success: true, data: warranty } };
    if (path.endsWith('/damage')) return { body: { success: true, data: { report_until: null, reports: [] } } };
    if (path.endsWith('/promise')) return { body: { success: true, data: null } };
    if (path.endsWith('/review')) return { body: { success: true, data: { review: null, garage_rating: null } } };
    if (init?.method === 'POST')
      return { status: 201, body: { success: true, data: { ...declined, status: init.body && path.endsWith('/escalate') ? 'escalated' : 'open' } } };
    return { body: { success: true, data: completed } };
  });
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter([{ path: '/order/:trackingId', element: <OrderRoute /> }], { initialEntries: [`/order/${completed.tracking_id}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

describe('the warranty on a completed order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims a covered service with what is wrong', async () => {
    const api = renderOrder({
      items: [{ id: serviceId, name: completed.items[0]!.service_name, price: 100, covered_until: '2026-12-24', covered: true }],
      claims: [],
    });
    const box = await screen.findByRole('region', { name: 'Warranty' }, { timeout: 5000 });
    expect(within(box).getByText(/covered until/)).toBeInTheDocument();
    const send = within(box).getByRole('button', { name: 'Send the claim to the garage' });
    expect(send).toBeDisabled();
    await userEvent.click(within(box).getByRole('checkbox', { name: completed.items[0]!.service_name }));
    await userEvent.type(within(box).getByRole('textbox', { name: 'What is wrong?' }), 'Brakes squeal again after two days');
    await userEvent.click(send);
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/v1/bookings/${completed.tracking_id}/claims`);
    expect(post.body).toEqual({ items: [serviceId], description: 'Brakes squeal again after two days', photos: [] });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a declined claim with the garage’s reason, and asks CarSeva to decide', async () => {
    const api = renderOrder({ items: [], claims: [declined] });
    const claim = await screen.findByTestId('warranty-claim');
    expect(within(claim).getByText('The garage’s reason: The noise is from the tyres')).toBeInTheDocument();
    await userEvent.click(within(claim).getByRole('button', { name: 'Ask CarSeva to decide' }));
    expect(api.calls.find((c) => c.method === 'POST')!.url.pathname).toBe(`/api/v1/bookings/${completed.tracking_id}/claims/7/escalate`);
  });
});
