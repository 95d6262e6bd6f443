import type { GarageLeg, StaffMember } from '@carseva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegsPanel, stalledWords } from './legs-panel';
import { translate } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { aPartnerBooking } from '../../../testing/bookings';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const owner: StaffMember = { user_id: 7, garage_id: 9, name: 'Suresh Patil', mobile_no: '+919822012345', role: 'owner' };
const ravi: StaffMember = { user_id: 21, garage_id: 9, name: 'Ravi Kumar', mobile_no: '+919822099999', role: 'driver' };

const leg = (over: Partial<GarageLeg> = {}): GarageLeg => ({
  kind: 'pickup',
  status: 'assigned',
  buddy: null,
  driver_id: null,
  code_locked: false,
  code_attempts: 0,
  code_resets_left: 2,
  stalled_since: null,
  steps: [],
  position: null,
  report: null,
  ...over,
});

function serve(staff: StaffMember[]) {
  const api = fakeApi((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    if (route === 'GET /partner/garages/9/buddies') return { body: { success: true, data: staff.filter((m) => m.role === 'driver') } };
    if (route.startsWith('POST /partner/bookings/')) return { body: { success: true, data: aPartnerBooking() } };
    if (route.startsWith('GET /partner/bookings/')) return { body: { success: true, data: aPartnerBooking() } };
    throw new Error(`unexpected ${route}`);
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('pickup and drop on the job screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('assigns the pickup of an accepted booking to one of the garage’s service buddies; the drop waits for the work', async () => {
    const api = serve([owner, ravi]);
    renderAtHome(<LegsPanel booking={aPartnerBooking({ service_status: 'accepted', handover: 'pickup', legs: [] })} garageId={9} admin={false} />);
    const pickup = await screen.findByRole('article', { name: 'Pickup' });
    expect(screen.getByRole('article', { name: 'Drop' })).toHaveTextContent('The drop can be given to a buddy once the work is completed');
    const choice = await within(pickup).findByLabelText('Choose a service buddy');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Ravi Kumar, +91 98220 99999']);
    await userEvent.selectOptions(choice, 'Ravi Kumar, +91 98220 99999');
    await userEvent.click(within(pickup).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const assigned = api.calls.find((c) => c.method === 'POST')!;
    expect(assigned.url.pathname).toBe('/api/v1/partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/assign');
    expect(assigned.body).toEqual({ driver: 21 });
  });

  it('without a service buddy, links to the staff screen to add one', async () => {
    serve([owner]);
    renderAtHome(<LegsPanel booking={aPartnerBooking({ service_status: 'accepted', handover: 'pickup', legs: [] })} garageId={9} admin={false} />);
    expect(await screen.findByRole('link', { name: 'Add a service buddy' })).toHaveAttribute('href', '/partner/9/staff');
  });

  it('a buddy already assigned may be changed until they set off', async () => {
    serve([owner, ravi, { ...ravi, user_id: 22, name: 'Imran Shaikh' }]);
    renderAtHome(
      <LegsPanel
        booking={aPartnerBooking({
          service_status: 'accepted',
          handover: 'pickup',
          legs: [leg({ driver_id: 21, buddy: { first_name: 'Ravi', photo: null } })],
        })}
        garageId={9}
        admin={false}
      />,
    );
    const pickup = screen.getByRole('article', { name: 'Pickup' });
    expect(pickup).toHaveTextContent('Service buddy: Ravi');
    expect(await within(pickup).findByLabelText('Change the service buddy')).toHaveValue('21');
    expect(within(pickup).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('walk-in: no buddy to send', () => {
    renderAtHome(<LegsPanel booking={aPartnerBooking({ handover: 'walk_in' })} garageId={9} admin={false} />);
    expect(screen.getByText('Walk-in: the customer brings the car to the garage and collects it.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a customer who brings the car themselves: no pickup to send', () => {
    renderAtHome(<LegsPanel booking={aPartnerBooking({ handover: 'walk_in', legs: [leg({ status: 'cancelled' })] })} garageId={9} admin={false} />);
    expect(screen.getByText('The customer chose to bring the car to the garage themselves: no pickup. Start the work once the car is in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('a customer who collects the car the pickup brought in: no drop to send', () => {
    const booking = aPartnerBooking({ handover: 'walk_in', service_status: 'completed', legs: [leg({ status: 'at_garage' })] });
    renderAtHome(<LegsPanel booking={booking} garageId={9} admin={false} />);
    expect(screen.getByText('The customer chose to collect the car from the garage themselves: no drop. Hand it back at the counter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('shows the tries at the code, a locked code with Reset code, and a buddy who has stopped moving', async () => {
    const api = serve([owner, ravi]);
    const since = new Date(Date.now() - 23 * 60_000).toISOString();
    const legs = [
      leg({
        status: 'handed_over',
        driver_id: 21,
        buddy: { first_name: 'Ravi', photo: null },
        stalled_since: since,
        steps: [{ status: 'assigned', at: since }],
      }),
      leg({ kind: 'drop', status: 'arrived', driver_id: 21, buddy: { first_name: 'Ravi', photo: null }, code_locked: true, code_attempts: 5 }),
    ];
    renderAtHome(<LegsPanel booking={aPartnerBooking({ handover: 'pickup', legs })} garageId={9} admin={false} />);
    const pickup = screen.getByRole('article', { name: 'Pickup' });
    expect(within(pickup).getByRole('alert')).toHaveTextContent('Ravi has not moved for 23 minutes. Call them to check all is well.');
    const drop = screen.getByRole('article', { name: 'Drop' });
    expect(drop).toHaveTextContent('Handover code locked after 5 wrong tries.');
    expect(drop).toHaveTextContent('2 resets left; after that only CarSeva support can make a new code.');
    await userEvent.click(within(drop).getByRole('button', { name: 'Reset code' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v1/partner/bookings/CSABCDEFGHJKLMNPQR/legs/drop/code-reset'),
    );
  });

  it("with the garage's resets used, a locked code says only CarSeva support can make a new one, and offers no reset", () => {
    const locked = leg({ status: 'arrived', driver_id: 21, code_locked: true, code_attempts: 5, code_resets_left: 0 });
    renderAtHome(<LegsPanel booking={aPartnerBooking({ handover: 'pickup', legs: [locked] })} garageId={9} admin={false} />);
    expect(screen.getByText('The garage has used its resets: only CarSeva support can make a new code now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset code' })).not.toBeInTheDocument();
  });

  it('a CarSeva admin resets a locked code only with a reason, which is sent with the reset', async () => {
    const api = serve([owner, ravi]);
    const locked = leg({ status: 'arrived', driver_id: 21, code_locked: true, code_attempts: 5, code_resets_left: 0 });
    renderAtHome(<LegsPanel booking={aPartnerBooking({ handover: 'pickup', legs: [locked] })} garageId={9} admin />);
    const pickup = screen.getByRole('article', { name: 'Pickup' });
    expect(within(pickup).queryByText('The garage has used its resets: only CarSeva support can make a new code now.')).not.toBeInTheDocument();
    const reason = within(pickup).getByLabelText('Why a new code? (kept in the audit log)');
    expect(reason).toBeRequired();
    await userEvent.click(within(pickup).getByRole('button', { name: 'Reset code' }));
    expect(within(pickup).getByRole('alert')).toHaveTextContent('Please give a reason (3 characters or more).');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Please give a reason (3 characters or more).');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(reason, '  Customer lost the SMS, confirmed by phone  ');
    await userEvent.click(within(pickup).getByRole('button', { name: 'Reset code' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Customer lost the SMS, confirmed by phone' }));
    expect(api.calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/v1/partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/code-reset');
    await waitFor(() => expect(useToast.getState().message).toBe('A new code was sent to the customer by SMS.'));
  });

  it('counts wrong tries before the lock, and words a stall of at least 15 minutes', () => {
    renderAtHome(
      <LegsPanel
        booking={aPartnerBooking({ handover: 'pickup', legs: [leg({ status: 'arrived', driver_id: 21, code_attempts: 2 })] })}
        garageId={9}
        admin={false}
      />,
    );
    expect(screen.getByText('2 wrong tries at the handover code; 3 left before it locks.')).toBeInTheDocument();
    expect(stalledWords('Ravi', '2026-11-24T10:00:00.000Z', new Date('2026-11-24T10:15:30.000Z'), translate)).toBe('Ravi has not moved for 15 minutes');
  });
});
