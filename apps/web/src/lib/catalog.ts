import type { Brand, CarModel, Category, City } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The catalog lists shared by the home page, the pickers and the services page. They change rarely. */
const CATALOG_STALE_MS = 30 * 60_000;

export const citiesQuery = () =>
  queryOptions({ queryKey: ['cities'], queryFn: ({ signal }) => api.get<City[]>('/cities', undefined, signal), staleTime: CATALOG_STALE_MS });

export const brandsQuery = () =>
  queryOptions({ queryKey: ['brands'], queryFn: ({ signal }) => api.get<Brand[]>('/brands', undefined, signal), staleTime: CATALOG_STALE_MS });

export const carModelsQuery = (brandId: number) =>
  queryOptions({
    queryKey: ['car-models', brandId],
    queryFn: ({ signal }) => api.get<CarModel[]>(`/car/models/${brandId}`, undefined, signal),
    staleTime: CATALOG_STALE_MS,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api.get<Category[]>('/categories', undefined, signal),
    staleTime: CATALOG_STALE_MS,
  });

export const useCities = () => useQuery(citiesQuery());
export const useBrands = () => useQuery(brandsQuery());
export const useCarModels = (brandId: number | null) => useQuery({ ...carModelsQuery(brandId ?? 0), enabled: brandId !== null });
export const useCategories = () => useQuery(categoriesQuery());
