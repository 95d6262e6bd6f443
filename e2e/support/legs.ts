import { type Browser, type Page, type TestInfo, expect } from '@playwright/test';
import { uniquePhone } from './accounts';
import { newActor } from './actors';
import { uploadPhoto } from './photos';

const SLOTS = ['front', 'rear', 'left', 'right', 'dashboard'] as const;

/**
 * A service buddy of the garage, made by the admin (an account with the driver role): the pickup and drop
 * journey walks the buddy's screens; journeys about what comes after the work drive the trips through the
 * API with it, as the garage (the admin acting for it) would.
 */
export async function addBuddy(browser: Browser, testInfo: TestInfo, admin: Page, garageId: number): Promise<number> {
  const buddy = await newActor(browser, testInfo);
  const phone = uniquePhone(testInfo.project.name);
  const details = { mobile_no: phone, name: 'Imran Shaikh', email: `imran.${phone}@example.in`, username: `imran_${phone}` };
  expect((await buddy.request.post('/api/v1/auth/otp/register', { data: details })).status()).toBe(200);
  const outbox = (await (await buddy.request.get(`/dev/outbox?to=%2B91${phone}`)).json()).data as { body: string }[];
  const otp = outbox[0]!.body.slice(0, 6);
  expect((await buddy.request.post('/api/v1/auth/otp/register/verify', { data: { mobile_no: phone, otp } })).status()).toBe(201);
  await buddy.context().close();
  const added = await admin.request.post(`/api/v1/admin/garages/${garageId}/staff`, { data: { mobile_no: `+91${phone}`, role: 'driver' } });
  expect(added.status(), await added.text()).toBe(201);
  const members = (await (await admin.request.get(`/api/v1/admin/garages/${garageId}/staff`)).json()).data as { user_id: number; mobile_no: string }[];
  return members.find((m) => m.mobile_no.endsWith(phone))!.user_id;
}

type LegRun = { kind: 'pickup' | 'drop'; buddy: number; odometer: number; headers: Record<string, string> };

/** One step of a leg through the partner API by `garage`, which must succeed. */
function legAction(garage: Page, trackingId: string, { kind, headers }: LegRun) {
  return async (action: string, data: object) => {
    const res = await garage.request.post(`/api/v1/partner/bookings/${trackingId}/legs/${kind}/${action}`, { data, headers });
    expect(res.status(), `${kind} ${action}: ${await res.text()}`).toBe(200);
  };
}

/**
 * A booking's pickup or drop run through the partner API by `garage` (an admin acting for the garage) to
 * the customer's door: the buddy assigned, each step to arrived, the condition report with its five
 * photos. `headers` carry the dev clock (the booked day, or later).
 */
export async function legToTheDoor(garage: Page, trackingId: string, leg: LegRun) {
  const { kind, headers } = leg;
  const post = legAction(garage, trackingId, leg);
  await post('assign', { driver: leg.buddy });
  const steps = kind === 'pickup' ? ['assigned', 'on_the_way', 'arrived'] : ['assigned', 'out_for_delivery', 'arrived'];
  for (let i = 1; i < steps.length; i++) await post('step', { from: steps[i - 1], to: steps[i] });
  const photos = [];
  for (const [i, slot] of SLOTS.entries())
    photos.push({ slot, id: await uploadPhoto(garage.request, trackingId, 'condition', [40 * i, 110, 190 - 30 * i], headers) });
  await post('report', { odometer_km: leg.odometer, fuel_level: 'half', notes: kind === 'pickup' ? 'Small scratch on the rear bumper' : null, photos });
}

/** legToTheDoor, then the handover with the customer's code (read from their order), and for a pickup the arrival at the garage. */
export async function runLeg(garage: Page, customer: Page, trackingId: string, leg: LegRun) {
  const { kind, headers } = leg;
  await legToTheDoor(garage, trackingId, leg);
  const post = legAction(garage, trackingId, leg);
  const booking = (await (await customer.request.get(`/api/v1/bookings/${trackingId}`, { headers })).json()).data as { legs: { kind: string; code: string }[] };
  const code = booking.legs.find((l) => l.kind === kind)!.code;
  await post('step', { from: 'arrived', to: kind === 'pickup' ? 'handed_over' : 'handed_back', code });
  if (kind === 'pickup') await post('step', { from: 'handed_over', to: 'at_garage' });
}
