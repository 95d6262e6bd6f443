import type { AccountSession } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => api.get<AccountSession[]>('/auth/sessions', undefined, signal),
    staleTime: 0,
  });

/** The devices signed in to the customer's account, this one first. */
export const useSessions = () => useQuery(sessionsQueryOptions());
