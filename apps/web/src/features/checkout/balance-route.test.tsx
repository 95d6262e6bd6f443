import type { Booking } from '@carseva/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { BalanceRoute } from './balance-route';
import { useCart } from '../../lib/cart';
import { useSession } from '../../lib/session';
import { basicServiceItem } from '../../testing/fixtures';
import { fakeApi, renderWithQueries } from '../../testing/render-route';

const owed = { tracking_id: 'CSBALANCE0001', payment_mode: 'online', amount: 7303, amount_paid: 5179, amount_pending: 2124 } as Booking;

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderBalance() {
  const router = createMemoryRouter(
    [
      { path: '/checkout/balance/:trackingId', element: <BalanceRoute /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/checkout/balance/CSBALANCE0001'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
}

describe('paying the balance of an order online', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    sessionStorage.clear();
    useCart.setState({ items: [basicServiceItem], couponCode: null });
    useSession.setState({ user: { id: 12, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919811122233' } });
    api = fakeApi((url, init) => {
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (route === 'GET /api/v1/bookings/CSBALANCE0001') return { body: { success: true, data: owed } };
      if (route === 'POST /api/v1/payments/orders') {
        return {
          body: {
            success: true,
            data: { id: 'order_balance1', amount: 212_400, currency: 'INR', key: 'sandbox', provider: 'sandbox', booking: 'CSBALANCE0001' },
          },
        };
      }
      if (route === 'POST /api/v1/sandbox/orders/order_balance1/pay') {
        return { body: { success: true, data: { razorpay_order_id: 'order_balance1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) } } };
      }
      if (route === 'POST /api/v1/payments/verify') return { body: { success: true, msg: 'success', data: { tracking_id: 'CSBALANCE0001' } } };
      throw new Error(`unexpected ${route}`);
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a gateway order for the balance through the same flow, then the order page; the cart is kept', async () => {
    renderBalance();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,124 online' }));
    const order = api.calls.find((c) => c.url.pathname === '/api/v1/payments/orders');
    expect(order?.body).toEqual({ booking: 'CSBALANCE0001' });
    expect(order?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}:order$/);
    await userEvent.click(await screen.findByRole('button', { name: /^Pay ₹2,124$/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/CSBALANCE0001');
    expect(useCart.getState().items).toEqual([basicServiceItem]);
  });

  it('says when nothing is due online', async () => {
    api = fakeApi(() => ({ body: { success: true, data: { ...owed, amount_pending: 0 } } }));
    vi.stubGlobal('fetch', api.fetch);
    renderBalance();
    expect(await screen.findByText('Nothing is due online on order CSBALANCE0001.')).toBeInTheDocument();
  });
});
