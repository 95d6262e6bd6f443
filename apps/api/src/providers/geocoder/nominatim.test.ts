import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GeocoderUnavailable } from './provider';
import { nominatimGeocoder } from './nominatim';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/nominatim');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

function recordingFetch(bodies: string[], status = 200) {
  const calls: { url: URL; headers: Headers }[] = [];
  const fetchImpl = (async (url: URL, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    const body = (bodies.length > 1 ? bodies.shift() : bodies[0]) ?? '{}';
    return new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

function fakeClock() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    advance: (ms: number) => (now += ms),
    sleeps,
  };
}

describe('nominatim geocoder (recorded responses)', () => {
  it('maps postcode, suburb and display name, asking with our User-Agent', async () => {
    const { fetchImpl, calls } = recordingFetch([fixture('reverse-gurugram.json')]);
    const clock = fakeClock();
    const geocoder = nominatimGeocoder({ baseUrl: 'https://nominatim.example', userAgent: 'CarSeva/1.0 (ops@carseva.in)', fetch: fetchImpl, ...clock });
    const place = await geocoder.reverse(28.4595, 77.0266);
    expect(place).toEqual({
      lat: 28.4595,
      lng: 77.0266,
      pincode: '122001',
      location: 'Sector 15',
      display_name: 'Jharsa Road, Civil Lines, Sector 15, Gurugram, Gurugram District, Haryana, 122001, India',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ format: 'jsonv2', addressdetails: '1', lat: '28.4595', lon: '77.0266' });
    expect(calls[0]!.headers.get('user-agent')).toBe('CarSeva/1.0 (ops@carseva.in)');
  });

  it('returns null for "Unable to geocode"', async () => {
    const { fetchImpl } = recordingFetch([fixture('reverse-error.json')]);
    const geocoder = nominatimGeocoder({ baseUrl: 'https://nominatim.example', userAgent: 'CarSeva test', fetch: fetchImpl, ...fakeClock() });
    expect(await geocoder.reverse(0, 0)).toBeNull();
  });

  it('serves repeats from its cache and spaces requests at least a second apart', async () => {
    const { fetchImpl, calls } = recordingFetch([fixture('reverse-gurugram.json')]);
    const clock = fakeClock();
    const geocoder = nominatimGeocoder({ baseUrl: 'https://nominatim.example', userAgent: 'CarSeva test', fetch: fetchImpl, ...clock });
    await geocoder.reverse(28.4595, 77.0266);
    await geocoder.reverse(28.45951, 77.02661); // same 4-decimal cell
    expect(calls).toHaveLength(1);
    await Promise.all([geocoder.reverse(28.5, 77.1), geocoder.reverse(28.6, 77.2)]);
    expect(calls).toHaveLength(3);
    expect(clock.sleeps.length).toBe(2);
    expect(clock.sleeps.every((ms) => ms <= 1000 && ms > 0)).toBe(true);
  });

  it('reports HTTP errors and garbage as unavailable', async () => {
    const failing = nominatimGeocoder({
      baseUrl: 'https://nominatim.example',
      userAgent: 'CarSeva test',
      fetch: recordingFetch(['{}'], 503).fetchImpl,
      ...fakeClock(),
    });
    await expect(failing.reverse(28, 77)).rejects.toBeInstanceOf(GeocoderUnavailable);
    const garbage = nominatimGeocoder({
      baseUrl: 'https://nominatim.example',
      userAgent: 'CarSeva test',
      fetch: recordingFetch(['<html>']).fetchImpl,
      ...fakeClock(),
    });
    await expect(garbage.reverse(28, 77)).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
