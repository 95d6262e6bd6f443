import type { CarBody, SavedCar } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { savedCarsQuery } from './saved-cars';
import { useSession } from './session';

export interface AddCarInput {
  body: CarBody;
  /** The form's key: a retried submission adds the car once. */
  idempotencyKey: string;
}

export const addCar = ({ body, idempotencyKey }: AddCarInput) => api.post<SavedCar>('/me/cars', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Adds a car to My Cars (from its form, or the car chosen in the car picker); the list, and so the pickers, follow. */
export function useAddCar() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: addCar, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCarsQuery(userId).queryKey }) });
}
