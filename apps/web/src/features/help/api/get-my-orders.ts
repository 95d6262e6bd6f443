import type { BookingList } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The customer's latest orders (the first page, newest first): the ones help is usually about. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: ['bookings', 'list', 'help'],
    queryFn: ({ signal }) => api.get<BookingList>('/bookings', { page: 1 }, signal),
    select: (list) => list.data,
    retry: false,
  });

export const useMyOrders = (enabled: boolean) => useQuery({ ...myOrdersQuery(), enabled });
