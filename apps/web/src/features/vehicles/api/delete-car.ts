import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedCarsQuery } from '../../../lib/saved-cars';
import { useSession } from '../../../lib/session';

export const deleteCar = (id: number) => api.delete<undefined>(`/me/cars/${id}`);

/** Removes a car from My Cars (the server passes the default on when it was the default). */
export function useDeleteCar() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: deleteCar, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCarsQuery(userId).queryKey }) });
}
