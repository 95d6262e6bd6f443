import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

const ADMIN_MOBILE = '9800000001';
const CHECKOUTS = 30;
const LIMIT = 10;

let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
});
afterAll(() => ctx.close());

it(`a coupon limited to ${LIMIT} uses is used exactly ${LIMIT} times by ${CHECKOUTS} simultaneous checkouts`, async () => {
  const admin = await ctx.customer(ADMIN_MOBILE);
  const created = await ctx.request('POST', '/api/v1/admin/coupons', admin.headers, { code: 'FIRST10', kind: 'percent', value: 10, max_uses: LIMIT });
  expect(created.statusCode).toBe(201);
  const g = await ctx.garage(0);
  await ctx.setCapacity(g.slots[0]!.id, CHECKOUTS);
  const customers = [];
  for (let i = 0; i < CHECKOUTS; i++) customers.push(await ctx.customer());

  const results = await Promise.all(customers.map((c) => ctx.request('POST', '/api/v1/bookings', c.headers, bookingPayload(g, { coupon: 'FIRST10' }))));
  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
  expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().code)).toEqual(Array(CHECKOUTS - LIMIT).fill('COUPON_USED_UP'));
  expect((await ctx.request('GET', '/api/v1/admin/coupons/FIRST10', admin.headers)).json().data.used).toBe(LIMIT);
});
