import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';
import { fakeApi, renderAtHome } from '../../testing/render-route';

describe('contact form', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi(() => ({ body: { success: true } }));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names every field that is wrong and sends nothing', async () => {
    renderAtHome(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.type(screen.getByLabelText('Email address (optional)'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required and should only contain letters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('posts a valid message and opens the thank-you page', async () => {
    const { currentPath } = renderAtHome(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Priya Nair');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9811122233');
    await userEvent.type(screen.getByLabelText('Email address (optional)'), 'priya@example.in');
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me about my Baleno service booking.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await currentPath()).toBe('/thankyou');
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/contact/message');
    expect(api.calls[0]?.body).toEqual({
      name: 'Priya Nair',
      phone: '9811122233',
      email: 'priya@example.in',
      message: 'Please call me about my Baleno service booking.',
    });
  });
});
