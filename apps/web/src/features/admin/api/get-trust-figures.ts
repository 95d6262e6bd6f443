import type { GarageTrustFigures } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every garage with work in the last 30 days, most warranty claims per 100 jobs first. */
export const useTrustFigures = () =>
  useQuery({ queryKey: ['admin', 'trust-figures'], queryFn: ({ signal }) => api.get<GarageTrustFigures[]>('/admin/trust-figures', undefined, signal) });

/** One garage over the last 30 days, zeros where it had no work (null: no such garage). */
export const useGarageTrustFigures = (garageId: number) =>
  useQuery({
    queryKey: ['admin', 'trust-figures', garageId],
    queryFn: ({ signal }) => api.get<GarageTrustFigures | null>(`/admin/garages/${garageId}/trust-figures`, undefined, signal),
  });
