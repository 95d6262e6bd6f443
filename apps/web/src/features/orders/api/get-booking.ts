import { COMPLETED_STATUSES, type Booking } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { bookingQuery } from '../../../lib/booking';

/** How often an order that is still moving is asked for again, so its status and extra work show up live. */
export const ORDER_REFRESH_MS = 10_000;

/** Nothing more will happen to the order soon: it ended, and any refund has reached the payment provider. */
const settled = (booking: Booking) => COMPLETED_STATUSES.includes(booking.service_status) && booking.refund?.status !== 'requested';

/** The order, refreshed every 10 s until it is completed, cancelled or declined and any refund is with the provider. */
export const useBooking = (trackingId: string) =>
  useQuery({
    ...bookingQuery(trackingId),
    refetchInterval: (query) => (query.state.data && settled(query.state.data) ? false : ORDER_REFRESH_MS),
  });
