import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedAddressesQuery } from '../../../lib/saved-addresses';
import { useSession } from '../../../lib/session';

export const deleteAddress = (id: number) => api.delete<undefined>(`/me/addresses/${id}`);

/** Removes a saved address. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }) });
}
