import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** A garage's owner manages its staff in the partner console, as an admin does for any garage (issue 27, Deliver 6). */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000074';

let ctx: BookingTestApp;
let admin: Who;
let owner: Who;
let g: Awaited<ReturnType<BookingTestApp['garage']>>;
let other: Awaited<ReturnType<BookingTestApp['garage']>>;

const staffUrl = (garageId = g.garageId) => `/api/v1/partner/garages/${garageId}/staff`;
const send = (method: 'GET' | 'POST' | 'DELETE', who: Who, url: string, payload?: object) => ctx.app.inject({ method, url, headers: who.headers, payload });
const members = async () => (await send('GET', admin, `/api/v1/admin/garages/${g.garageId}/staff`)).json().data as { user_id: number; role: string }[];

async function addByAdmin(garageId: number, who: Who, role: 'owner' | 'staff') {
  expect((await send('POST', admin, `/api/v1/admin/garages/${garageId}/staff`, { mobile_no: who.phone, role })).statusCode).toBe(201);
}

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  owner = await ctx.customer();
  [g, other] = [await ctx.garage(0), await ctx.garage(1)];
  await addByAdmin(g.garageId, owner, 'owner');
});
afterAll(() => ctx.close());

describe("an owner's staff", () => {
  it('the owner adds a registered customer by mobile number as staff, who can then run the jobs; the audit names the owner', async () => {
    const mechanic = await ctx.customer();
    expect((await send('GET', mechanic, `/api/v1/partner/bookings?garage=${g.garageId}&date=${TOMORROW}`)).statusCode).toBe(403);

    const added = await send('POST', owner, staffUrl(), { mobile_no: mechanic.phone.slice(3) });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Ravi Kumar can now run this garage’s jobs',
      data: { user_id: mechanic.userId, garage_id: g.garageId, role: 'staff', mobile_no: mechanic.phone },
    });

    const listed = await send('GET', owner, staffUrl());
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ user_id: owner.userId, role: 'owner' }),
      expect.objectContaining({ user_id: mechanic.userId, role: 'staff', name: 'Ravi Kumar' }),
    ]);
    expect((await send('GET', mechanic, `/api/v1/partner/bookings?garage=${g.garageId}&date=${TOMORROW}`)).statusCode).toBe(200);

    const audit = (await send('GET', admin, `/api/v1/admin/garages/${g.garageId}/audit`)).json().data.data;
    expect(audit[0]).toMatchObject({ action: 'staff.add', actor: { id: owner.userId, role: 'owner' }, after: { user_id: mechanic.userId, role: 'staff' } });
  });

  it('adding someone already there is refused with their role and changes nothing: an owner is never demoted to staff', async () => {
    const coOwner = await ctx.customer();
    await addByAdmin(g.garageId, coOwner, 'owner');
    const again = await send('POST', owner, staffUrl(), { mobile_no: coOwner.phone });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_STAFF', message: 'Ravi Kumar is already at this garage as an owner.' });
    expect((await members()).find((m) => m.user_id === coOwner.userId)?.role).toBe('owner');
    expect((await send('DELETE', admin, `/api/v1/admin/garages/${g.garageId}/staff/${coOwner.userId}`)).statusCode).toBe(200);
  });

  it('a number with no account gets a sentence saying what to do; a number that is not Indian gets a field error', async () => {
    const unknown = await send('POST', owner, staffUrl(), { mobile_no: '9811111119' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: expect.stringContaining('Ask them to sign up first') });
    const bad = await send('POST', owner, staffUrl(), { mobile_no: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('mobile_no');
    const asOwner = await send('POST', owner, staffUrl(), { mobile_no: owner.phone, role: 'owner' });
    expect(asOwner.statusCode, 'an owner cannot make owners: the role is staff or a service buddy').toBe(400);
    expect(asOwner.json().errors).toHaveProperty('role');
  });

  it('the owner removes staff, who lose the console at once; the audit records it', async () => {
    const mechanic = await ctx.customer();
    await addByAdmin(g.garageId, mechanic, 'staff');
    const removed = await send('DELETE', owner, `${staffUrl()}/${mechanic.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Removed from the garage’s staff');
    expect((await members()).some((m) => m.user_id === mechanic.userId)).toBe(false);
    expect((await send('GET', mechanic, `/api/v1/partner/bookings?garage=${g.garageId}&date=${TOMORROW}`)).statusCode).toBe(403);
    const audit = (await send('GET', admin, `/api/v1/admin/garages/${g.garageId}/audit`)).json().data.data;
    expect(audit[0]).toMatchObject({ action: 'staff.remove', actor: { id: owner.userId, role: 'owner' }, before: { user_id: mechanic.userId } });
    expect((await send('DELETE', owner, `${staffUrl()}/${mechanic.userId}`)).json()).toMatchObject({ code: 'STAFF_NOT_FOUND' });
  });

  it('nobody removes themselves, and the last owner stays, even for an admin; another owner may be removed', async () => {
    const self = await send('DELETE', owner, `${staffUrl()}/${owner.userId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CANNOT_REMOVE_SELF', message: expect.stringContaining('You cannot remove yourself') });
    const last = await send('DELETE', admin, `${staffUrl()}/${owner.userId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_OWNER', message: expect.stringContaining('only owner') });

    const coOwner = await ctx.customer();
    await addByAdmin(g.garageId, coOwner, 'owner');
    expect((await send('DELETE', coOwner, `${staffUrl()}/${owner.userId}`)).statusCode).toBe(200);
    expect((await send('DELETE', admin, `${staffUrl()}/${coOwner.userId}`)).json()).toMatchObject({ code: 'LAST_OWNER' });
    await addByAdmin(g.garageId, owner, 'owner');
  });

  it('staff get 403 in words for listing, adding and removing, and nothing changes', async () => {
    const [mechanic, helper] = [await ctx.customer(), await ctx.customer()];
    await addByAdmin(g.garageId, mechanic, 'staff');
    const before = await members();
    for (const [method, url, body] of [
      ['GET', staffUrl(), undefined],
      ['POST', staffUrl(), { mobile_no: helper.phone }],
      ['DELETE', `${staffUrl()}/${owner.userId}`, undefined],
    ] as const) {
      const res = await send(method, mechanic, url, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'OWNER_ONLY',
        message: expect.stringContaining('Only the garage’s owner can change its prices, services, slots, closures and staff'),
      });
    }
    expect(await members()).toEqual(before);
  });

  it('an admin acts for any garage; a customer gets 403, an owner asking about another garage 404', async () => {
    const mechanic = await ctx.customer();
    const added = await send('POST', admin, staffUrl(other.garageId), { mobile_no: mechanic.phone });
    expect(added.statusCode).toBe(201);
    expect((await send('GET', admin, staffUrl(other.garageId))).json().data).toEqual([expect.objectContaining({ user_id: mechanic.userId, role: 'staff' })]);
    const audit = (await send('GET', admin, `/api/v1/admin/garages/${other.garageId}/audit`)).json().data.data;
    expect(audit[0]).toMatchObject({ action: 'staff.add', actor: { id: admin.userId, role: 'admin' } });

    const customer = await ctx.customer();
    expect((await send('GET', customer, staffUrl())).statusCode).toBe(403);
    expect((await send('GET', owner, staffUrl(other.garageId))).statusCode).toBe(404);
    expect((await send('POST', owner, staffUrl(other.garageId), { mobile_no: customer.phone })).statusCode).toBe(404);
  });
});
