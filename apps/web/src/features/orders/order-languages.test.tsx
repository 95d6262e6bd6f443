import type { Messages } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../testing/bookings';
import { fakeApi, renderRoute } from '../../testing/render-route';
import { type Language, loadMessagesNow } from '../../lib/i18n';
import hindiBooking from '../../locales/hi/booking.json';
import hindiOrders from '../../locales/hi/orders.json';
import tamilBooking from '../../locales/ta/booking.json';
import tamilOrders from '../../locales/ta/orders.json';
import { orderFormat } from './order-format';
import { OrderRoute } from './order-route';

const inService = aBooking({
  service_status: 'processing',
  booking_date: '2026-11-25',
  extras: [{ id: 5, name: 'Front brake pads', price: 1800, status: 'proposed', proposed_at: '2026-11-24T05:10:00.000Z', note: 'Worn to 2 mm', photos: [] }],
  events: [
    { status: 'placed', label: 'Booking placed', at: '2026-11-23T09:11:00.000Z', actor: 'customer' },
    { status: 'accepted', label: 'Accepted by the garage', at: '2026-11-24T04:00:00.000Z', actor: 'staff' },
    { status: 'cancelled', label: 'Booking cancelled: My plans changed', at: '2026-11-24T04:30:00.000Z', actor: 'customer' },
    { status: 'rescheduled', label: 'Booking moved: from 24 Nov, 9:00 AM to 25 Nov, 9:00 AM', at: '2026-11-24T04:35:00.000Z', actor: 'customer' },
    { status: 'something_new', label: 'Something the web does not know yet', at: '2026-11-24T04:40:00.000Z', actor: 'system' },
  ],
});

function renderOrderIn(language: Language, messages: Messages[]) {
  loadMessagesNow(language, messages);
  vi.stubGlobal('fetch', fakeApi(() => ({ body: { success: true, data: inService } })).fetch);
  renderRoute('/order/:trackingId', <OrderRoute />, '/order/CSABCDEFGHJKLMNPQR');
}

describe('the order page in Hindi and Tamil', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    loadMessagesNow('en', []);
  });

  it('speaks Hindi: headline, status, extras with their buttons, the timeline (notes kept) and the dates', async () => {
    renderOrderIn('hi', [hindiOrders, hindiBooking]);
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी कार की सर्विस चल रही है।' })).toBeInTheDocument();
    expect(screen.getByText('सर्विस चालू')).toBeInTheDocument();
    const extras = screen.getByRole('region', { name: 'गैराज को मिला एक्स्ट्रा काम' });
    expect(within(extras).getByRole('button', { name: 'Front brake pads मंज़ूर करें' })).toBeEnabled();
    expect(within(extras).getByText('गैराज ने क्या देखा: Worn to 2 mm')).toBeInTheDocument();
    expect(within(extras).getByText('कोई फ़ोटो नहीं है')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'स्टेटस टाइमलाइन' });
    expect(within(timeline).getByText('बुकिंग हो गई')).toBeInTheDocument();
    expect(within(timeline).getByText('गैराज द्वारा', { exact: false })).toBeInTheDocument();
    expect(within(timeline).getByText('बुकिंग कैंसिल हुई: My plans changed')).toBeInTheDocument();
    // The server's English note is left out where the page says the same above.
    expect(within(timeline).getByText('बुकिंग का समय बदला')).toBeInTheDocument();
    // A kind this build does not know keeps the server's words rather than showing nothing.
    expect(within(timeline).getByText('Something the web does not know yet')).toBeInTheDocument();
    expect(screen.getByText(/^25 नव॰ 2026, /)).toBeInTheDocument();
  });

  it('speaks Tamil, with money in the Indian grouping', async () => {
    renderOrderIn('ta', [tamilOrders, tamilBooking]);
    expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் காரின் சர்வீஸ் நடக்கிறது.' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'கேரேஜ் கண்ட கூடுதல் வேலை' })).toHaveTextContent('₹1,800 + GST');
    expect(screen.getByRole('heading', { name: 'ஆர்டர் விவரங்கள்' })).toBeInTheDocument();
  });
});

describe('order dates', () => {
  it('are written in the page language’s Indian locale, English keeping the checkout’s slot times', () => {
    expect(orderFormat('en').slot('2026-11-25', { start_time: '14:00:00', end_time: '16:00:00' })).toBe('25 Nov 2026, 2:00 PM – 4:00 PM');
    expect(orderFormat('hi').date('2026-11-25')).toMatch(/^25 नव/);
    expect(orderFormat('ta').date('2026-11-25')).toMatch(/^25 நவ/);
    expect(orderFormat('en').timestamp('2026-11-24T04:00:00.000Z')).toBe('24 Nov, 9:30 am');
  });
});
