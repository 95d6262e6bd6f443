import type { SavedCar } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { savedCarsQuery } from '../../../lib/saved-cars';
import { useSession } from '../../../lib/session';

export const makeDefaultCar = (id: number) => api.post<SavedCar>(`/me/cars/${id}/default`, {});

/** Makes a car the default; it becomes the chosen car at once, so prices follow it. */
export function useMakeDefaultCar() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  const chooseSavedCar = usePreferences((s) => s.chooseSavedCar);
  return useMutation({
    mutationFn: makeDefaultCar,
    onSuccess: ({ data }) => {
      chooseSavedCar(data);
      return queryClient.invalidateQueries({ queryKey: savedCarsQuery(userId).queryKey });
    },
  });
}
