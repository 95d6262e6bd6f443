import { pincode as pincodeSchema, type PickupServiceability } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A saved address's map pin, sent with its pincode so the distance is measured from it. */
export interface Pin {
  latitude: number;
  longitude: number;
}

export const serviceabilityQuery = (garageId: number, pincode: string, pin: Pin | null) =>
  queryOptions({
    queryKey: ['serviceability', garageId, pincode, pin?.latitude ?? null, pin?.longitude ?? null],
    queryFn: ({ signal }) =>
      api.get<PickupServiceability>(
        '/bookings/serviceability',
        { garage: garageId, pincode, ...(pin ? { latitude: pin.latitude, longitude: pin.longitude } : {}) },
        signal,
      ),
    retry: false,
  });

/**
 * Whether the cart's garage picks the car up at this pincode (and pin): asked once the pincode is one
 * the server would take, so the refusal shows at the field before Pay Now.
 */
export const useServiceability = (garageId: number | null, pincode: string, pin: Pin | null) =>
  useQuery({ ...serviceabilityQuery(garageId ?? 0, pincode, pin), enabled: garageId !== null && pincodeSchema.safeParse(pincode).success });
