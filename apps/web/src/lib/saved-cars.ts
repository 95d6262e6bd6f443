import type { SavedCar } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { usePreferences } from './preferences';
import { useSession } from './session';

/**
 * The signed-in customer's cars (My Cars), read by the car picker, the layout and the My Cars page,
 * so they live here rather than in one feature. The key names the customer: one never sees another's.
 */
export const savedCarsQuery = (userId: number) =>
  queryOptions({ queryKey: ['me', userId, 'cars'], queryFn: ({ signal }) => api.get<SavedCar[]>('/me/cars', undefined, signal) });

/** The default car first; nothing is asked for a visitor. */
export function useSavedCars() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...savedCarsQuery(userId ?? 0), enabled: userId !== null });
}

/**
 * The default car fills the car choice (and so prices and bookings) whenever no model is chosen yet,
 * e.g. on a new device after logging in. A car the customer picked themselves is left alone.
 */
function useDefaultCarChoice(): void {
  const { data: cars } = useSavedCars();
  const hasModel = usePreferences((s) => s.car?.modelId != null);
  const chooseSavedCar = usePreferences((s) => s.chooseSavedCar);
  const defaultCar = cars?.find((c) => c.is_default);
  useEffect(() => {
    if (defaultCar && !hasModel) chooseSavedCar(defaultCar);
  }, [defaultCar, hasModel, chooseSavedCar]);
}

/** useDefaultCarChoice as a part that draws nothing, for a layout to render (after hydration). */
export function DefaultCarChoice(): null {
  useDefaultCarChoice();
  return null;
}
