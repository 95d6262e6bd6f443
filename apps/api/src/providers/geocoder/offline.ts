import { haversineKm } from '@carseva/shared';
import type { GeocodedPlace, Geocoder } from './provider';

export interface KnownLocality {
  name: string;
  pincode: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Farther than this from every seeded locality, the point is somewhere we do not serve. */
const MAX_DISTANCE_KM = 30;

/** Nearest seeded locality: no network, no rate limits; good enough to name a suburb and pincode. */
export function offlineGeocoder(loadLocalities: () => Promise<KnownLocality[]>): Geocoder {
  let localities: Promise<KnownLocality[]> | undefined;
  return {
    name: 'offline',
    async reverse(lat, lng): Promise<GeocodedPlace | null> {
      localities ??= loadLocalities().catch((error: unknown) => {
        localities = undefined;
        throw error;
      });
      let best: { locality: KnownLocality; km: number } | undefined;
      for (const locality of await localities) {
        const km = haversineKm(lat, lng, locality.latitude, locality.longitude);
        if (!best || km < best.km) best = { locality, km };
      }
      if (!best || best.km > MAX_DISTANCE_KM) return null;
      const { locality } = best;
      return {
        lat,
        lng,
        pincode: locality.pincode,
        location: locality.name,
        display_name: `${locality.name}, ${locality.city}, ${locality.state}, ${locality.pincode}, India`,
      };
    },
  };
}
