import type { Quote } from '@carseva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The server's price for the cart (it alone decides amounts): subtotal, coupon discount, GST, total,
 * for the chosen car (prices depend on it; without one, the lowest band).
 */
export const quoteQuery = (services: number[], coupon: string | null, carModel: number | null) =>
  queryOptions({
    queryKey: ['quote', services.join(','), coupon ?? '', carModel ?? 'any-car'],
    queryFn: () => api.post<Quote>('/bookings/quote', { services, coupon, car_model: carModel }).then((r) => r.data),
    retry: false,
  });

export const useQuote = (services: number[], coupon: string | null, carModel: number | null) =>
  useQuery({ ...quoteQuery(services, coupon, carModel), enabled: services.length > 0, placeholderData: keepPreviousData });
