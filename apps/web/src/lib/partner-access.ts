import type { AccountMe } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

export type Roles = AccountMe['roles'];

/** What the signed-in user may do besides booking, as /auth/me says (keyed by user: a new sign-in asks again). */
export const rolesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['auth', 'roles', userId],
    queryFn: ({ signal }) => api.get<AccountMe>('/auth/me', undefined, signal).then((me) => me.roles),
    staleTime: 5 * 60_000,
  });

/** True for garage staff and CarSeva admins: they see the Partner entry. */
export const isPartner = (roles: Roles | undefined) => Boolean(roles && (roles.admin || roles.garages.length > 0));

/**
 * The signed-in user's roles; nothing is asked while nobody is signed in. `fresh` asks the server again
 * on mount (the console: someone added to a garage a minute ago is let in without signing in again).
 */
export function useRoles({ fresh = false }: { fresh?: boolean } = {}) {
  const userId = useSession((s) => s.user?.id);
  return useQuery({ ...rolesQuery(userId ?? 0), enabled: userId !== undefined, ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}
