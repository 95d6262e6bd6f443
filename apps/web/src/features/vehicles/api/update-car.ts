import type { CarPatch, SavedCar } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedCarsQuery } from '../../../lib/saved-cars';
import { useSession } from '../../../lib/session';

export const updateCar = ({ id, patch }: { id: number; patch: CarPatch }) => api.patch<SavedCar>(`/me/cars/${id}`, patch);

/** Changes a car's model, fuel, number or nickname. */
export function useUpdateCar() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: updateCar, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCarsQuery(userId).queryKey }) });
}
