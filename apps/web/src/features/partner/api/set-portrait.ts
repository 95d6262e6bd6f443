import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const setPortrait = (garageId: number, id: string) => api.post<unknown>(`/partner/garages/${garageId}/staff/me/photo`, { id }).then(() => undefined);

/** Makes a ready photo the signed-in staff member's portrait at the garage (customers see it once they are their buddy). */
export const useSetPortrait = (garageId: number) => useMutation({ mutationFn: (id: string) => setPortrait(garageId, id) });
