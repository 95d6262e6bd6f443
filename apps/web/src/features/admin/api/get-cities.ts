import type { City } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useCities = () => useQuery({ queryKey: ['admin', 'cities'], queryFn: ({ signal }) => api.get<City[]>('/cities', undefined, signal), staleTime: 60 * 60_000 });
