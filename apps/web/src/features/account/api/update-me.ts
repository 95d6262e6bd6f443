import type { AccountUser, ProfileUpdateBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { meQueryOptions } from './get-me';

export const updateMe = (body: ProfileUpdateBody) => api.put<AccountUser>('/auth/me', body);

/** Saves name and email; the header and menu, which read the session store, follow at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ data }) => {
      // The answer is the account alone: roles and the referral code stay as loaded.
      queryClient.setQueryData(meQueryOptions().queryKey, (before) => (before ? { ...before, ...data } : before));
      signIn(data);
    },
  });
}
