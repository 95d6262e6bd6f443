import type { HelpMessageBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A message to support about one of the customer's orders (`booking` is its tracking id). */
export const sendOrderHelp = (message: HelpMessageBody & { booking: string }) => api.post<undefined>('/contact/message', message);

export const useSendOrderHelp = () => useMutation({ mutationFn: sendOrderHelp });
