import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutRoute } from './checkout-route';
import { useCart } from '../../lib/cart';
import { useLocationStore } from '../../lib/location';
import { usePickers } from '../../lib/pickers';
import { usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { basicServiceItem } from '../../testing/fixtures';
import { fakeApi, renderAtHome } from '../../testing/render-route';
const slots = [
  { id: 7, start_time: '09:00:00', end_time: '10:00:00', available: true, remaining: 2 },
  { id: 8, start_time: '10:00:00', end_time: '11:00:00', available: true, remaining: 2 },
];

/** The garage picks up in Gurugram's 1220xx pincodes and nowhere else. */
const serviceability = (pincode: string) =>
  pincode.startsWith('1220')
    ? { serviceable: true, message: null, distance_km: 3.2 }
    : { serviceable: false, message: 'Hari Om Motors picks up within 15 km; this address is 31 km away.', distance_km: 31 };

const emptyWallet = { balance: 0, usable_per_order: 0, entries: [], referral: { code: 'ASHA2345', reward: 750, friends_joined: 0, friends_rewarded: 0 } };

describe('checkout route', () => {
  let api: ReturnType<typeof fakeApi>;
  let wallet: { balance: number; usable_per_order: number };
  /** The account's WhatsApp consent as the server holds it; the consent call fails while `consentFails`. */
  let whatsappOptInAt: string | null;
  let consentFails: boolean;
  let offers: unknown[];
  beforeEach(() => {
    offers = [];
    wallet = { balance: 0, usable_per_order: 0 };
    whatsappOptInAt = null;
    consentFails = false;
    sessionStorage.clear();
    useCart.setState({ items: [basicServiceItem], pricedFor: 41, priceNote: null, couponCode: null });
    useSession.setState({ user: { id: 12, name: 'Asha Verma', username: 'asha', email: 'asha@example.in', mobile_no: '+919811122233' } });
    usePreferences.setState({ car: { brandId: 2, brandName: 'Maruti Suzuki', brandIcon: '/icons/brands/maruti-suzuki.svg', modelId: 41, modelName: 'Swift' } });
    useLocationStore.setState({ location: null, pincode: null });
    api = fakeApi((url, init) => {
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (route === 'GET /api/v1/booking/slots') return { body: { success: true, data: slots } };
      if (route === 'POST /api/v1/bookings/offers') return { body: { success: true, data: offers } };
      if (route === 'POST /api/v1/bookings/quote' && (init?.body as string).includes('"coupon":"NOPE1234"'))
        return {
          status: 422,
          body: { success: false, code: 'INVALID_COUPON', message: 'This coupon code is not valid.', errors: { coupon: ['This coupon code is not valid.'] } },
        };
      if (route === 'POST /api/v1/bookings/quote' && (init?.body as string).includes('"coupon":"CARSEVA10"'))
        return { body: { success: true, data: { subtotal: 3019, discount: 301, gst: 489, total: 3207, coupon: 'CARSEVA10', charges_gst: true } } };
      if (route === 'POST /api/v1/bookings/quote') {
        const forFortuner = (init?.body as string).includes('"car_model":77');
        return {
          body: {
            success: true,
            data: forFortuner
              ? { subtotal: 4519, discount: 0, gst: 813, total: 5332, coupon: null }
              : { subtotal: 3019, discount: 0, gst: 543, total: 3562, coupon: null },
          },
        };
      }
      if (route === 'GET /api/v1/services/prices')
        return { body: { success: true, data: [{ id: 388, price: 4519, strikePrice: 5249, price_segment: 'suv-muv' }] } };
      if (route === 'POST /api/v1/bookings') return { status: 201, body: { success: true, data: { tracking_id: 'CSCASHBOOKING', payment_mode: 'cod' } } };
      if (route === 'GET /api/v1/auth/me')
        return { body: { success: true, data: { id: 12, mobile_no: '+919811122233', whatsapp_opt_in_at: whatsappOptInAt } } };
      if (route === 'PUT /api/v1/auth/me/whatsapp') {
        if (consentFails) return { status: 503, body: { success: false, message: 'Service is temporarily unavailable. Please try again shortly.' } };
        whatsappOptInAt = '2026-11-26T10:15:00.000Z';
        return { body: { success: true, data: { id: 12, mobile_no: '+919811122233', whatsapp_opt_in_at: whatsappOptInAt } } };
      }
      if (route === 'GET /api/v1/me/wallet') return { body: { success: true, data: { ...emptyWallet, ...wallet } } };
      if (route === 'GET /api/v1/bookings/serviceability') return { body: { success: true, data: serviceability(url.searchParams.get('pincode')!) } };
      throw new Error(`unexpected ${route}`);
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('greets the customer by their name, in any script, and "Customer" without one', async () => {
    renderAtHome(<CheckoutRoute />);
    const greeting = screen.getByRole('heading', { level: 1 });
    expect(greeting).toHaveTextContent('Hello, Asha Verma!');
    act(() => useSession.setState({ user: { id: 12, name: ' अनन्या शर्मा ', username: 'ananya', email: '', mobile_no: '+919811122233' } }));
    expect(greeting).toHaveTextContent('Hello, अनन्या शर्मा!');
    act(() => useSession.setState({ user: { id: 12, name: '', username: 'guest12', email: '', mobile_no: '+919811122233' } }));
    expect(greeting).toHaveTextContent('Hello, Customer!');
  });

  it('"Save for next time" is ticked to start with; unticked, the booking asks to keep nothing', async () => {
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    const save = screen.getByRole('checkbox', { name: /Save for next time/ });
    expect(save).toBeChecked();
    await userEvent.click(save);
    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Flat 402, Tower B, Sector 15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '122001');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings')?.body).toMatchObject({ save_for_next_time: false });
  });

  it('asks for a slot, then a valid address, then books cash on delivery from the button beside the order (Confirm Booking for cash)', async () => {
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,562'));
    // The summary is priced for the chosen car, as the booking will be.
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/bookings/quote')?.body).toMatchObject({ services: [388], car_model: 41 });

    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    await userEvent.click(payNow);
    expect(screen.getByText('Please select a time slot.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Flat 402, Tower B, Sector 15');
    await userEvent.click(payNow);
    expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '122001');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    // Cash is paid at the garage: the same button now confirms the booking instead of asking to pay now.
    expect(payNow).toHaveAccessibleName('Confirm Booking');
    await userEvent.click(payNow);

    expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
    const booking = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings');
    expect(booking?.body).toMatchObject({
      services: [388],
      booking_slot: 8,
      car_model: 41,
      address: 'Flat 402, Tower B, Sector 15',
      pincode: '122001',
      coupon: null,
      payment_mode: 'cod',
      save_for_next_time: true,
    });
    expect(booking?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(useCart.getState().items).toEqual([]));
  });

  it('drops a coupon the server refuses, saying why, keeps the totals and Confirm, and applies an offer in one tap', async () => {
    useCart.setState({ couponCode: 'NOPE1234' });
    offers = [
      {
        code: 'CARSEVA10',
        kind: 'percent',
        value: 10,
        max_discount: 500,
        min_order: 0,
        valid_until: null,
        uses_left: null,
        saving: 301,
        total: 3207,
        best: true,
      },
    ];
    renderAtHome(<CheckoutRoute />);
    expect(await screen.findByText(/was removed/)).toHaveTextContent('Coupon NOPE1234 was removed: This coupon code is not valid. Your totals are without it.');
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,562'));
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

    const offersList = screen.getByRole('region', { name: 'Offers for you' });
    expect(offersList).toHaveTextContent('CARSEVA10Best offer10% off, up to ₹500You save ₹301 on this order');
    await userEvent.click(screen.getByRole('button', { name: 'Apply CARSEVA10' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,207'));
    expect(screen.getByText(/applied\./)).toHaveTextContent('Coupon CARSEVA10 applied.');
    expect(offersList).toHaveTextContent('Applied');
  });

  it('offers CarSeva Money when there is some, shows what is left to pay, and asks the server to use it', async () => {
    wallet = { balance: 1500, usable_per_order: 750 };
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    const useMoney = await screen.findByRole('checkbox', { name: /Use ₹750 of CarSeva Money/ });
    expect(screen.queryByTestId('checkout-total-to-pay')).not.toBeInTheDocument();
    await userEvent.click(useMoney);
    expect(screen.getByTestId('checkout-total-to-pay')).toHaveTextContent('₹2,812');

    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Flat 402, Tower B, Sector 15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '122001');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings')?.body).toMatchObject({ use_wallet: true });
  });

  it('says nothing of CarSeva Money when the wallet is empty', async () => {
    renderAtHome(<CheckoutRoute />);
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,562'));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/me/wallet')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /CarSeva Money/ })).not.toBeInTheDocument();
  });

  it('without a car asks for it in place: no total as if final, no Pay Now, the car picker opens from here', async () => {
    usePreferences.setState({ car: null });
    useCart.setState({ pricedFor: null });
    renderAtHome(<CheckoutRoute />);
    expect(await screen.findByText(/Choose your car: prices depend on it\./)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Services in your order' })).toHaveTextContent('Basic Servicefrom₹3,019');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-total')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose your car' }));
    expect(usePickers.getState().open).toBe('car');
    expect(api.calls.some((c) => c.url.pathname === '/api/v1/bookings/quote')).toBe(false);
  });

  it('re-prices the cart from the server when the car changes, says what changed, and totals only the new prices', async () => {
    usePreferences.setState({
      car: { brandId: 9, brandName: 'Toyota', brandIcon: '/icons/brands/toyota.svg', modelId: 77, modelName: 'Fortuner', fuelType: 'diesel' },
    });
    renderAtHome(<CheckoutRoute />);
    expect(await screen.findByTestId('cart-price-note')).toHaveTextContent('Prices updated for your Toyota Fortuner: Basic Service ₹3,019 → ₹4,519.');
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹5,332'));
    expect(screen.getByRole('list', { name: 'Services in your order' })).toHaveTextContent('₹4,519');
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/services/prices')?.url.search).toBe('?ids=388&model=77');
    // Only the new car's quote was ever asked for: no total for the old car was shown as this car's.
    expect(api.calls.filter((c) => c.url.pathname === '/api/v1/bookings/quote').map((c) => (c.body as { car_model: number }).car_model)).toEqual([77]);
  });

  it('without a cart there is nothing to check out: back to the services', async () => {
    useCart.setState({ items: [] });
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    expect(await currentPath()).toBe('/services');
  });

  describe('order updates on WhatsApp', () => {
    /** Slot, address and cash, then Confirm Booking. */
    async function bookCash() {
      await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Flat 402, Tower B, Sector 15');
      await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '122001');
      await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    }
    const routes = () =>
      api.calls.map((c) => `${c.method} ${c.url.pathname}`).filter((r) => r === 'PUT /api/v1/auth/me/whatsapp' || r === 'POST /api/v1/bookings');

    it('ticked: the consent is recorded before the booking, so its first update goes on WhatsApp', async () => {
      const { currentPath } = renderAtHome(<CheckoutRoute />);
      const box = await screen.findByRole('checkbox', { name: /Send my order updates on WhatsApp/ });
      expect(box).not.toBeChecked();
      await userEvent.click(box);
      await bookCash();
      expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
      expect(routes()).toEqual(['PUT /api/v1/auth/me/whatsapp', 'POST /api/v1/bookings']);
      expect(api.calls.find((c) => c.url.pathname === '/api/v1/auth/me/whatsapp')?.body).toEqual({ enabled: true });
    });

    it('left unticked: no consent is asked for', async () => {
      const { currentPath } = renderAtHome(<CheckoutRoute />);
      await screen.findByRole('checkbox', { name: /Send my order updates on WhatsApp/ });
      await bookCash();
      expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
      expect(routes()).toEqual(['POST /api/v1/bookings']);
    });

    it('a customer who already gets them is not asked again', async () => {
      whatsappOptInAt = '2026-11-20T08:00:00.000Z';
      renderAtHome(<CheckoutRoute />);
      expect(await screen.findByText(/Your order updates come on WhatsApp/)).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
    });

    it('the consent could not be saved: says so, and books nothing until the customer tries again or unticks it', async () => {
      consentFails = true;
      renderAtHome(<CheckoutRoute />);
      await userEvent.click(await screen.findByRole('checkbox', { name: /Send my order updates on WhatsApp/ }));
      await bookCash();
      expect(
        await screen.findByText(/We could not turn on WhatsApp updates: Service is temporarily unavailable\. Please try again shortly\. Untick it/),
      ).toBeInTheDocument();
      expect(routes()).toEqual(['PUT /api/v1/auth/me/whatsapp']);
    });
  });

  it('offers free pickup and drop by default where the garage serves the address, and sends the landmark and parking note', async () => {
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Flat 402, Tower B, Sector 15');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '122001');
    const pickup = screen.getByRole('radio', { name: 'Free pickup and drop from my address' });
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/bookings/serviceability')).toBe(true));
    expect(pickup).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Pickup address' })).toBeInTheDocument();

    // Over the shared schema's limit: said at the field, nothing is booked.
    await userEvent.click(screen.getByRole('textbox', { name: 'Landmark (optional)' }));
    await userEvent.paste('x'.repeat(121));
    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Please keep the landmark to 120 characters or fewer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Landmark (optional)' })).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Landmark (optional)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Landmark (optional)' }), 'Opposite the Shiv temple');
    await userEvent.type(screen.getByRole('textbox', { name: 'Where the car is parked (optional)' }), 'Basement B2, slot 14');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
    const booking = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings');
    expect(booking?.body).toMatchObject({ handover: 'pickup', landmark: 'Opposite the Shiv temple', parking_note: 'Basement B2, slot 14' });
  });

  it('where the garage does not pick up, chooses walk-in and says why, shows the garage, and books without a pickup', async () => {
    useCart.setState({ items: [{ ...basicServiceItem, garageAddress: 'Shop 8, Sector 15, Gurugram' }] });
    const { currentPath } = renderAtHome(<CheckoutRoute />);
    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'House 9, Baner Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '411045');
    const walkIn = screen.getByRole('radio', { name: 'I will take the car to the garage' });
    await waitFor(() => expect(walkIn).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Free pickup and drop from my address' })).toHaveAccessibleDescription(
      'Not available at this address: Hari Om Motors picks up within 15 km; this address is 31 km away.',
    );
    expect(walkIn).toHaveAccessibleDescription(`${basicServiceItem.garageName}, Shop 8, Sector 15, Gurugram`);
    expect(screen.getByRole('heading', { name: 'Your address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Landmark (optional)' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await currentPath()).toBe('/order/CSCASHBOOKING/confirmed');
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings')?.body).toMatchObject({
      handover: 'walk_in',
      landmark: null,
      parking_note: null,
    });
  });

  it('choosing pickup where the garage does not pick up shows the refusal at the pincode and books nothing', async () => {
    renderAtHome(<CheckoutRoute />);
    await userEvent.click(await screen.findByRole('button', { name: /10:00 AM – 11:00 AM/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'House 9, Baner Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '411045');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'I will take the car to the garage' })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: 'Free pickup and drop from my address' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Pay Cash (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription('Hari Om Motors picks up within 15 km; this address is 31 km away.');
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/v1/bookings')).toBe(false);
  });
});
