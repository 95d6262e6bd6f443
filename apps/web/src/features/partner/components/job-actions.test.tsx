import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, type GarageLeg, istDate, type LegStatus } from '@carseva/shared';
import { availableActions, JobActions } from './job-actions';
import { aPartnerBooking } from '../../../testing/bookings';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const pending = aPartnerBooking();
const today = istDate(new Date());
/** The booking's pickup leg in this status (what the job actions read of it). */
const pickupLeg = (status: LegStatus) => ({ kind: 'pickup', status }) as GarageLeg;

/** The partner API answering every write with the booking moved as asked (or a fixed error). */
function stubApi(error?: { status: number; message: string }) {
  const api = fakeApi((_url, init) => {
    if (error) return { status: error.status, body: { success: false, code: 'X', message: error.message } };
    const body = JSON.parse(String(init?.body ?? '{}')) as { to?: 'accepted' | 'rejected' };
    return { body: { success: true, data: { ...pending, service_status: body.to ?? pending.service_status } } };
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('job actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the next steps for each status; cash only while something is due on a live job', () => {
    expect(availableActions({ service_status: 'pending', amount_pending: 100 })).toEqual(['accept', 'decline']);
    expect(availableActions({ service_status: 'accepted', amount_pending: 100 })).toEqual(['start', 'extras', 'cash']);
    expect(availableActions({ service_status: 'accepted', amount_pending: 0 })).toEqual(['start', 'extras']);
    expect(availableActions({ service_status: 'processing', amount_pending: 100 })).toEqual(['complete', 'extras', 'cash']);
    expect(availableActions({ service_status: 'completed', amount_pending: 100 })).toEqual(['cash']);
    expect(availableActions({ service_status: 'completed', amount_pending: 0 })).toEqual([]);
    expect(availableActions({ service_status: 'rejected', amount_pending: 100 })).toEqual([]);
  });

  it('before the booked day, offers starting and cash only disabled, saying when they can be done; extra work stays open', async () => {
    const api = stubApi();
    const later = addDays(istDate(new Date()), 2);
    renderAtHome(<JobActions booking={aPartnerBooking({ service_status: 'accepted', amount_pending: 500, booking_date: later })} />);
    const reason = screen.getByText(/^This booking is for \w{3}, \d{1,2} \w{3}\. You can start it on that day\.$/);
    for (const name of ['Start work', /Cash collected/]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason.textContent!);
    }
    expect(screen.getByRole('button', { name: 'Propose extra work' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
    cleanup();

    renderAtHome(<JobActions booking={aPartnerBooking({ service_status: 'accepted', amount_pending: 500, booking_date: today, handover: 'walk_in' })} />);
    expect(screen.getByRole('button', { name: 'Start work' })).toBeEnabled();
    expect(screen.queryByText(/You can start it on that day/)).toBeNull();
  });

  it('Accept moves the booking to accepted', async () => {
    const api = stubApi();
    renderAtHome(<JobActions booking={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/partner/bookings/CSABCDEFGHJKLMNPQR/status');
    expect(api.calls[0]!.body).toEqual({ to: 'accepted' });
  });

  it('Decline asks for a reason and sends nothing without one', async () => {
    const api = stubApi();
    renderAtHome(<JobActions booking={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    const reason = within(dialog).getByLabelText('Reason for declining');
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(within(dialog).getByText('Please give a reason for declining')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(within(dialog).getByText('Please give a reason (3 characters or more)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'No mechanic free for this slot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ to: 'rejected', reason: 'No mechanic free for this slot' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's words when a move is refused (409)", async () => {
    stubApi({ status: 409, message: 'This booking is cancelled, so it cannot be accepted.' });
    renderAtHome(<JobActions booking={pending} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is cancelled, so it cannot be accepted.');
  });

  it('a car to be fetched: Start work waits, saying why, until its pickup has brought it in', async () => {
    const api = stubApi();
    for (const status of [null, 'assigned', 'arrived', 'handed_over'] as const) {
      renderAtHome(
        <JobActions
          booking={aPartnerBooking({ service_status: 'accepted', booking_date: today, handover: 'pickup', legs: status ? [pickupLeg(status)] : [] })}
        />,
      );
      const start = screen.getByRole('button', { name: 'Start work' });
      expect(start, String(status)).toBeDisabled();
      expect(start).toHaveAccessibleDescription('Start the work once the service buddy has brought the car in.');
      cleanup();
    }
    renderAtHome(
      <JobActions booking={aPartnerBooking({ service_status: 'accepted', booking_date: today, handover: 'pickup', legs: [pickupLeg('at_garage')] })} />,
    );
    expect(screen.getByRole('button', { name: 'Start work' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['accepted', 'Start work', 'Start work on this car?', 'Yes, start work', 'processing'],
    ['processing', 'Completed', 'Is the work done?', 'Yes, completed', 'completed'],
  ] as const)('a %s job: %s asks to confirm, sends nothing on Not yet, and moves on Yes', async (status, name, title, yes, to) => {
    const api = stubApi();
    renderAtHome(<JobActions booking={aPartnerBooking({ service_status: status, booking_date: today, handover: 'pickup', legs: [pickupLeg('at_garage')] })} />);
    await userEvent.click(screen.getByRole('button', { name }));
    let dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name })).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    // By keyboard: Enter on the focused button asks again, and Yes makes the move.
    await userEvent.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: title });
    await userEvent.click(within(dialog).getByRole('button', { name: yes }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({ to });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cash collected asks to confirm the amount, then records it', async () => {
    const api = stubApi();
    renderAtHome(<JobActions booking={aPartnerBooking({ service_status: 'processing' })} />);
    await userEvent.click(screen.getByRole('button', { name: /Cash collected/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cash collected?' });
    expect(dialog).toHaveTextContent('₹5,179');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, collected' }));
    await vi.waitFor(() => expect(api.calls[0]?.url.pathname).toBe('/api/v1/partner/bookings/CSABCDEFGHJKLMNPQR/cash'));
  });
});
