import type { LoginBody, OtpSent } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const requestLoginOtp = (body: LoginBody) => request<OtpSent>('/auth/otp/login', { method: 'POST', body, allowUnauthorized: true });

export const useRequestLoginOtp = () => useMutation({ mutationFn: requestLoginOtp });
