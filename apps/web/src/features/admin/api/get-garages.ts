import type { AdminGarage, AdminPage } from '@carseva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Query = Record<string, string | undefined>;

/** One page of garages, filtered and sorted on the server by the address bar's parameters. */
export const useGarages = (query: Query) =>
  useQuery({
    queryKey: ['admin', 'garages', query],
    queryFn: ({ signal }) => api.get<AdminPage<AdminGarage>>('/admin/garages', query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
