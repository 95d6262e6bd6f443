import type { AddressBody, SavedAddress } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedAddressesQuery } from '../../../lib/saved-addresses';
import { useSession } from '../../../lib/session';

export interface AddAddressInput {
  body: AddressBody;
  /** The form's key: a retried submission saves the address once. */
  idempotencyKey: string;
}

export const addAddress = ({ body, idempotencyKey }: AddAddressInput) =>
  api.post<SavedAddress>('/me/addresses', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Saves a pickup address; checkout offers it from then on. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return useMutation({ mutationFn: addAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressesQuery(userId).queryKey }) });
}
