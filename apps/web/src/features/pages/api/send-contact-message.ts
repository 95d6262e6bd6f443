import type { ContactMessageBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (message: ContactMessageBody) => api.post<undefined>('/contact/message', message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
