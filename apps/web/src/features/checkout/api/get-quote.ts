import type { Quote } from '@carseva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The server's price for the cart (it alone decides amounts): subtotal, coupon discount, GST, total,
 * for the chosen car (prices depend on it).
 */
export const quoteQuery = (services: number[], coupon: string | null, carModel: number) =>
  queryOptions({
    queryKey: ['quote', services.join(','), coupon ?? '', carModel],
    queryFn: () => api.post<Quote>('/bookings/quote', { services, coupon, car_model: carModel }).then((r) => r.data),
    retry: false,
  });

/** Asked only once the car is known and the cart is priced for it: no total is shown as final before. */
export const useQuote = (services: number[], coupon: string | null, carModel: number | null, enabled: boolean) =>
  useQuery({ ...quoteQuery(services, coupon, carModel ?? 0), enabled: enabled && carModel !== null && services.length > 0, placeholderData: keepPreviousData });
