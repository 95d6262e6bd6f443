import type { Wallet } from '@carseva/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** CarSeva Money as the server has it now: the wallet page shows all of it, checkout what one order may use. */
export const walletQuery = () =>
  queryOptions({
    queryKey: ['me', 'wallet'],
    queryFn: ({ signal }) => api.get<Wallet>('/me/wallet', undefined, signal),
    staleTime: 0,
  });
