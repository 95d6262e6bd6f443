import type { OtpSent, RegisterRequestBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const requestSignupOtp = (body: RegisterRequestBody) => request<OtpSent>('/auth/otp/register', { method: 'POST', body, allowUnauthorized: true });

export const useRequestSignupOtp = () => useMutation({ mutationFn: requestSignupOtp });
