import type { Wallet } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'wallet'],
    queryFn: ({ signal }) => api.get<Wallet>('/me/wallet', undefined, signal),
    staleTime: 0,
  });

/** CarSeva Money: balance, entries and the customer's referral code. */
export const useWallet = () => useQuery(walletQueryOptions());
