import type { Messages } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionReports } from './condition-reports';
import { DateStrip } from './date-strip';
import { GarageRating } from './garage-rating';
import { LegSteps } from './leg-steps';
import { OrderTotals } from './order-totals';
import { SlotGrid } from './slot-grid';
import { stripDays } from '../lib/date-strip-days';
import { type Language, loadMessagesNow } from '../lib/i18n';
import hindi from '../locales/hi/booking.json';
import tamil from '../locales/ta/booking.json';

const slots = [
  { id: 1, start_time: '09:00:00', end_time: '10:00:00', available: false, remaining: 3 },
  { id: 2, start_time: '10:00:00', end_time: '11:00:00', available: false, remaining: 0 },
  { id: 3, start_time: '13:00:00', end_time: '14:00:00', available: true, remaining: 2 },
];

const totals = { subtotal: 123456, discount: 1000, gst: 22042, total: 144498, charges_gst: true };

const report = (kind: 'pickup' | 'handback', odometer_km: number) => ({
  kind,
  odometer_km,
  fuel_level: 'half' as const,
  notes: null,
  photos: [],
  recorded_by: 'Ravi',
  recorded_at: '2026-11-25T04:00:00.000Z',
});

/** The booking pieces as a Hindi or Tamil checkout and order page draw them. */
function renderIn(language: Language, messages: Messages) {
  loadMessagesNow(language, [messages]);
  render(
    <>
      <DateStrip days={stripDays(new Date('2026-11-22T10:00:00Z'), language)} selected="2026-11-22" onSelect={vi.fn()} />
      <SlotGrid slots={slots} selected={null} onSelect={vi.fn()} />
      <OrderTotals totals={totals} totalTestId="total" walletUsed={500} />
      <GarageRating rating={{ average: 4.3, count: 12 }} />
      <LegSteps leg={{ kind: 'pickup', status: 'on_the_way', steps: [{ status: 'assigned', at: '2026-11-25T03:00:00.000Z' }] }} />
      <ConditionReports pickup={report('pickup', 12000)} handback={report('handback', 12080)} />
    </>,
  );
}

describe('the booking pieces in Hindi and Tamil', () => {
  afterEach(() => loadMessagesNow('en', []));

  it('speak Hindi: Today and Tomorrow, slots left, the totals in the Indian grouping, the trip and the car', () => {
    renderIn('hi', hindi);
    const days = screen.getByRole('group', { name: 'पिकअप की तारीख' });
    expect(within(days).getByRole('button', { pressed: true })).toHaveTextContent('आज22नव॰');
    expect(within(days).getByRole('button', { name: /^कल/ })).toBeInTheDocument();
    expect(within(days).getByRole('button', { name: /^मंगल24/ })).toBeInTheDocument();

    const grid = screen.getByRole('group', { name: 'टाइम स्लॉट' });
    expect(within(grid).getByRole('button', { name: /9:00 AM – 10:00 AM/ })).toHaveTextContent('उपलब्ध नहीं');
    expect(within(grid).getByRole('button', { name: /10:00 AM – 11:00 AM/ })).toHaveTextContent('फुल');
    expect(within(grid).getByRole('button', { name: /1:00 PM – 2:00 PM/ })).toHaveTextContent('2 बाकी');

    expect(screen.getByText('सबटोटल').nextSibling).toHaveTextContent('₹1,23,456');
    expect(screen.getByText('डिस्काउंट')).toBeInTheDocument();
    expect(screen.getByText('कुल').nextSibling).toHaveTextContent('₹1,44,498');
    expect(screen.getByText('देना है').nextSibling).toHaveTextContent('₹1,43,998');

    expect(screen.getByText('(12 रिव्यू)')).toBeInTheDocument();
    expect(screen.getByText('5 में से 4.3 रेटिंग')).toBeInTheDocument();

    expect(screen.getByText('कार लेने जा रहे हैं')).toBeInTheDocument();
    expect(screen.getByText('(अभी)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपकी कार की हालत' })).toBeInTheDocument();
    expect(screen.getByTestId('driven-km')).toHaveTextContent('गैराज के पास रहते 80 km चली। टेस्ट ड्राइव');
    expect(screen.getAllByText('आधा')).toHaveLength(2);
  });

  it('speak Tamil', () => {
    renderIn('ta', tamil);
    const days = screen.getByRole('group', { name: 'பிக்அப் தேதி' });
    expect(within(days).getByRole('button', { pressed: true })).toHaveTextContent(/^இன்று22நவ/);
    expect(within(days).getByRole('button', { name: /^நாளை/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1:00 PM – 2:00 PM/ })).toHaveTextContent('2 மீதம்');
    expect(screen.getByRole('button', { name: /10:00 AM – 11:00 AM/ })).toHaveTextContent('ஃபுல்');
    expect(screen.getByText('சப்டோட்டல்').nextSibling).toHaveTextContent('₹1,23,456');
    expect(screen.getByText('மொத்தம்').nextSibling).toHaveTextContent('₹1,44,498');
    expect(screen.getByText('கட்ட வேண்டியது')).toBeInTheDocument();
    expect(screen.getByText('(12 ரிவ்யூக்கள்)')).toBeInTheDocument();
    expect(screen.getByText('காரை எடுக்க வருகிறார்')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'உங்கள் காரின் நிலை' })).toBeInTheDocument();
  });

  it('says one review, and English as before', () => {
    render(<GarageRating rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText('Rated 5.0 out of 5')).toBeInTheDocument();
  });
});
