import type { Service } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ServicePoint } from '../../../lib/location';

/** Services offered near a point, nearest garage first; all categories or one. */
export const servicesQuery = (point: ServicePoint, categoryId: number | null) =>
  queryOptions({
    queryKey: ['services', categoryId ?? 'all', point.latitude, point.longitude],
    queryFn: ({ signal }) =>
      api.get<Service[]>(categoryId === null ? '/services' : `/services/category/${categoryId}`, { latitude: point.latitude, longitude: point.longitude }, signal),
  });

export const useServices = (point: ServicePoint | null, categoryId: number | null) =>
  useQuery({ ...servicesQuery(point ?? { latitude: 0, longitude: 0, source: 'city' }, categoryId), enabled: point !== null });
