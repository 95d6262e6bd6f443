import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../src/modules/admin/csv';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000001';
/** Pune's centre; a valid GSTIN (check character V). */
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const GSTIN = '27AAPFU0939F1ZV';

let ctx: BookingTestApp;
let admin: Who;
let customer: Who;
let puneId: number;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  customer = await ctx.customer();
  const cities = (await ctx.request('GET', '/api/v1/cities', {})).json().data as { id: number; name: string }[];
  puneId = cities.find((c) => c.name === 'Pune')!.id;
});
afterAll(() => ctx.close());

const garageBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shivaji Nagar Car Care',
  city_id: puneId,
  locality: 'Shivaji Nagar',
  full_address: '12 Jangali Maharaj Road, Shivaji Nagar, Pune',
  pincode: '411005',
  ...PUNE,
  phone: '9822012345',
  gstin: GSTIN,
  ...overrides,
});

describe('admin role', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/v1/admin/garages'],
    ['POST', '/api/v1/admin/garages', {}],
    ['GET', '/api/v1/admin/garages/1'],
    ['PATCH', '/api/v1/admin/garages/1', {}],
    ['GET', '/api/v1/admin/garages/1/audit'],
    ['GET', '/api/v1/admin/garages/1/staff'],
    ['POST', '/api/v1/admin/garages/1/staff', {}],
    ['DELETE', '/api/v1/admin/garages/1/staff/1'],
    ['GET', '/api/v1/admin/services'],
    ['GET', '/api/v1/admin/bookings'],
    ['GET', '/api/v1/admin/bookings/ABCDEFGH'],
    ['POST', '/api/v1/admin/bookings/ABCDEFGH/status', { to: 'cancelled', reason: 'Customer called' }],
    ['GET', '/api/v1/admin/bookings/ABCDEFGH/audit'],
    ['GET', '/api/v1/admin/leads'],
    ['GET', '/api/v1/admin/leads.csv'],
    ['POST', '/api/v1/admin/leads/1/handled', { note: 'Called back' }],
    ['GET', '/api/v1/admin/messages'],
    ['GET', '/api/v1/admin/messages.csv'],
    ['POST', '/api/v1/admin/messages/1/handled', { note: 'Called back' }],
    ['GET', '/api/v1/admin/coupons'],
    ['POST', '/api/v1/admin/coupons', {}],
    ['GET', '/api/v1/admin/coupons/SAVE10'],
    ['POST', '/api/v1/admin/coupons/SAVE10/expire'],
    ['GET', '/api/v1/admin/notifications/failed'],
    ['POST', '/api/v1/admin/notifications/1/retry'],
    ['GET', '/api/v1/admin/dashboard'],
    ['GET', '/api/v1/admin/claims'],
    // The warranty, damage, late-credit and desk routes with bodies and queries that fail validation: the role is checked first.
    ['POST', '/api/v1/admin/claims/1/decision', { decision: 'maybe' }],
    ['GET', '/api/v1/admin/categories/warranty'],
    ['PUT', '/api/v1/admin/categories/1/warranty', { days: -1 }],
    ['GET', '/api/v1/admin/damage'],
    ['GET', '/api/v1/admin/damage?status=whatever'],
    ['POST', '/api/v1/admin/damage/1/decision', {}],
    ['GET', '/api/v1/admin/trust-desk'],
    ['GET', '/api/v1/admin/trust-desk?garage=nope'],
    ['GET', '/api/v1/admin/trust-figures'],
    ['GET', '/api/v1/admin/trust-figures?city=nope'],
    ['GET', '/api/v1/admin/garages/1/trust-figures'],
    ['GET', '/api/v1/admin/late-credit-rule'],
    ['PUT', '/api/v1/admin/late-credit-rule', { per_hour: 'lots' }],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a customer', async (method, url, body) => {
    const anonymous = await ctx.app.inject({ method, url, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({ method, url, payload: body, headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
  });

  it('the list above is every admin route the API documents, so a new one cannot miss the check', async () => {
    const paths: Record<string, Record<string, unknown>> = (await ctx.app.inject('/api/docs/json')).json().paths;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = (operation: string) => {
      const [method, path] = operation.split(' ') as [string, string];
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);
      return routes.some(([m, url]) => m === method && pattern.test(url));
    };
    // Some routes are listed twice above, with a query that fails validation too.
    expect(documented.length).toBeGreaterThanOrEqual(new Set(routes.map(([m, url]) => `${m} ${url.split('?')[0]}`)).size);
    expect(documented.filter((operation) => !covered(operation))).toEqual([]);
  });

  it('an admin may read every list', async () => {
    for (const [method, url] of routes.filter(([m, u]) => m === 'GET' && !/\/\d+|ABCDEFGH|SAVE10|\?/.test(u))) {
      const res = await ctx.app.inject({ method, url, headers: admin.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('garages', () => {
  it('refuses coordinates outside India and a GSTIN whose check character is wrong', async () => {
    const london = await ctx.request('POST', '/api/v1/admin/garages', admin.headers, garageBody({ latitude: 51.5, longitude: -0.12 }));
    expect(london.statusCode).toBe(400);
    expect(Object.keys(london.json().errors)).toEqual(expect.arrayContaining(['latitude', 'longitude']));
    const badGstin = await ctx.request('POST', '/api/v1/admin/garages', admin.headers, garageBody({ gstin: '27AAPFU0939F1ZW' }));
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().errors.gstin).toBeDefined();
    const noCity = await ctx.request('POST', '/api/v1/admin/garages', admin.headers, garageBody({ city_id: 99_999 }));
    expect(noCity.statusCode).toBe(422);
  });

  it('onboards a garage with slots and an offering; listed at once, hidden at once when switched off, audited', async () => {
    const services = (await ctx.request('GET', '/api/v1/admin/services', admin.headers)).json().data as { id: number; name: string }[];
    const created = await ctx.request('POST', '/api/v1/admin/garages', admin.headers, garageBody({ service_ids: [services[0]!.id] }));
    expect(created.statusCode).toBe(201);
    const garage = created.json().data;
    expect(garage).toMatchObject({
      name: 'Shivaji Nagar Car Care',
      city: { id: puneId, name: 'Pune' },
      phone: '+919822012345',
      gstin: GSTIN,
      active: true,
      offerings: 1,
    });

    const slots = await ctx.request('GET', `/api/v1/booking/slots?date=2026-03-03&garage=${garage.id}`, customer.headers);
    expect(slots.json().data.length).toBeGreaterThan(0);
    const near = `/api/v1/services?latitude=${PUNE.latitude}&longitude=${PUNE.longitude}`;
    const listed = (await ctx.request('GET', near, customer.headers)).json().data as { garage: { id: number } }[];
    expect(listed.some((s) => s.garage.id === garage.id)).toBe(true);

    const off = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/garages/${garage.id}`, headers: admin.headers, payload: { active: false } });
    expect(off.json().data.active).toBe(false);
    const after = (await ctx.request('GET', near, customer.headers)).json().data as { garage: { id: number } }[];
    expect(after.some((s) => s.garage.id === garage.id)).toBe(false);

    const search = (await ctx.request('GET', `/api/v1/admin/garages?city=${puneId}&active=false&q=shivaji`, admin.headers)).json().data;
    expect(search.data.map((g: { id: number }) => g.id)).toEqual([garage.id]);

    const audit = (await ctx.request('GET', `/api/v1/admin/garages/${garage.id}/audit`, admin.headers)).json().data.data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['garage.update', 'garage.create']);
    expect(audit[0]).toMatchObject({ actor: { id: admin.userId, role: 'admin' }, before: { active: true }, after: { active: false } });
  });
});

describe('bookings', () => {
  it('finds a booking by the customer’s mobile and cancels it with a reason, as admin', async () => {
    const g = await ctx.garage(0);
    const placed = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g));
    expect(placed.statusCode).toBe(201);
    const trackingId = placed.json().data.tracking_id as string;

    const found = (await ctx.request('GET', `/api/v1/admin/bookings?mobile=${customer.phone.slice(3)}`, admin.headers)).json().data;
    expect(found.data.map((b: { tracking_id: string }) => b.tracking_id)).toContain(trackingId);
    expect(found.data[0].customer.mobile_no).toBe(customer.phone);
    const nobody = (await ctx.request('GET', '/api/v1/admin/bookings?mobile=9000000001', admin.headers)).json().data;
    expect(nobody.meta.total).toBe(0);
    const byGarage = (
      await ctx.request('GET', `/api/v1/admin/bookings?garage=${g.garageId}&status=pending&from=2026-03-03&to=2026-03-03`, admin.headers)
    ).json().data;
    expect(byGarage.data.map((b: { tracking_id: string }) => b.tracking_id)).toContain(trackingId);

    const noReason = await ctx.request('POST', `/api/v1/admin/bookings/${trackingId}/status`, admin.headers, { to: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await ctx.request('POST', `/api/v1/admin/bookings/${trackingId}/status`, admin.headers, {
      to: 'cancelled',
      reason: 'Customer called to cancel',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.service_status).toBe('cancelled');
    expect(cancelled.json().data.events.at(-1)).toMatchObject({ status: 'cancelled', actor: 'admin' });
    const again = await ctx.request('POST', `/api/v1/admin/bookings/${trackingId}/status`, admin.headers, {
      to: 'cancelled',
      reason: 'Customer called to cancel',
    });
    expect(again.statusCode).toBe(409);

    const audit = (await ctx.request('GET', `/api/v1/admin/bookings/${trackingId}/audit`, admin.headers)).json().data.data;
    expect(audit[0]).toMatchObject({
      action: 'booking.cancelled',
      before: { status: 'pending' },
      after: { status: 'cancelled' },
      note: 'Customer called to cancel',
    });
  });
});

describe('leads and messages', () => {
  it('lists leads, marks one handled with a note, exports CSV with formula cells neutralised', async () => {
    const cities = (await ctx.request('GET', '/api/v1/cities', {})).json().data as { id: number }[];
    await ctx.request('POST', '/api/v1/contact/lead', {}, { phone: '9812345678', city: cities[0]!.id });
    await ctx.request(
      'POST',
      '/api/v1/contact/message',
      {},
      { name: 'Ravi Kumar', phone: '9812345678', email: 'a@example.in', message: '=HYPERLINK("http://evil") He said "hi", then left' },
    );

    const leads = (await ctx.request('GET', '/api/v1/admin/leads?handled=false', admin.headers)).json().data;
    const lead = leads.data.find((l: { phone: string }) => l.phone === '+919812345678');
    expect(lead).toMatchObject({ handled_at: null });
    const handled = await ctx.request('POST', `/api/v1/admin/leads/${lead.id}/handled`, admin.headers, { note: 'Called, sent prices' });
    expect(handled.statusCode).toBe(200);
    const done = (await ctx.request('GET', '/api/v1/admin/leads?handled=true', admin.headers)).json().data.data;
    expect(done[0]).toMatchObject({ id: lead.id, handled_note: 'Called, sent prices', handled_by: 'Ravi Kumar' });

    const csv = await ctx.request('GET', '/api/v1/admin/messages.csv', admin.headers);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    // A name cannot start with '=' (the shared name rule), so the message carries the formula.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"") He said ""hi"", then left"`);
    expect(csv.body).toContain('"+919812345678"');
    expect(csv.body).not.toContain(`"'+91`);
  });

  it('csvCell quotes every cell and neutralises = + - @ and tab starts', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('csvCell leaves phone numbers and signed amounts alone: only a cell where a formula could start is escaped', () => {
    for (const constant of ['+919812345678', '+91 98123 45678', '-500', '-12.50', '+5']) expect(csvCell(constant)).toBe(`"${constant}"`);
    for (const formula of ['+91+cmd|calc', '-2+3', '+A1', '+1 +1', '=1', '@SUM(A1)', '-', '+']) expect(csvCell(formula)).toBe(`"'${formula}"`);
  });
});

describe('coupons', () => {
  it('creates, uses within the per-customer limit, counts usage, and expires', async () => {
    const bad = await ctx.request('POST', '/api/v1/admin/coupons', admin.headers, { code: 'PCT', kind: 'percent', value: 150 });
    expect(bad.statusCode).toBe(400);
    const created = await ctx.request('POST', '/api/v1/admin/coupons', admin.headers, {
      code: 'monsoon50',
      kind: 'flat',
      value: 50,
      min_order: 100,
      max_uses_per_customer: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'MONSOON50', kind: 'flat', value: 50, used: 0 });
    expect((await ctx.request('POST', '/api/v1/admin/coupons', admin.headers, { code: 'MONSOON50', kind: 'flat', value: 50 })).statusCode).toBe(409);

    const g = await ctx.garage(1);
    const first = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { coupon: 'MONSOON50' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.discount).toBe(50);
    const second = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { coupon: 'MONSOON50', booking_slot: g.slots[1]!.id }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('COUPON_LIMIT_REACHED');
    expect((await ctx.request('GET', '/api/v1/admin/coupons/MONSOON50', admin.headers)).json().data).toMatchObject({ used: 1, discount_given: 50 });

    // A cancelled booking gives its use back.
    await ctx.request('POST', `/api/v1/admin/bookings/${first.json().data.tracking_id}/status`, admin.headers, { to: 'cancelled', reason: 'Customer asked' });
    expect((await ctx.request('GET', '/api/v1/admin/coupons/MONSOON50', admin.headers)).json().data.used).toBe(0);

    const expired = await ctx.request('POST', '/api/v1/admin/coupons/MONSOON50/expire', admin.headers);
    expect(expired.json().data.active).toBe(false);
    const quote = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { coupon: 'MONSOON50', booking_slot: g.slots[2]!.id }));
    expect(quote.statusCode).toBe(422);
    expect((await ctx.request('GET', '/api/v1/admin/coupons?state=ended', admin.headers)).json().data.data.map((c: { code: string }) => c.code)).toContain(
      'MONSOON50',
    );
  });
});

describe('audit log of partner changes', () => {
  it('records a garage’s accept and price change, with the staff member and before → after', async () => {
    const g = await ctx.garage(2);
    const staff = await ctx.customer();
    expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: staff.phone, role: 'owner' })).statusCode).toBe(
      201,
    );
    const placed = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { booking_slot: g.slots[3]!.id }));
    const trackingId = placed.json().data.tracking_id as string;

    expect((await ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/status`, staff.headers, { to: 'accepted' })).statusCode).toBe(200);
    const again = await ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/status`, staff.headers, { to: 'accepted' });
    expect(again.statusCode).toBe(409);
    const bookingAudit = (await ctx.request('GET', `/api/v1/admin/bookings/${trackingId}/audit`, admin.headers)).json().data.data;
    expect(bookingAudit).toHaveLength(1);
    expect(bookingAudit[0]).toMatchObject({
      action: 'booking.accepted',
      actor: { id: staff.userId, role: 'owner' },
      before: { status: 'pending' },
      after: { status: 'accepted' },
    });

    const offering = g.offerings[0]!;
    const priced = await ctx.request('PUT', `/api/v1/partner/garages/${g.garageId}/offerings`, staff.headers, {
      offerings: [{ id: offering.id, active: false }],
    });
    expect(priced.statusCode).toBe(200);
    const garageAudit = (await ctx.request('GET', `/api/v1/admin/garages/${g.garageId}/audit`, admin.headers)).json().data.data;
    expect(garageAudit[0]).toMatchObject({
      action: 'offerings.update',
      actor: { role: 'owner' },
      before: [{ id: offering.id, active: true }],
      after: [{ id: offering.id, active: false }],
    });

    const closed = await ctx.request('POST', `/api/v1/partner/garages/${g.garageId}/closures`, staff.headers, { date: '2026-03-04', reason: 'Diwali' });
    expect(closed.statusCode).toBe(200);
    const history = (await ctx.request('GET', `/api/v1/admin/garages/${g.garageId}/audit`, admin.headers)).json().data.data;
    expect(history[0]).toMatchObject({ action: 'slots.close', after: { date: '2026-03-04', reason: 'Diwali' }, note: 'Diwali' });
    expect(history.at(-1)).toMatchObject({ action: 'staff.add', actor: { id: admin.userId, role: 'admin' }, after: { user_id: staff.userId, role: 'owner' } });
  });
});
