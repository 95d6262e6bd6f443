import { PINCODE, type PincodeLocality } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Seeded localities change with the catalog, rarely. */
const LOCALITIES_STALE_MS = 60 * 60_000;

export const pincodeLocalitiesQuery = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode-localities', pincode],
    queryFn: ({ signal }) => api.get<PincodeLocality[]>(`/pincodes/${pincode}/localities`, undefined, signal),
    staleTime: LOCALITIES_STALE_MS,
  });

/** The known localities with this pincode, asked only once it has six valid digits. */
export const usePincodeLocalities = (pincode: string) => useQuery({ ...pincodeLocalitiesQuery(pincode), enabled: PINCODE.test(pincode) });
