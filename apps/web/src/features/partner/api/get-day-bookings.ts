import type { PartnerBookingList, ServiceStatus } from '@carseva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the board asks for new bookings while it is on screen. */
export const BOARD_REFRESH_MS = 10_000;

export interface DayFilter {
  garageId: number;
  date: string;
  status: ServiceStatus | null;
  page: number;
}

/** One garage's bookings on one day, in slot order, with the day's counts per status. */
export const dayBookingsQuery = ({ garageId, date, status, page }: DayFilter) =>
  queryOptions({
    queryKey: ['partner', 'day', garageId, date, status ?? 'all', page],
    queryFn: ({ signal }) => api.get<PartnerBookingList>('/partner/bookings', { garage: garageId, date, status: status ?? undefined, page }, signal),
    staleTime: 0,
    retry: false,
  });

/** New bookings appear without a reload: asked again every 10 s while the page is visible. */
export const useDayBookings = (filter: DayFilter) =>
  useQuery({ ...dayBookingsQuery(filter), refetchInterval: BOARD_REFRESH_MS, refetchIntervalInBackground: false, placeholderData: keepPreviousData });
