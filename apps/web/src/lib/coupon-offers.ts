import type { CouponOffer } from '@carseva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

/**
 * The coupons this customer can use now on the cart, for its car (without one, the lowest band): the
 * server's terms and savings, the best first.
 */
export const useCouponOffers = (services: readonly number[], carModel: number | null, enabled = true) =>
  useQuery({
    queryKey: ['coupon-offers', services.join(','), carModel ?? 0],
    queryFn: () => api.post<CouponOffer[]>('/bookings/offers', { services, car_model: carModel }).then((r) => r.data),
    enabled: enabled && services.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Why the server refused the cart's coupon, when that is what it refused (its dates, limits, minimum, or no such code). */
export function couponRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errors?.coupon?.[0]) return error.errors.coupon[0];
  return error.code.includes('COUPON') ? error.message : null;
}
