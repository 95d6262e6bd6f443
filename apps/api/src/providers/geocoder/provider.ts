/** Reverse geocoding: a point to the locality a customer would recognise. */
export interface GeocodedPlace {
  lat: number;
  lng: number;
  pincode: string | null;
  location: string | null;
  display_name: string;
}

export interface Geocoder {
  readonly name: string;
  /** null when the provider knows no place there. Throws GeocoderUnavailable when it cannot answer. */
  reverse(lat: number, lng: number): Promise<GeocodedPlace | null>;
}

export class GeocoderUnavailable extends Error {
  override name = 'GeocoderUnavailable';
}
