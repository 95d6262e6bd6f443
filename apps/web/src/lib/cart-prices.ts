import type { ServicePrice } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { useCart } from './cart';
import { carLabel, usePreferences } from './preferences';

/** The server's prices of these services for a car model (without one, the "from" prices). */
export const cartPricesQuery = (ids: string, modelId: number | null) =>
  queryOptions({
    queryKey: ['cart-prices', ids, modelId ?? 'any-car'],
    queryFn: ({ signal }) => api.get<ServicePrice[]>('/services/prices', { ids, ...(modelId === null ? {} : { model: modelId }) }, signal),
    staleTime: 0,
  });

/**
 * Keeps the cart priced for the chosen car: when the car is not the one the cart was priced for, the
 * server prices the cart again (never the browser) and the cart says what changed. Used by every
 * screen that shows the cart's prices; `repricing` is true until the cart's prices are the car's.
 */
export function useCartPricedForCar() {
  const car = usePreferences((s) => s.car);
  const modelId = car?.modelId ?? null;
  const ids = useCart((s) => s.items.map((i) => i.id).join(','));
  const pricedFor = useCart((s) => s.pricedFor);
  const repricing = ids !== '' && pricedFor !== modelId;
  const prices = useQuery({ ...cartPricesQuery(ids, modelId), enabled: repricing });
  const carName = carLabel(car) ?? 'car';

  useEffect(() => {
    if (repricing && prices.data) useCart.getState().reprice(prices.data, modelId, carName);
  }, [repricing, prices.data, modelId, carName]);

  return { repricing, failed: repricing && prices.isError, retry: () => void prices.refetch() };
}

export type CartPricing = ReturnType<typeof useCartPricedForCar>;
