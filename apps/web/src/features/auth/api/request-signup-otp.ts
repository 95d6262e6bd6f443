import type { OtpSent, RegisterBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const requestSignupOtp = (body: RegisterBody) => request<OtpSent>('/auth/otp/register', { method: 'POST', body, allowUnauthorized: true });

export const useRequestSignupOtp = () => useMutation({ mutationFn: requestSignupOtp });
