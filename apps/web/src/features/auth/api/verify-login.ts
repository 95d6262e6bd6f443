import type { LoginResult, VerifyOtpBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const verifyLogin = (body: VerifyOtpBody) => request<LoginResult>('/auth/otp/login/verify', { method: 'POST', body, allowUnauthorized: true });

/** Confirms the code; the server sets the session cookie, the client remembers who signed in. */
export function useVerifyLogin() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: verifyLogin,
    onSuccess: ({ data: { token: _token, ...user } }) => signIn(user),
  });
}
