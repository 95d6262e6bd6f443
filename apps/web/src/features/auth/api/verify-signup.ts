import type { LoginResult, VerifySignupBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useRememberSignedIn } from './verify-login';

/** Creates the account and, like a login, starts a session (the cookie) on this device. */
export const verifySignup = (body: VerifySignupBody) => request<LoginResult>('/auth/otp/register/verify', { method: 'POST', body, allowUnauthorized: true });

export function useVerifySignup() {
  const rememberSignedIn = useRememberSignedIn();
  return useMutation({ mutationFn: verifySignup, onSuccess: ({ data }) => rememberSignedIn(data) });
}
