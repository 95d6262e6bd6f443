import type { CatalogServiceChoice } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The master service list a new garage may start with. */
export const useServiceChoices = () =>
  useQuery({
    queryKey: ['admin', 'services'],
    queryFn: ({ signal }) => api.get<CatalogServiceChoice[]>('/admin/services', undefined, signal),
    staleTime: 5 * 60_000,
  });
