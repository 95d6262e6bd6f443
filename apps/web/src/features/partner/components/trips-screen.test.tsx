import type { BuddyLeg } from '@carseva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directionsLink, TripCard, TripsScreen } from './trips-screen';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

const aLeg = (over: Partial<BuddyLeg> = {}): BuddyLeg => ({
  tracking_id: 'CSABCDEFGHJKLMNPQR',
  garage_id: 9,
  kind: 'pickup',
  status: 'assigned',
  booking_date: '2026-11-24',
  slot: { start_time: '10:00:00', end_time: '11:00:00' },
  customer: { first_name: 'Asha', mobile_no: '+919811122233' },
  car: { model: 'Maruti Suzuki Swift' },
  address: 'House 17, Sushant Lok 1',
  pincode: '122001',
  landmark: 'Opposite the Shiv temple',
  parking_note: 'Basement B2, slot 14',
  latitude: 28.4645,
  longitude: 77.0721,
  garage: { name: 'Hari Om Motors', full_address: 'Shop 8, Sector 15, Gurugram', lat: 28.4595, lng: 77.0266 },
  report_recorded: false,
  ...over,
});

type Answer = { status?: number; body: unknown };
function serve(answer: (route: string, body: unknown) => Answer | undefined) {
  const api = fakeApi((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
    const found = answer(route, init?.body ? JSON.parse(String(init.body)) : undefined);
    if (!found) throw new Error(`unexpected ${route}`);
    return found;
  });
  vi.stubGlobal('fetch', api.fetch);
  return { calls: api.calls, to: (route: string) => api.calls.filter((c) => `${c.method} ${c.url.pathname.replace('/api/v1', '')}` === route) };
}
const ok = (data: unknown = {}) => ({ body: { success: true, data } });

/** The storage's PUT: each send answers from the queue ('fail' drops the connection), recording where and with what headers. */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string> }[] = [];
  static outcomes: ('ok' | 'fail')[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeUpload.sent.push({ url: this.url, headers: this.headers });
    const outcome = FakeUpload.outcomes.shift() ?? 'ok';
    setTimeout(() => {
      if (outcome === 'fail') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

const photoFile = (name: string) => new File([new Uint8Array(2048)], `${name}.jpg`, { type: 'image/jpeg' });

describe('a service buddy’s trips', () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    FakeUpload.outcomes = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the day’s legs by time with call and navigate links, and the next step moves the leg from what the buddy saw', async () => {
    // A car kept overnight goes back today: yesterday's open drop comes first, then today's by slot.
    const legs = [
      aLeg({ tracking_id: 'CSLATERTRIP', slot: { start_time: '14:00:00', end_time: '15:00:00' } }),
      aLeg(),
      aLeg({ tracking_id: 'CSOVERNIGHT', kind: 'drop', booking_date: '2026-11-23', slot: { start_time: '17:00:00', end_time: '18:00:00' } }),
    ];
    const api = serve((route) => {
      if (route === 'GET /partner/legs') return ok(legs);
      if (route === 'POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/step') return ok();
      return undefined;
    });
    renderAtHome(<TripsScreen garageId={9} />);
    const trips = await screen.findAllByRole('article');
    expect(trips.map((t) => within(t).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Drop · 5:00 PM–6:00 PM',
      'Pickup · 10:00 AM–11:00 AM',
      'Pickup · 2:00 PM–3:00 PM',
    ]);
    expect(api.calls[0]!.url.searchParams.get('garage')).toBe('9');
    expect(trips[0]).toHaveTextContent('Booked for 23 Nov 2026, still open');
    const first = trips[1]!;
    expect(first).toHaveTextContent('Landmark: Opposite the Shiv temple');
    expect(first).toHaveTextContent('Parking: Basement B2, slot 14');
    expect(within(first).getByRole('link', { name: /^Call Asha/ })).toHaveAttribute('href', 'tel:+919811122233');
    expect(within(first).getByRole('link', { name: /^Navigate to/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=28.4645%2C77.0721&travelmode=driving',
    );

    await userEvent.click(within(first).getByRole('button', { name: 'I’m on my way' }));
    await waitFor(() => expect(api.to('POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/step')).toHaveLength(1));
    expect(api.to('POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/step')[0]!.body).toEqual({ from: 'assigned', to: 'on_the_way' });
  });

  it('navigates to the garage once the car is handed over, and to the address when there is no pin', () => {
    expect(directionsLink(aLeg({ status: 'handed_over' }))).toContain('destination=28.4595%2C77.0266');
    expect(directionsLink(aLeg({ latitude: null, longitude: null }))).toContain(`destination=${encodeURIComponent('House 17, Sushant Lok 1, 122001')}`);
  });

  it('while on the way, shares the position with a visible indicator, and stops on request', async () => {
    let report: PositionCallback = () => undefined;
    const clearWatch = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition: (ok: PositionCallback) => ((report = ok), 7), clearWatch } });
    const api = serve((route) => (route === 'POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/position' ? ok() : undefined));
    renderAtHome(<TripCard leg={aLeg({ status: 'on_the_way' })} />);
    expect(await screen.findByText('Sharing your location with the customer')).toBeInTheDocument();
    report({ coords: { latitude: 28.45, longitude: 77.05, accuracy: 12.4 } } as GeolocationPosition);
    await waitFor(() =>
      expect(api.to('POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/position').map((c) => c.body)).toEqual([
        { latitude: 28.45, longitude: 77.05, accuracy_m: 12 },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(clearWatch).toHaveBeenCalledWith(7);
    expect(screen.getByText('Location sharing is off. The customer sees your last position.')).toBeInTheDocument();
  });

  it('records the condition: a photo whose upload failed is retried under the same id and stored once', async () => {
    const ids = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
      '44444444-4444-4444-8444-444444444444',
      '55555555-5555-4555-8555-555555555555',
    ];
    let next = 0;
    const newId = () => ids[next++]!;
    const ready = new Set<string>();
    const api = serve((route, body) => {
      if (route === 'POST /media/uploads') {
        const { id } = body as { id: string };
        return ok({
          id,
          status: 'pending',
          upload: {
            url: `https://storage.example/put/${id}`,
            method: 'PUT',
            headers: { 'content-type': 'image/jpeg', 'x-amz-meta-id': id },
            expires_at: '2026-11-24T06:00:00Z',
          },
          photo: null,
        });
      }
      const complete = /^POST \/media\/([0-9a-f-]+)\/complete$/.exec(route);
      if (complete) {
        ready.add(complete[1]!);
        return ok({
          id: complete[1],
          status: 'ready',
          upload: null,
          photo: { id: complete[1], url: `https://storage.example/get/${complete[1]}`, expires_at: '2026-11-24T06:00:00Z', width: 1600, height: 1200 },
        });
      }
      if (route === 'POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/report') return ok();
      return undefined;
    });
    // The front photo's first PUT loses the signal.
    FakeUpload.outcomes = ['fail'];
    renderAtHome(<TripCard leg={aLeg({ status: 'arrived' })} newPhotoId={newId} />);

    await userEvent.upload(screen.getByLabelText('Take front photo'), photoFile('front'));
    const front = screen.getByTestId('photo-front');
    expect(await within(front).findByRole('alert')).toHaveTextContent('The photo did not upload. Check the signal and try again.');
    await userEvent.click(within(front).getByRole('button', { name: 'Try again' }));
    expect(await within(front).findByText('Front: uploaded')).toBeInTheDocument();
    // Asked twice for the same photo id; the bytes went to its URL with exactly the headers given.
    expect(api.to('POST /media/uploads').map((c) => (c.body as { id: string }).id)).toEqual([ids[0], ids[0]]);
    expect(api.to('POST /media/uploads')[0]!.body).toEqual({
      id: ids[0],
      purpose: 'condition',
      booking: 'CSABCDEFGHJKLMNPQR',
      content_type: 'image/jpeg',
      bytes: 2048,
    });
    expect(FakeUpload.sent).toEqual([
      { url: `https://storage.example/put/${ids[0]}`, headers: { 'content-type': 'image/jpeg', 'x-amz-meta-id': ids[0] } },
      { url: `https://storage.example/put/${ids[0]}`, headers: { 'content-type': 'image/jpeg', 'x-amz-meta-id': ids[0] } },
    ]);

    for (const slot of ['rear', 'left side', 'right side', 'dashboard']) await userEvent.upload(screen.getByLabelText(`Take ${slot} photo`), photoFile(slot));
    await waitFor(() => expect(ready.size).toBe(5));
    await userEvent.type(screen.getByLabelText('Odometer (km)'), '42310');
    await userEvent.selectOptions(screen.getByLabelText('Fuel level'), 'Half');
    await userEvent.type(screen.getByLabelText('Existing scratches and dents (optional)'), 'Scratch on the rear bumper');
    await userEvent.click(screen.getByRole('button', { name: 'Save the condition report' }));
    await waitFor(() => expect(api.to('POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/report')).toHaveLength(1));
    expect(api.to('POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/report')[0]!.body).toEqual({
      odometer_km: 42310,
      fuel_level: 'half',
      notes: 'Scratch on the rear bumper',
      photos: [
        { id: ids[0], slot: 'front' },
        { id: ids[1], slot: 'rear' },
        { id: ids[2], slot: 'left' },
        { id: ids[3], slot: 'right' },
        { id: ids[4], slot: 'dashboard' },
      ],
    });
  });

  it('asks for all five photos, the odometer and the fuel before saving the report', async () => {
    const api = serve(() => undefined);
    renderAtHome(<TripCard leg={aLeg({ status: 'arrived' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save the condition report' }));
    expect(screen.getByText('Please enter the odometer reading in km')).toBeInTheDocument();
    expect(screen.getByText('Please choose the fuel level')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please add all five photos (0 of 5 uploaded)');
    expect(api.calls).toEqual([]);
  });

  it('hands over with the customer’s code: a wrong code says the server’s words, the right one moves the leg; a locked code takes no more tries', async () => {
    let answers: Answer[] = [{ status: 422, body: { success: false, code: 'WRONG_CODE', message: 'That code is not right. 4 tries left.' } }, ok()];
    const api = serve((route) => (route === 'POST /partner/bookings/CSABCDEFGHJKLMNPQR/legs/pickup/step' ? answers.shift() : undefined));
    renderAtHome(<TripCard leg={aLeg({ status: 'arrived', report_recorded: true })} />);
    const code = screen.getByLabelText('Handover code from Asha');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12a3');
    await userEvent.click(screen.getByRole('button', { name: 'Car handed over' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 4-digit code the customer reads out');
    expect(api.calls).toEqual([]);

    await userEvent.type(code, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Car handed over' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 4 tries left.');
    expect(code).toHaveValue('');
    await userEvent.type(code, '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Car handed over' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => c.body)).toEqual([
      { from: 'arrived', to: 'handed_over', code: '1234' },
      { from: 'arrived', to: 'handed_over', code: '4821' },
    ]);

    answers = [{ status: 423, body: { success: false, code: 'CODE_LOCKED', message: 'The code is locked.' } }];
    await userEvent.type(code, '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Car handed over' }));
    expect(await screen.findByText(/The code is locked after 5 wrong tries. Ask the garage to reset it/)).toBeInTheDocument();
    expect(code).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Car handed over' })).toBeDisabled();
  });
});
