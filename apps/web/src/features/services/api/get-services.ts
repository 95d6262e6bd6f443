import type { Service } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ServicePoint } from '../../../lib/location';

/**
 * Services offered near a point, in the chosen city when there is one, nearest garage first; all categories or one. Priced for the chosen car
 * model; without one the server gives each service's lowest ("from") price.
 */
export const servicesQuery = (point: ServicePoint, categoryId: number | null, modelId: number | null) =>
  queryOptions({
    queryKey: ['services', categoryId ?? 'all', point.latitude, point.longitude, point.cityId ?? 'any-city', modelId ?? 'any-car'],
    queryFn: ({ signal }) =>
      api.get<Service[]>(
        categoryId === null ? '/services' : `/services/category/${categoryId}`,
        {
          latitude: point.latitude,
          longitude: point.longitude,
          ...(point.cityId === null ? {} : { city: point.cityId }),
          ...(modelId === null ? {} : { model: modelId }),
        },
        signal,
      ),
  });

export const useServices = (point: ServicePoint | null, categoryId: number | null, modelId: number | null) =>
  useQuery({ ...servicesQuery(point ?? { latitude: 0, longitude: 0, source: 'city', cityId: null }, categoryId, modelId), enabled: point !== null });
