import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Where the map's tiles come from (GET /map): OpenStreetMap's tile server by default, our own stand-in tiles offline. */
export interface MapTiles {
  /** A tile URL template with {z}, {x} and {y}. */
  tiles: string;
  attribution: string;
  max_zoom: number;
}

export const mapTilesQuery = () =>
  queryOptions({
    queryKey: ['map', 'tiles'],
    queryFn: ({ signal }) => api.get<MapTiles>('/map', undefined, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useMapTiles = () => useQuery(mapTilesQuery());
