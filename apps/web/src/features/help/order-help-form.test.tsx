import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../testing/bookings';
import { fakeApi, renderAtHome } from '../../testing/render-route';
import { OrderHelpForm } from './components/order-help-form';

const customer = { id: 7, name: 'Priya Nair', email: 'priya@example.in', mobile_no: '+919811122233', username: 'priya_n' };
const swift = aBooking();
const city = aBooking({ id: 42, tracking_id: 'CSZZZZZZZZZZZZZZZZ', service: { service_name: 'AC Service' }, booking_date: '2026-11-20' });

describe('help with an order', () => {
  let api: ReturnType<typeof fakeApi>;
  let orders: unknown[];
  beforeEach(() => {
    orders = [swift, city];
    api = fakeApi((url, init) => {
      if (init?.method === 'POST') return { status: 201, body: { success: true, message: `Thanks! Our support team will get back to you about order ${swift.tracking_id}.` } };
      if (url.pathname === '/api/v1/bookings') return { body: { success: true, data: { data: orders, meta: { current_page: 1, total_pages: 1, total: orders.length } } } };
      return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers the customer's orders, sends the chosen one with the message and the account's details", async () => {
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={null} />);
    const select = await screen.findByRole('combobox', { name: 'Order' });
    expect(screen.getByRole('option', { name: `Standard Service · 24 Nov 2026 (${swift.tracking_id})` })).toBeInTheDocument();
    await userEvent.selectOptions(select, swift.tracking_id);
    await userEvent.type(screen.getByRole('textbox', { name: 'What do you need help with?' }), 'The pickup driver has not arrived yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`about order ${swift.tracking_id}`);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Priya Nair', phone: '9811122233', email: 'priya@example.in', message: 'The pickup driver has not arrived yet.', booking: swift.tracking_id },
    });
    expect(screen.getByRole('textbox', { name: 'What do you need help with?' })).toHaveValue('');
  });

  it('starts on the order named in the link, and asks for an order and a real message before sending', async () => {
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={city.tracking_id} />);
    expect(await screen.findByRole('combobox', { name: 'Order' })).toHaveValue(city.tracking_id);
    await userEvent.type(screen.getByRole('textbox', { name: 'What do you need help with?' }), 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 10 characters');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the order you need help with.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says so when the customer has no orders yet', async () => {
    orders = [];
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={null} />);
    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });
});
