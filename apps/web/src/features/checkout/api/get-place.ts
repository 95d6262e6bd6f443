import type { ReverseGeocode } from '@carseva/shared';
import { api } from '../../../lib/api-client';

/** The locality and pincode at the pickup pin, through our geocoder (GET /geo/reverse). */
export const getPlace = (lat: number, lng: number) => api.get<ReverseGeocode>('/geo/reverse', { lat, lon: lng });
