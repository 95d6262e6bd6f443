import type { AccountUser, VerifySignupBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const verifySignup = (body: VerifySignupBody) => request<AccountUser>('/auth/otp/register/verify', { method: 'POST', body, allowUnauthorized: true });

export const useVerifySignup = () => useMutation({ mutationFn: verifySignup });
