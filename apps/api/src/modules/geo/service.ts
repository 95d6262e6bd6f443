import type { ReverseGeocode } from '@carseva/shared';
import { notFound, serviceUnavailable } from '../../lib/errors';
import { type Geocoder, GeocoderUnavailable } from '../../providers/geocoder';

export function geoService(geocoder: Geocoder) {
  return {
    async reverse(lat: number, lng: number): Promise<ReverseGeocode> {
      try {
        const place = await geocoder.reverse(lat, lng);
        if (!place) throw notFound('We could not find a place near these coordinates', 'PLACE_NOT_FOUND');
        return place;
      } catch (error) {
        if (error instanceof GeocoderUnavailable) {
          throw serviceUnavailable('Location lookup is unavailable right now. Please choose your city instead.', 'GEOCODER_UNAVAILABLE');
        }
        throw error;
      }
    },
  };
}

export type GeoService = ReturnType<typeof geoService>;
