import type { Transaction } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Payments, refunds and CarSeva Money entries, newest first. */
export const useTransactions = () =>
  useQuery({
    queryKey: ['me', 'transactions'],
    queryFn: ({ signal }) => api.get<Transaction[]>('/me/transactions', undefined, signal),
    staleTime: 0,
  });
