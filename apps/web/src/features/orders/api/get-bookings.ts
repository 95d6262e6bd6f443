import type { BookingList } from '@carseva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderTab = 'ongoing' | 'completed';

/** One page of the customer's orders, filtered by the server (tab and service category). */
export const bookingsQuery = (tab: OrderTab, page: number, category: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'list', tab, page, category ?? 'all'],
    queryFn: ({ signal }) => api.get<BookingList>('/bookings', { status: tab, page, category: category ?? undefined }, signal),
    retry: false,
  });

export const useBookings = (tab: OrderTab, page: number, category: number | null) =>
  useQuery({ ...bookingsQuery(tab, page, category), placeholderData: keepPreviousData });
