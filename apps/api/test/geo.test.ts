import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/geo/reverse (offline geocoder)', () => {
  it('names the nearest seeded locality and its pincode', async () => {
    const res = await ctx.app.inject('/api/v1/geo/reverse?lat=28.4595&lon=77.0266');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      lat: 28.4595,
      lng: 77.0266,
      pincode: '122001',
      location: 'Sector 15',
      display_name: expect.stringContaining('Gurugram'),
    });
  });

  it('answers 404 where we serve no locality, and 400 for bad coordinates', async () => {
    expect((await ctx.app.inject('/api/v1/geo/reverse?lat=15&lon=65')).statusCode).toBe(404);
    for (const query of ['lat=north&lon=77', 'lat=28', 'lat=100&lon=77', 'lat=28&lon=200']) {
      const res = await ctx.app.inject(`/api/v1/geo/reverse?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
