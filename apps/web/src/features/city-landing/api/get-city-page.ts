import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityPage } from '../city-page';

/** A city page's data is a static file of the build; null when there is no such city. */
export const cityPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['city-page', slug],
    queryFn: async ({ signal }): Promise<CityPage | null> => {
      const response = await fetch(`/city-pages/${encodeURIComponent(slug)}.json`, { signal });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`We could not load this page (HTTP ${response.status}).`);
      return (await response.json()) as CityPage;
    },
    staleTime: Infinity,
  });

export const useCityPage = (slug: string) => useQuery(cityPageQuery(slug));
