import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingForm } from './booking-form';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const PHONE = 'Mobile number (optional)';

describe('home booking form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi(() => ({ body: { success: true, message: 'Thanks, we will call you back.' } }));
    vi.stubGlobal('fetch', api.fetch);
    usePreferences.setState({ city: null, car: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null });
  });

  it('does not ask a signed-in customer for their number again: the button opens the services and records no lead', async () => {
    useSession.setState({ user: { id: 1, name: 'Priya', username: 'priya', email: 'priya@example.in', mobile_no: '+919811122233' } });
    const { currentPath } = renderAtHome(<BookingForm />);
    expect(screen.queryByLabelText(PHONE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await currentPath()).toBe('/services');
    expect(api.calls).toHaveLength(0);
  });

  it('opens the services and their prices with no number, recording no lead', async () => {
    usePreferences.setState({
      city: { id: 2, name: 'Gurugram', latitude: 28.4595, longitude: 77.0266 },
      car: { brandId: 2, brandName: 'Hyundai', brandIcon: '/icons/brands/hyundai.svg', modelId: 41, modelName: 'Creta' },
    });
    const { currentPath } = renderAtHome(<BookingForm />);
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await currentPath()).toBe('/services');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps digits only, ten at most', async () => {
    renderAtHome(<BookingForm />);
    const phone = screen.getByLabelText(PHONE);
    await userEvent.type(phone, '98a76-54 32109999');
    expect(phone).toHaveValue('9876543210');
  });

  it('a phone under 10 digits shows the message and sends nothing', async () => {
    renderAtHome(<BookingForm />);
    await userEvent.type(screen.getByLabelText(PHONE), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('please provide a valid phone number');
    expect(api.calls).toHaveLength(0);
  });

  it('ten digits not starting 6 to 9 gives "Enter Valid Input" and sends nothing', async () => {
    renderAtHome(<BookingForm />);
    await userEvent.type(screen.getByLabelText(PHONE), '5876543210');
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter Valid Input');
    expect(api.calls).toHaveLength(0);
  });

  it('a valid phone posts the lead with the chosen city and model, then opens the services', async () => {
    usePreferences.setState({
      city: { id: 2, name: 'Gurugram', latitude: 28.4595, longitude: 77.0266 },
      car: { brandId: 2, brandName: 'Hyundai', brandIcon: '/icons/brands/hyundai.svg', modelId: 41, modelName: 'Creta' },
    });
    const { currentPath } = renderAtHome(<BookingForm />);
    expect(screen.getByRole('button', { name: /Gurugram/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hyundai Creta/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(PHONE), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await currentPath()).toBe('/services');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/contact/lead');
    expect(api.calls[0]?.method).toBe('POST');
    expect(api.calls[0]?.body).toEqual({ phone: '9876543210', city: 2, car_model: 41 });
  });

  it('sends nulls when no city or car was chosen, and shows the server message on failure', async () => {
    api = fakeApi(() => ({ status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'Too many requests, please try again in a minute.' } }));
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<BookingForm />);
    await userEvent.type(screen.getByLabelText(PHONE), '7012345678');
    await userEvent.click(screen.getByRole('button', { name: 'CHECK PRICES FOR FREE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in a minute.');
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ phone: '7012345678', city: null, car_model: null }));
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
