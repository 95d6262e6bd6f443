import type { AccountMe, AccountUser, WhatsAppUpdatesBody } from '@carseva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** The signed-in account as /auth/me gives it: the same key (and so the same cache entry) as My Profile's. */
const ME_KEY = ['auth', 'me'] as const;

export const setWhatsAppUpdates = (body: WhatsAppUpdatesBody) => api.put<AccountUser>('/auth/me/whatsapp', body);

/**
 * When the customer asked for order updates on WhatsApp (ISO time), null when they have not (or
 * stopped), undefined while it loads or when signed out.
 */
export function useWhatsAppOptIn(signedIn: boolean): string | null | undefined {
  const me = useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => api.get<AccountMe>('/auth/me', undefined, signal), staleTime: 0, enabled: signedIn });
  return me.data ? (me.data.whatsapp_opt_in_at ?? null) : undefined;
}

/** Turns order updates on WhatsApp on (the server records the consent and its time) or off; the account as loaded follows. */
export function useSetWhatsAppUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWhatsAppUpdates,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<AccountMe>(ME_KEY, (before) => (before ? { ...before, ...data } : before));
    },
  });
}
