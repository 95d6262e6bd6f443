import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@carseva/shared';
import { BookingConfirmedRoute } from './booking-confirmed-route';
import { aBooking } from '../../testing/bookings';
import { fakeApi, renderRoute } from '../../testing/render-route';

function showConfirmation(answer: { status?: number; body: unknown }) {
  const api = fakeApi(() => answer);
  vi.stubGlobal('fetch', api.fetch);
  renderRoute('/order/:trackingId/confirmed', <BookingConfirmedRoute />, '/order/CSABCDEFGHJKLMNPQR/confirmed');
  return api;
}
const found = (booking: Booking) => ({ body: { success: true, data: booking } });
const paidOnline = aBooking({ payment_mode: 'online', payment_status: 'paid', amount_pending: 0, amount_paid: 5179 });

describe('the booking-confirmed screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a paid booking is confirmed: what, when, where, how it was paid and what happens next', async () => {
    showConfirmation(found(paidOnline));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Order CSABCDEFGHJKLMNPQR')).toBeInTheDocument();
    const booked = screen.getByRole('region', { name: 'Your booking' });
    expect(booked).toHaveTextContent('Standard Service');
    expect(booked).toHaveTextContent('for your Maruti Suzuki Swift');
    expect(booked).toHaveTextContent('24 Nov 2026, 10:00 AM – 11:00 AM');
    expect(booked).toHaveTextContent('Hari Om Motors');
    expect(booked).toHaveTextContent('Shop 8, Sector 15, Gurugram');
    expect(booked).toHaveTextContent('House 17, Sushant Lok 1, 122001');
    expect(booked).toHaveTextContent('₹5,179 paid online');
    const steps = within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Hari Om Motors confirms your booking. We send you an SMS as soon as they do.');
    expect(steps[2]).toHaveTextContent('Nothing more to pay unless you approve extra work.');
    expect(steps[3]).toHaveTextContent('Plans changed? You can reschedule for free or cancel from your order page until 24 Nov, 8:00 am.');
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/order/CSABCDEFGHJKLMNPQR');
  });

  it('tells a cash customer what they pay and when', async () => {
    showConfirmation(found(aBooking()));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent('₹5,179 to pay in cash when your car is returned');
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('pay ₹5,179 in cash then');
  });

  it('does not call an unpaid online booking or a cancelled one confirmed', async () => {
    showConfirmation(found(aBooking({ payment_mode: 'online', hold_expires_at: '2026-11-23T09:26:00.000Z' })));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByText('Your slot is held until 23 Nov, 2:56 pm. Pay from your order page to book it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('downloads the slot as a calendar file built in the browser', async () => {
    showConfirmation(found(paidOnline));
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('carseva-CSABCDEFGHJKLMNPQR.ics');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]!.text()).toContain('DTSTART:20261124T043000Z');
  });

  it('shares through the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share, canShare: () => true }));
    showConfirmation(found(paidOnline));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'CarSeva order CSABCDEFGHJKLMNPQR',
      text: 'My car service with CarSeva is booked: Standard Service at Hari Om Motors, 24 Nov 2026, 10:00 AM – 11:00 AM. Order CSABCDEFGHJKLMNPQR.',
      url: 'http://localhost:3000/order/CSABCDEFGHJKLMNPQR',
    });
  });

  it('copies the link where the browser cannot share, and shows it when copying is refused too', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }));
    showConfirmation(found(paidOnline));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/order/CSABCDEFGHJKLMNPQR');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied. Paste it into any chat to share your booking.');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy this link to share your booking: http://localhost:3000/order/CSABCDEFGHJKLMNPQR');
  });

  it('says so, with a retry and the way to the orders, when the booking cannot be loaded', async () => {
    showConfirmation({ status: 503, body: { success: false, message: 'Our servers are busy. Please try again.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your booking. Our servers are busy. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/order-history');
  });
});
