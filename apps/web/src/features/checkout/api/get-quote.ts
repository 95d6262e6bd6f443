import type { Quote } from '@carseva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server's price for the cart (it alone decides amounts): subtotal, coupon discount, GST, total. */
export const quoteQuery = (services: number[], coupon: string | null) =>
  queryOptions({
    queryKey: ['quote', services.join(','), coupon ?? ''],
    queryFn: () => api.post<Quote>('/bookings/quote', { services, coupon }).then((r) => r.data),
    retry: false,
  });

export const useQuote = (services: number[], coupon: string | null) =>
  useQuery({ ...quoteQuery(services, coupon), enabled: services.length > 0, placeholderData: keepPreviousData });
