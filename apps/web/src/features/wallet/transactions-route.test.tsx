import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { TransactionsRoute } from './transactions-route';

const wallet = {
  balance: 1500,
  usable_per_order: 750,
  entries: [],
  referral: { code: 'ASHA2345', reward: 750, friends_joined: 2, friends_rewarded: 1 },
};
const lines = [
  {
    id: 'refund-3',
    kind: 'refund',
    label: 'Refund to the original payment method',
    amount: 1179,
    status: 'pending',
    booking: 'CS26030212AB',
    at: '2026-03-02T06:00:00.000Z',
  },
  { id: 'payment-9', kind: 'payment', label: 'Online payment', amount: -1179, status: 'paid', booking: 'CS26030212AB', at: '2026-03-02T05:00:00.000Z' },
  { id: 'wallet-4', kind: 'wallet', label: 'CarSeva Money: referral reward', amount: 750, status: null, booking: null, at: '2026-03-01T05:00:00.000Z' },
];

function serve(transactions: unknown, status = 200) {
  const api = fakeApi((url) => {
    if (url.pathname === '/api/v1/me/wallet') return { body: { success: true, data: wallet } };
    return status === 200 ? { body: { success: true, data: transactions } } : { status, body: { success: false, message: 'Service unavailable' } };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('Transaction History', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the CarSeva Money balance with the referral code, and each transaction with its order, amount and state', async () => {
    serve(lines);
    renderAtHome(<TransactionsRoute />);
    expect(await screen.findByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('ASHA2345')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Refund to the original payment method');
    expect(rows[0]).toHaveTextContent('Refund on its way (5–7 working days)');
    expect(rows[0]).toHaveTextContent('+ ₹1,179');
    expect(within(rows[1]!).getByRole('link', { name: 'Order CS26030212AB' })).toHaveAttribute('href', '/order/CS26030212AB');
    expect(rows[1]).toHaveTextContent('− ₹1,179');
    expect(rows[2]).toHaveTextContent('+ ₹750');
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderAtHome(<TransactionsRoute />);
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = serve([], 503);
    renderAtHome(<TransactionsRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your transactions. Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.calls.filter((call) => call.url.pathname === '/api/v1/me/transactions').length).toBeGreaterThanOrEqual(2);
  });
});
