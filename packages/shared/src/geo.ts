const EARTH_RADIUS_KM = 6371.0088;
const RADIANS_PER_DEGREE = Math.PI / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS_PER_DEGREE;
  const dLng = (lng2 - lng1) * RADIANS_PER_DEGREE;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS_PER_DEGREE) * Math.cos(lat2 * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How far from its centre a point still counts as inside a city (the NCR's cities are ~25 km apart). */
export const CITY_RADIUS_KM = 30;

type Point = { latitude: number; longitude: number };

/**
 * The point a city's listing is measured from: the customer's own point when it lies inside the
 * chosen city, else the city's centre. The chosen city is the city served; where the device is only
 * orders that city's garages.
 */
export function listingPoint(city: Point, customer: Point | null): Point & { source: 'customer' | 'city' } {
  if (customer && haversineKm(city.latitude, city.longitude, customer.latitude, customer.longitude) <= CITY_RADIUS_KM) {
    return { latitude: customer.latitude, longitude: customer.longitude, source: 'customer' };
  }
  return { latitude: city.latitude, longitude: city.longitude, source: 'city' };
}
