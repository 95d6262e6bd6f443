import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/v1/contact/lead', () => {
  it('stores a lead with the city and car model', async () => {
    const city = (await ctx.app.inject('/api/v1/cities')).json().data[1];
    const brand = (await ctx.app.inject('/api/v1/brands')).json().data[0];
    const model = (await ctx.app.inject(`/api/v1/car/models/${brand.id}`)).json().data[0];
    const res = await post('/api/v1/contact/lead', { phone: '9876543210', city: city.id, car_model: model.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    const [row] = await ctx.db.select().from(t.leads).orderBy(t.leads.id);
    expect(row).toMatchObject({ phone: '+919876543210', cityId: city.id, carModelId: model.id });
  });

  it('takes a lead without city or car, which the home form does not require', async () => {
    const res = await post('/api/v1/contact/lead', { phone: '7012345678' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses phones that are not 10 digits starting 6–9', async () => {
    for (const phone of ['12345', '5876543210', '98765432101', 'abcdefghij', '', 9876543210]) {
      const res = await post('/api/v1/contact/lead', { phone });
      expect(res.statusCode, String(phone)).toBe(400);
      expect(res.json().errors.phone).toBeDefined();
    }
  });

  it('refuses unknown cities and models without storing anything', async () => {
    const countLeads = async () => (await ctx.db.select({ value: count() }).from(t.leads))[0]?.value;
    const before = await countLeads();
    const res = await post('/api/v1/contact/lead', { phone: '9876543210', city: 999999, car_model: 888888 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ city: [expect.any(String)], car_model: [expect.any(String)] });
    expect(await countLeads()).toBe(before);
  });
});

describe('POST /api/v1/contact/message', () => {
  const valid = { name: 'Priya Sharma', phone: '9811122233', email: 'priya@example.in', message: 'Do you service Honda City in Noida Sector 62?' };

  it('stores the message', async () => {
    const res = await post('/api/v1/contact/message', valid);
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db.select().from(t.contactMessages);
    expect(rows.at(-1)).toMatchObject({ ...valid, phone: '+919811122233' });
  });

  it('names each bad field', async () => {
    const res = await post('/api/v1/contact/message', { name: '', phone: '123', email: 'not-an-email', message: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });
});
