import { ONGOING_STATUSES } from '@carseva/shared';
import { useQueries } from '@tanstack/react-query';
import { dayBookingsQuery } from './get-day-bookings';
import type { BoardDay } from '../days';

/** The strip's counts are a hint, not the live board: asked again every minute. */
const WEEK_REFRESH_MS = 60_000;

/**
 * The open jobs (new, accepted, in progress) of each board day, by date (a day not yet answered is absent). The day's list already
 * carries its counts per status; the selected day's is the board's own query, shared from the cache.
 */
export function useWeekCounts(garageId: number, days: readonly BoardDay[]): ReadonlyMap<string, number> {
  const answers = useQueries({
    queries: days.map((day) => ({ ...dayBookingsQuery({ garageId, date: day.date, status: null, page: 1 }), refetchInterval: WEEK_REFRESH_MS })),
  });
  return new Map(
    answers.flatMap((answer, i) =>
      answer.data ? [[days[i]!.date, ONGOING_STATUSES.reduce((sum, status) => sum + (answer.data.counts[status] ?? 0), 0)] as const] : [],
    ),
  );
}
