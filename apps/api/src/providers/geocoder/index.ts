import type { Config } from '../../config';
import type { Geocoder } from './provider';
import { nominatimGeocoder } from './nominatim';
import { type KnownLocality, offlineGeocoder } from './offline';

export type { Geocoder, GeocodedPlace } from './provider';
export { GeocoderUnavailable } from './provider';

export function createGeocoder(config: Config, deps: { localities: () => Promise<KnownLocality[]> }): Geocoder {
  switch (config.GEOCODER) {
    case 'nominatim':
      return nominatimGeocoder({ baseUrl: config.NOMINATIM_URL, userAgent: config.NOMINATIM_USER_AGENT });
    case 'offline':
      return offlineGeocoder(deps.localities);
  }
}
