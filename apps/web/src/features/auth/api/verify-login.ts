import type { LoginResult, VerifyOtpBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const verifyLogin = (body: VerifyOtpBody) => request<LoginResult>('/auth/otp/login/verify', { method: 'POST', body, allowUnauthorized: true });

/** The server has set the session cookie; the client remembers who signed in, never the token. */
export function useRememberSignedIn() {
  const signIn = useSession((s) => s.signIn);
  return ({ token: _token, ...user }: LoginResult) => signIn(user);
}

export function useVerifyLogin() {
  const rememberSignedIn = useRememberSignedIn();
  return useMutation({ mutationFn: verifyLogin, onSuccess: ({ data }) => rememberSignedIn(data) });
}
