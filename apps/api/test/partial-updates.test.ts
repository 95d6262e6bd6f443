import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';

/** Partial updates change only what they name: for every PATCH of the API, no default fills in a field the client left out. */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000061';

let ctx: BookingTestApp;
let admin: Who;
let asha: Who;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  asha = await ctx.customer();
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PATCH', who: Who, url: string, payload?: object) => ctx.app.inject({ method, url, headers: who.headers, payload });

function hasDefault(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ('default' in schema) return true;
  return Object.values(schema).some((value) => (Array.isArray(value) ? value.some(hasDefault) : hasDefault(value)));
}

describe('PATCH', () => {
  it('no PATCH body in the API has a default that a partial update would apply', async () => {
    const paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
    >;
    const patches = Object.entries(paths).flatMap(([path, ops]) =>
      ops.patch ? [{ path, schema: ops.patch.requestBody?.content['application/json']?.schema }] : [],
    );
    expect(patches.map((p) => p.path).sort()).toEqual(['/api/v1/admin/garages/{id}', '/api/v1/me/addresses/{id}', '/api/v1/me/cars/{id}']);
    expect(patches.filter((p) => hasDefault(p.schema)).map((p) => p.path)).toEqual([]);
  });

  it('/admin/garages/:id: a hidden garage stays hidden when another field is edited, and nothing else changes', async () => {
    const [garage] = (await send('GET', admin, '/api/v1/admin/garages')).json().data.data as { id: number }[];
    const before = (await send('PATCH', admin, `/api/v1/admin/garages/${garage!.id}`, { active: false })).json().data;
    expect(before.active).toBe(false);
    const res = await send('PATCH', admin, `/api/v1/admin/garages/${garage!.id}`, { phone: '9812340077' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...before, phone: '+919812340077' });
    expect((await send('GET', admin, `/api/v1/admin/garages/${garage!.id}`)).json().data.active).toBe(false);
    expect((await send('PATCH', admin, `/api/v1/admin/garages/${garage!.id}`, {})).statusCode).toBe(400);
  });

  it('/me/cars/:id: changing the nickname keeps the model, fuel and registration', async () => {
    const models = (await send('GET', asha, '/api/v1/car/models/1')).json().data as { id: number; fuel_types: string[] }[];
    const created = await send('POST', asha, '/api/v1/me/cars', {
      car_model: models[0]!.id,
      fuel_type: models[0]!.fuel_types[0],
      registration_no: 'MH12AB1234',
      nickname: 'Office car',
    });
    expect(created.statusCode, created.body).toBe(201);
    const car = created.json().data;
    const res = await send('PATCH', asha, `/api/v1/me/cars/${car.id}`, { nickname: 'Family car' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...car, nickname: 'Family car', updated_at: res.json().data.updated_at });
  });

  it('/me/addresses/:id: changing the label keeps the address, pincode and pin', async () => {
    const created = await send('POST', asha, '/api/v1/me/addresses', {
      label: 'home',
      address: 'Flat 402, Tower B, Sector 15',
      pincode: '122001',
      latitude: 28.46,
      longitude: 77.03,
    });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json().data;
    const res = await send('PATCH', asha, `/api/v1/me/addresses/${address.id}`, { label: 'work' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...address, label: 'work', updated_at: res.json().data.updated_at });
  });
});
