import type { TimeSlot } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** A garage's slots on a date, with what is left; refetched often, since others are booking too. */
export const slotsQuery = (garageId: number, date: string) =>
  queryOptions({
    queryKey: ['slots', garageId, date],
    queryFn: ({ signal }) => api.get<TimeSlot[]>('/booking/slots', { garage: garageId, date }, signal),
    staleTime: 15_000,
  });

export const useSlots = (garageId: number | null, date: string) => useQuery({ ...slotsQuery(garageId ?? 0, date), enabled: garageId !== null });
