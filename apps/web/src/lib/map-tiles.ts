import type { MapSettings } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Where the map's tiles come from (GET /map): OpenStreetMap's tile server by default, our own stand-in tiles offline. */
export type MapTiles = MapSettings;

export const mapTilesQuery = () =>
  queryOptions({
    queryKey: ['map', 'tiles'],
    queryFn: ({ signal }) => api.get<MapTiles>('/map', undefined, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useMapTiles = () => useQuery(mapTilesQuery());
