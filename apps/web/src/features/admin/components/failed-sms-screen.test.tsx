import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAtHome } from '../../../testing/render-route';
import { FailedSmsScreen } from './failed-sms-screen';

const failed = (id: number, channel: 'sms' | 'whatsapp', after_whatsapp: boolean) => ({
  id,
  booking_id: 40 + id,
  event_id: 90 + id,
  recipient: 'customer',
  kind: 'booking_placed',
  channel,
  after_whatsapp,
  to: '+919811122233',
  body: `CarSeva: Booking CS7K3-9QX${id} with Hari Om Motors for 27 Nov, 10:00 AM is placed.`,
  attempts: 6,
  last_error: 'MSG91 refused the message: Mobile number blocked',
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:12:00.000Z',
});

describe('Failed messages (admin)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi((url, init) => {
      if (init?.method === 'POST') return { body: { success: true, message: 'Queued to send again' } };
      if (url.pathname === '/api/v1/admin/notifications/failed') {
        return {
          body: { success: true, data: { data: [failed(1, 'sms', false), failed(2, 'sms', true)], meta: { current_page: 1, total_pages: 1, total: 2 } } },
        };
      }
      throw new Error(`unexpected ${url.pathname}`);
    });
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says on which channel each message failed, WhatsApp before SMS when it fell back, and retries one', async () => {
    renderAtHome(<FailedSmsScreen />);
    const table = await screen.findByRole('table', { name: 'Failed messages' });
    expect(within(table).getByRole('columnheader', { name: 'Channel' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['SMS', 'SMS (after WhatsApp)']);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Send message 2 again' }));
    expect(await screen.findByText('Queued to send again.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v1/admin/notifications/2/retry');
  });
});
