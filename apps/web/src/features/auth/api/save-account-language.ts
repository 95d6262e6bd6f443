import type { Language } from '@carseva/shared';
import { api } from '../../../lib/api-client';

/** Keeps the language on the signed-in account (the server's messages follow it); a failure leaves the account as it was. */
export const saveAccountLanguage = (language: Language) => api.put('/auth/me', { language }).catch(() => undefined);
