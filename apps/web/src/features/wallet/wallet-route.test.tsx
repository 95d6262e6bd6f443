import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { WalletRoute } from './wallet-route';

const wallet = (entries: unknown[]) => ({
  balance: 750,
  usable_per_order: 750,
  entries,
  referral: { code: 'ASHA2345', reward: 750, friends_joined: 1, friends_rewarded: 1 },
});
const entries = [
  { id: 4, amount: -250, kind: 'spend', note: 'Used on an order', booking: 'CS26030212AB', at: '2026-03-02T05:00:00.000Z' },
  {
    id: 3,
    amount: 750,
    kind: 'referral',
    note: 'Referral reward: a friend you invited completed their first order',
    booking: null,
    at: '2026-03-01T05:00:00.000Z',
  },
];

function serve(answer: { status?: number; body: unknown }) {
  const api = fakeApi(() => answer);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('CarSeva Money', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance, the referral code and every credit and use with its order', async () => {
    serve({ body: { success: true, data: wallet(entries) } });
    renderAtHome(<WalletRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'CarSeva Money' })).toBeInTheDocument();
    expect(await screen.findByText('₹750', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('ASHA2345')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Money in and out' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Used on an order');
    expect(rows[0]).toHaveTextContent('− ₹250');
    expect(within(rows[0]!).getByRole('link', { name: 'Order CS26030212AB' })).toHaveAttribute('href', '/order/CS26030212AB');
    expect(rows[1]).toHaveTextContent('+ ₹750');
    expect(screen.getByRole('link', { name: 'Transaction History' })).toHaveAttribute('href', '/profile/transactions');
  });

  it('says how to earn some when there is none yet', async () => {
    serve({ body: { success: true, data: { ...wallet([]), balance: 0, usable_per_order: 0 } } });
    renderAtHome(<WalletRoute />);
    expect(
      await screen.findByText(/No CarSeva Money yet\. Share your referral code: when a friend’s first service is completed, you both get ₹750\./),
    ).toBeInTheDocument();
  });

  it('says what went wrong and offers a retry when the wallet cannot be loaded', async () => {
    const api = serve({ status: 503, body: { success: false, message: 'Service unavailable' } });
    renderAtHome(<WalletRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your CarSeva Money entries. Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.calls.filter((call) => call.url.pathname === '/api/v1/me/wallet').length).toBeGreaterThanOrEqual(2);
  });
});
