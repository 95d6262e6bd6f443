import type { AppLinkBody } from '@carseva/shared';
import { api } from '../../../lib/api-client';
import { useSend } from './use-send';

/** Texts the installable app's address to the number, in the page's language. */
export const sendAppLink = (body: AppLinkBody) => api.post<undefined>('/app-link', body);

export const useSendAppLink = () => useSend(sendAppLink);
