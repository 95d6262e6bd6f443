import { z } from 'zod';
import { type GeocodedPlace, type Geocoder, GeocoderUnavailable } from './provider';

/** The fields of Nominatim's jsonv2 reverse answer that we read; the rest is ignored. */
const reverseAnswer = z.union([
  z.object({ error: z.string() }),
  z.object({
    lat: z.string(),
    lon: z.string(),
    display_name: z.string(),
    address: z
      .object({
        postcode: z.string().optional(),
        suburb: z.string().optional(),
        neighbourhood: z.string().optional(),
        city_district: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
      })
      .loose()
      .default({}),
  }),
]);

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Nominatim's usage policy allows one request per second. */
  minIntervalMs?: number;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
}

export function toPlace(body: unknown, lat: number, lng: number): GeocodedPlace | null {
  const parsed = reverseAnswer.safeParse(body);
  if (!parsed.success) throw new GeocoderUnavailable('Unexpected answer from Nominatim');
  if ('error' in parsed.data) return null;
  const { address, display_name } = parsed.data;
  return {
    lat,
    lng,
    pincode: address.postcode ?? null,
    location: address.suburb ?? address.neighbourhood ?? address.city_district ?? address.city ?? address.town ?? address.village ?? null,
    display_name,
  };
}

/**
 * Server-side Nominatim client: requests go out one at a time at most once a second, with our own
 * User-Agent, and answers are cached by point (4 decimals, about 11 m) so repeat lookups cost nothing.
 */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheTtlMs = options.cacheTtlMs ?? 24 * 3_600_000;
  const cacheSize = options.cacheSize ?? 10_000;
  const cache = new Map<string, { place: GeocodedPlace | null; expires: number }>();
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = -Infinity;

  async function request(lat: number, lng: number): Promise<GeocodedPlace | null> {
    const wait = lastRequestAt + minIntervalMs - now();
    if (wait > 0) await sleep(wait);
    lastRequestAt = now();
    const url = new URL('/reverse', options.baseUrl);
    url.search = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', lat: String(lat), lon: String(lng) }).toString();
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en-IN,en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailable(`Nominatim did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderUnavailable(`Nominatim answered HTTP ${response.status}`);
    return toPlace(await response.json().catch(() => undefined), lat, lng);
  }

  return {
    name: 'nominatim',
    reverse(lat, lng) {
      const key = `${lat.toFixed(4)},${lng.toFixed(4)}`;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.place);
      const result = queue.then(() => request(lat, lng));
      queue = result.catch(() => undefined);
      return result.then((place) => {
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(key, { place, expires: now() + cacheTtlMs });
        return place;
      });
    },
  };
}
