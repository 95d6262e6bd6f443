import type { AdminBooking, AdminPage } from '@carseva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Query } from './get-garages';

/** Bookings found by tracking id, mobile, garage, city, status and dates. */
export const useAdminBookings = (query: Query) =>
  useQuery({
    queryKey: ['admin', 'bookings', query],
    queryFn: ({ signal }) => api.get<AdminPage<AdminBooking>>('/admin/bookings', query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
