import type { AccountSession } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { sessionsQueryOptions } from './get-sessions';

export const revokeSession = (id: number) => request<undefined>(`/auth/sessions/${id}`, { method: 'DELETE' });

/**
 * Signs one device out. Another device: the list is fetched again. This device: the session is
 * over, so the client forgets the customer as a logout does (and fetches nothing that would 401).
 */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: AccountSession) => revokeSession(session.id),
    onSuccess: (_, session) => {
      if (!session.current) return queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
      useSession.getState().signOut();
      queryClient.clear();
    },
  });
}
