import type { GarageOpenItem, PartnerBooking, ServiceStatus } from '@carseva/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardScreen } from './board-screen';
import { aPartnerBooking } from '../../../testing/bookings';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const counts = (jobs: PartnerBooking[]) =>
  Object.fromEntries(
    (['pending', 'accepted', 'processing', 'completed', 'cancelled', 'rejected'] as ServiceStatus[]).map((s) => [
      s,
      jobs.filter((j) => j.service_status === s).length,
    ]),
  );

/** The partner day API over a fixed list: filtered by ?status=, counts always for the whole day; `open`: the garage's open claims and damage reports. */
function dayApi(jobs: PartnerBooking[], open: GarageOpenItem[] = []) {
  const api = fakeApi((url) => {
    if (url.pathname.endsWith('/open-problems')) return { body: { success: true, data: open } };
    const status = url.searchParams.get('status');
    const data = jobs.filter((j) => !status || j.service_status === status);
    return { body: { success: true, data: { data, meta: { current_page: 1, total_pages: 1, total: data.length }, counts: counts(jobs) } } };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const asha = aPartnerBooking({
  id: 1,
  tracking_id: 'CSAAAAAAAAAAAAAAA1',
  customer: { name: 'Asha Verma', mobile_no: '+91 98••••0010' },
  slot: { id: 1, start_time: '09:00:00', end_time: '10:00:00' },
});
const vikram = aPartnerBooking({ id: 2, tracking_id: 'CSAAAAAAAAAAAAAAA2', customer: { name: 'Vikram Singh', mobile_no: '+91 98••••0011' } });
const rohit = aPartnerBooking({
  id: 3,
  tracking_id: 'CSAAAAAAAAAAAAAAA3',
  service_status: 'accepted',
  customer: { name: 'Rohit Sharma', mobile_no: '+919822200013' },
});

describe('jobs board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('flags the open warranty claims and damage reports, whatever the day, each linking to its job', async () => {
    const api = dayApi(
      [asha],
      [
        { kind: 'claim', id: 4, order: 'CSAAAAAAAAAAAAAAB1', status: 'open', opened_at: '2026-03-01T05:00:00.000Z' },
        { kind: 'damage', id: 7, order: 'CSAAAAAAAAAAAAAAB2', status: 'open', opened_at: '2026-03-01T06:00:00.000Z' },
      ],
    );
    renderAtHome(<BoardScreen garageId={9} />);
    const flags = await screen.findByRole('region', { name: 'Open after the work: 2 claims and damage reports' });
    expect(within(flags).getByRole('link', { name: 'Warranty claim (open) on order CSAAAAAAAAAAAAAAB1' })).toHaveAttribute(
      'href',
      '/partner/9/jobs/CSAAAAAAAAAAAAAAB1',
    );
    expect(within(flags).getByRole('link', { name: 'Damage report on order CSAAAAAAAAAAAAAAB2' })).toHaveAttribute(
      'href',
      '/partner/9/jobs/CSAAAAAAAAAAAAAAB2',
    );
    expect(api.calls.some((call) => call.url.pathname === '/api/v1/partner/garages/9/open-problems')).toBe(true);
  });

  it('shows no flag when nothing is open', async () => {
    dayApi([asha]);
    renderAtHome(<BoardScreen garageId={9} />);
    await screen.findByRole('group', { name: 'Show' });
    expect(screen.queryByRole('region', { name: /^Open after the work/ })).toBeNull();
  });

  it('asks for the garage and today, groups the jobs by slot, and counts each status on its chip', async () => {
    const api = dayApi([asha, vikram, rohit]);
    renderAtHome(<BoardScreen garageId={9} />);
    const chips = await screen.findByRole('group', { name: 'Show' });
    expect(within(chips).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'New 2' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Accepted 1' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Completed 0' })).toBeInTheDocument();
    const nine = screen.getByRole('region', { name: /9:00 AM – 10:00 AM/ });
    expect(within(nine).getAllByRole('link')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: /10:00 AM – 11:00 AM/ })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Asha Verma/ })).toHaveAttribute('href', '/partner/9/jobs/CSAAAAAAAAAAAAAAA1');
    expect(screen.getByRole('link', { name: /Rohit Sharma/ })).toHaveTextContent('Cash ₹5,179 due');
    const asked = api.calls[0]!.url;
    expect(asked.pathname).toBe('/api/v1/partner/bookings');
    expect(asked.searchParams.get('garage')).toBe('9');
    expect(asked.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked.searchParams.get('status')).toBeNull();
  });

  it('a chip filters by its status through the API, and the counts stay for the whole day', async () => {
    const api = dayApi([asha, vikram, rohit]);
    renderAtHome(<BoardScreen garageId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accepted 1' }));
    expect(await screen.findByRole('button', { name: 'Accepted 1' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Asha Verma/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Rohit Sharma/ })).toBeInTheDocument();
    expect(api.calls.at(-1)!.url.searchParams.get('status')).toBe('accepted');
    expect(screen.getByRole('button', { name: 'New 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('another day is asked for when its button is pressed', async () => {
    const api = dayApi([]);
    renderAtHome(<BoardScreen garageId={9} />);
    const days = await screen.findByRole('group', { name: 'Day' });
    expect(within(days).getAllByRole('button')).toHaveLength(8);
    await userEvent.click(within(days).getByRole('button', { name: /Tomorrow/ }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('date')).not.toBe(api.calls[0]!.url.searchParams.get('date')));
    expect(within(days).getByRole('button', { name: /Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the day has no bookings, and when a filter finds none offers to show all', async () => {
    dayApi([]);
    renderAtHome(<BoardScreen garageId={9} />);
    expect(await screen.findByText('No bookings on this day yet.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    dayApi([asha]);
    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    expect(await screen.findByText('No completed jobs on this day.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all jobs' }));
    expect(await screen.findByRole('link', { name: /Asha Verma/ })).toBeInTheDocument();
  });

  it('a customer (403) is told the page is for partners', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({ status: 403, body: { success: false, code: 'FORBIDDEN', message: 'This page is for CarSeva partners and staff only.' } })).fetch,
    );
    renderAtHome(<BoardScreen garageId={9} />);
    expect(await screen.findByRole('heading', { name: 'This page is for CarSeva partners' })).toBeInTheDocument();
  });
});
