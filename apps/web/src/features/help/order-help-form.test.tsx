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
      if (init?.method === 'POST')
        return { status: 201, body: { success: true, message: `Thanks! Our support team will get back to you about order ${swift.tracking_id}.` } };
      if (url.pathname === '/api/v1/bookings')
        return { body: { success: true, data: { data: orders, meta: { current_page: 1, total_pages: 1, total: orders.length } } } };
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
      body: {
        name: 'Priya Nair',
        phone: '9811122233',
        email: 'priya@example.in',
        message: 'The pickup driver has not arrived yet.',
        booking: swift.tracking_id,
      },
    });
    expect(screen.getByRole('textbox', { name: 'What do you need help with?' })).toHaveValue('');
  });

  it('sends the message of a customer with a Hindi name and no email, and says the reply is a call', async () => {
    renderAtHome(<OrderHelpForm customer={{ ...customer, name: 'राजेश कुमार', email: '' }} initialOrder={swift.tracking_id} />);
    const message = await screen.findByRole('textbox', { name: 'What do you need help with?' });
    expect(message).toHaveAccessibleDescription('We call you on +919811122233.');
    await userEvent.type(message, 'The pickup driver has not arrived yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`about order ${swift.tracking_id}`);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'राजेश कुमार', email: '', booking: swift.tracking_id } });
  });

  it('starts on the order named in the link, and marks a missing order and a short message at their fields at once, keeping the message', async () => {
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={city.tracking_id} />);
    const order = await screen.findByRole('combobox', { name: 'Order' });
    expect(order).toHaveValue(city.tracking_id);
    const message = screen.getByRole('textbox', { name: 'What do you need help with?' });
    await userEvent.selectOptions(order, '');
    await userEvent.type(message, 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription('Please choose the order you need help with.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/^We reply to priya@example.in .* Please write at least 10 characters$/);
    expect(message).toHaveValue('hi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(order, city.tracking_id);
    expect(order).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(message, ', my car is not back yet.');
    expect(message).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's refusal of the message at the message field and keeps it", async () => {
    api = fakeApi((url, init) => {
      if (init?.method === 'POST')
        return {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Please keep your message to 2,000 characters or fewer',
            errors: { message: ['Please keep your message to 2,000 characters or fewer'] },
          },
        };
      return { body: { success: true, data: { data: orders, meta: { current_page: 1, total_pages: 1, total: orders.length } } } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={swift.tracking_id} />);
    const message = await screen.findByRole('textbox', { name: 'What do you need help with?' });
    await userEvent.type(message, 'The pickup driver has not arrived yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Support' }));
    await vi.waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(/Please keep your message to 2,000 characters or fewer$/);
    expect(message).toHaveValue('The pickup driver has not arrived yet.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the customer has no orders yet', async () => {
    orders = [];
    renderAtHome(<OrderHelpForm customer={customer} initialOrder={null} />);
    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });
});
