import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPanel, EMPTY_CART_MESSAGE_MS } from './cart-panel';
import { useCart } from '../../../lib/cart';
import { usePickers } from '../../../lib/pickers';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { serviceFixture } from '../../../testing/fixtures';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const basic = { id: 388, title: 'Basic Service', price: 3019, strikePrice: 3749, garageId: 9, garageName: 'Hari Om Motors', chargesGst: true };
/** The cart's prices are the chosen car's: nothing to re-price. */
const settled = { repricing: false, failed: false, retry: () => undefined };
const wash = { id: 401, title: 'Premium Top Wash', price: 789, strikePrice: 1089, garageId: 9, garageName: 'Hari Om Motors', chargesGst: true };

describe('cart panel', () => {
  beforeEach(() => {
    useCart.setState({ items: [], couponCode: null, priceNote: null });
    useSession.setState({ user: null });
    usePreferences.setState({ car: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the items with totals including GST, and removes one', async () => {
    useCart.setState({ items: [basic, wash] });
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹4,493');
    expect(screen.getByText('₹685')).toBeInTheDocument();
    expect(screen.getByText('You save ₹1,030 on this order with CarSeva')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Basic Service' }));
    expect(useCart.getState().items).toEqual([wash]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹931');
  });

  it('at a garage not registered for GST: no GST line, a word that none is charged, and the total without it', () => {
    useCart.setState({ items: [basic, wash].map((i) => ({ ...i, chargesGst: false })) });
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹3,808');
    expect(screen.getByText('No GST: this garage is not GST-registered')).toBeInTheDocument();
    expect(screen.queryByText('GST (18%)')).not.toBeInTheDocument();
  });

  it('suggests an add-on at its price GST included, as its card shows it', async () => {
    // No category is excluded from suggestions, and no offers.
    vi.stubGlobal('fetch', fakeApi(() => ({ body: { success: true, data: [] } })).fetch);
    useCart.setState({ items: [basic] });
    const topWash = serviceFixture({ id: 401, service_name: 'Premium Top Wash', price: 789, strikePrice: null });
    renderAtHome(<CartPanel allServices={[topWash]} onAdd={() => undefined} pricing={settled} />);
    const addOn = (await screen.findByText('Premium Top Wash', { selector: 'p' })).parentElement!;
    // ₹789 + GST ₹142: what a cart of this one service totals.
    expect(within(addOn).getByTestId('service-price')).toHaveTextContent('₹931');
    expect(within(addOn).getByText('incl. GST')).toBeInTheDocument();
  });

  it('shows the chosen car, and CHANGE opens the car picker', async () => {
    usePreferences.setState({ car: { brandId: 2, brandName: 'Hyundai', brandIcon: '/icons/brands/hyundai.svg', modelId: 41, modelName: 'Creta' } });
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    expect(screen.getByText('Hyundai Creta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^CHANGE/ }));
    expect(usePickers.getState().open).toBe('car');
  });

  it('says what a change of car did to the prices, and shows no total until the cart is priced for the new car', async () => {
    useCart.setState({ items: [wash] });
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    act(() =>
      useCart.getState().reprice([{ id: wash.id, price: 1189, strikePrice: 1489, price_segment: 'suv-muv', charges_gst: true }], 77, 'Toyota Fortuner'),
    );
    expect(screen.getByTestId('cart-price-note')).toHaveTextContent('Prices updated for your Toyota Fortuner: Premium Top Wash ₹789 → ₹1,189.');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,403');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the price note' }));
    expect(screen.queryByTestId('cart-price-note')).not.toBeInTheDocument();
  });

  it('shows no total while the cart is re-priced for another car', () => {
    useCart.setState({ items: [wash] });
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={{ ...settled, repricing: true }} />);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('…');
  });

  it('CHECKOUT with an empty cart says so for 3 seconds', () => {
    vi.useFakeTimers();
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    expect(screen.getByText('Add services to get started.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'CHECKOUT' }).click());
    expect(screen.getByText('Your cart is empty.', { selector: '[role=status]' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(EMPTY_CART_MESSAGE_MS));
    expect(screen.queryByText('Your cart is empty.', { selector: '[role=status]' })).not.toBeInTheDocument();
  });

  it('CHECKOUT logged out goes to login remembering the checkout; logged in goes to checkout', async () => {
    useCart.setState({ items: [basic] });
    const first = renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    await userEvent.click(screen.getByRole('button', { name: 'CHECKOUT' }));
    expect(await first.currentPath()).toBe('/login?next=%2Fcheckout');
    // Back on the page (its effects, the store subscription among them, run within act), then signed in elsewhere.
    await act(() => first.router.navigate('/'));
    act(() => useSession.setState({ user: { id: 1, name: 'Priya', username: 'priya', email: 'priya@example.in', mobile_no: '+919811122233' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'CHECKOUT' }));
    expect(await first.currentPath()).toBe('/checkout');
  });

  it('takes a coupon code of the right form and says it is applied at checkout', async () => {
    renderAtHome(<CartPanel allServices={[]} onAdd={() => undefined} pricing={settled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'x1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a coupon code of 4 to 16 letters or digits.');
    await userEvent.clear(screen.getByLabelText('Coupon code'));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'monsoon25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/will be checked and applied at checkout/)).toHaveTextContent('Coupon MONSOON25 will be checked and applied at checkout.');
    expect(useCart.getState().couponCode).toBe('MONSOON25');
  });
});
