import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookingQuery } from '../../../lib/booking';

/** The live channel of one order: the server says `changed` when the booking or its pickup and drop change. */
export const bookingLiveUrl = (trackingId: string) => `/api/v1/bookings/${encodeURIComponent(trackingId)}/live`;

/**
 * While `open` (a pickup or drop is under way), listens to the order's live channel and asks for the
 * order again on each change, so a step or the buddy's move shows within seconds. The 10 s polling of
 * useBooking stays as the fallback when the channel cannot be held (a proxy, an old browser).
 */
export function useBookingLive(trackingId: string, open: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return;
    const source = new EventSource(bookingLiveUrl(trackingId), { withCredentials: true });
    const changed = () => void queryClient.invalidateQueries({ queryKey: bookingQuery(trackingId).queryKey });
    // The server ended the stream for good (a newer one replaced it, or the session signed out): polling carries on.
    const closed = () => source.close();
    source.addEventListener('changed', changed);
    source.addEventListener('closed', closed);
    return () => {
      source.removeEventListener('changed', changed);
      source.removeEventListener('closed', closed);
      source.close();
    };
  }, [trackingId, open, queryClient]);
}
