import { envelope, service } from '@carseva/shared';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Sector 15, Gurugram, and a point in the Arabian Sea far from every garage.
const GURUGRAM = { latitude: '28.4595', longitude: '77.0266' };
const MID_SEA = { latitude: '15.0', longitude: '65.0' };

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalog reads', () => {
  it('lists the cities we serve, with coordinates', async () => {
    const res = await get('/api/v1/cities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const names = body.data.map((c: { name: string }) => c.name);
    for (const city of ['Delhi', 'Gurugram', 'Noida', 'Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Chandigarh']) {
      expect(names).toContain(city);
    }
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Delhi', latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it('lists brands with self-hosted SVG icons, and each brand its models', async () => {
    const brands = (await get('/api/v1/brands')).json().data as { id: number; name: string; icon: string }[];
    expect(brands.length).toBeGreaterThanOrEqual(15);
    for (const brand of brands) expect(brand.icon).toMatch(/^\/icons\/brands\/[a-z0-9-]+\.svg$/);
    const maruti = brands.find((b) => b.name === 'Maruti Suzuki');
    expect(maruti).toBeDefined();
    const models = (await get(`/api/v1/car/models/${maruti!.id}`)).json().data as { name: string; fuel_types: string[] }[];
    expect(models.map((m) => m.name)).toEqual(expect.arrayContaining(['Swift', 'Baleno', 'Dzire', 'Brezza']));
    expect(models.every((m) => m.fuel_types.length > 0)).toBe(true);

    let total = 0;
    for (const brand of brands) total += (await get(`/api/v1/car/models/${brand.id}`)).json().data.length;
    expect(total).toBeGreaterThanOrEqual(150);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    const missing = await get('/api/v1/car/models/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'BRAND_NOT_FOUND' });
    const malformed = await get('/api/v1/car/models/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { brandId: [expect.any(String)] } });
  });

  it('lists at least ten categories with icons', async () => {
    const categories = (await get('/api/v1/categories')).json().data as { name: string; icon: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]!.name).toBe('Periodic Services');
    for (const c of categories) expect(c.icon).toMatch(/^\/icons\/categories\/[a-z0-9-]+\.svg$/);
  });

  it('sends Cache-Control and an ETag, and 304 when the ETag matches', async () => {
    const first = await get('/api/v1/categories');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/v1/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('services near a point', () => {
  it('returns services from nearby garages, nearest first, each with its distance', async () => {
    const res = await get(`/api/v1/services?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}`);
    expect(res.statusCode).toBe(200);
    // The answer is written out from prepared parts; it must still be exactly the contract.
    expect(() => envelope(z.array(service.strict().extend({ garage: service.shape.garage.strict() }))).parse(res.json())).not.toThrow();
    const services = res.json().data as {
      id: number;
      distance_km: number;
      price: number;
      strikePrice: number | null;
      included_services: unknown[];
      garage: Record<string, unknown>;
    }[];
    expect(services.length).toBeGreaterThanOrEqual(40);
    const distances = services.map((s) => s.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    for (const s of services) {
      // Seeded prices have not changed yet: no earlier price to strike.
      expect(s.strikePrice).toBeNull();
      expect(s.included_services.length).toBeGreaterThan(0);
      expect(s.garage).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        address_latitude: expect.any(Number),
        address_logitude: expect.any(Number),
        full_address: expect.stringContaining('Gurugram'),
        // Gurugram's seeded garages are GST-registered.
        charges_gst: true,
        // No reviews in a fresh catalog.
        rating: null,
      });
    }
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it('filters by category', async () => {
    const categories = (await get('/api/v1/categories')).json().data as { id: number }[];
    const category = categories[1]!;
    const res = await get(`/api/v1/services/category/${category.id}?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}`);
    expect(res.statusCode).toBe(200);
    const services = res.json().data as { category_id: number }[];
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services.every((s) => s.category_id === category.id)).toBe(true);
  });

  it('gives an empty list far from every garage', async () => {
    const res = await get(`/api/v1/services?latitude=${MID_SEA.latitude}&longitude=${MID_SEA.longitude}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});

// The chosen city is the city served (ADR 50): the point only orders that city's garages, when it is inside it.
describe('services in the chosen city', () => {
  type Listed = { distance_km: number; garage: { full_address: string; address_latitude: number; address_logitude: number } };
  const cityId = async (name: string) => ((await get('/api/v1/cities')).json().data as { id: number; name: string }[]).find((c) => c.name === name)!.id;

  it('lists Mumbai’s garages for a customer standing in Gurugram who chose Mumbai, measured from Mumbai’s centre', async () => {
    const res = await get(`/api/v1/services?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}&city=${await cityId('Mumbai')}`);
    expect(res.statusCode).toBe(200);
    const services = res.json().data as Listed[];
    expect(services.length).toBeGreaterThan(0);
    for (const s of services) {
      expect(s.garage.full_address).toContain('Mumbai');
      expect(s.distance_km).toBeLessThanOrEqual(25);
    }
  });

  it('measures from the customer’s own point when it lies inside the chosen city', async () => {
    const fromPoint = (await get(`/api/v1/services?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}`)).json().data as Listed[];
    const inCity = (await get(`/api/v1/services?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}&city=${await cityId('Gurugram')}`)).json()
      .data as Listed[];
    expect(inCity).toEqual(fromPoint);
  });

  it('answers a city we do not serve with a 404 in words', async () => {
    const res = await get(`/api/v1/services?latitude=${GURUGRAM.latitude}&longitude=${GURUGRAM.longitude}&city=999999`, { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CITY_NOT_FOUND', message: 'हम अभी इस शहर में सेवा नहीं देते। कृपया कोई दूसरा शहर चुनें।' });
  });

  it('refuses bad coordinates and unknown categories with clear 4xx answers', async () => {
    for (const query of ['latitude=abc&longitude=77', 'latitude=91&longitude=77', 'latitude=28&longitude=-181', 'longitude=77', 'latitude=&longitude=77']) {
      const res = await get(`/api/v1/services?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    const unknown = await get(`/api/v1/services/category/999999?latitude=28.4&longitude=77`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CATEGORY_NOT_FOUND');
  });
});
