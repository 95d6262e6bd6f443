import { useQuery } from '@tanstack/react-query';
import { bookingQuery } from '../../../lib/booking';

/** The order whose balance is being paid (the customer's own; the server checks). */
export const useOrderToPay = (trackingId: string) => useQuery(bookingQuery(trackingId));
