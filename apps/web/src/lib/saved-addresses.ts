import type { AddressLabel, SavedAddress } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { MessageId } from './i18n';
import { useSession } from './session';

/**
 * The signed-in customer's pickup addresses (My Addresses), read by checkout and the My Addresses
 * page, so they live here rather than in one feature. The key names the customer.
 */
export const savedAddressesQuery = (userId: number) =>
  queryOptions({ queryKey: ['me', userId, 'addresses'], queryFn: ({ signal }) => api.get<SavedAddress[]>('/me/addresses', undefined, signal) });

/** The last used first; nothing is asked for a visitor. */
export function useSavedAddresses() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...savedAddressesQuery(userId ?? 0), enabled: userId !== null });
}

/** The same labels as messages of the common catalogue (My Addresses and checkout both name them). */
export const ADDRESS_LABEL_MESSAGES: Record<AddressLabel, MessageId> = {
  home: 'common.addressLabel.home',
  work: 'common.addressLabel.work',
  other: 'common.addressLabel.other',
};
