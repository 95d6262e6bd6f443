import type { AddressPatch, SavedAddress } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedAddressesQuery } from '../../../lib/saved-addresses';
import { useSession } from '../../../lib/session';

export const updateAddress = ({ id, patch }: { id: number; patch: AddressPatch }) => api.patch<SavedAddress>(`/me/addresses/${id}`, patch);

/** Changes an address's label, text, pincode or map pin. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }) });
}
