import type { AccountMe } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api.get<AccountMe>('/auth/me', undefined, signal),
    staleTime: 0,
  });

/** The signed-in customer as the server has them now. */
export const useMe = () => useQuery(meQueryOptions());
