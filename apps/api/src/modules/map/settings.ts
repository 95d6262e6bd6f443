import type { MapSettings } from '@carseva/shared';

/** OpenStreetMap's own tile server: fine for light use under its tile usage policy. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
/** Our stand-in tiles, for tests and machines without internet. */
export const LOCAL_TILES_PATH = '/api/v1/map/tiles/{z}/{x}/{y}.png';

export interface MapConfig {
  MAP_TILES: string;
  MAP_ATTRIBUTION?: string;
  MAP_MAX_ZOOM: number;
}

/** What the web app is told about the map, from the configuration. */
export function mapSettingsOf(config: MapConfig): MapSettings {
  const local = config.MAP_TILES === 'local';
  return {
    tiles: local ? LOCAL_TILES_PATH : config.MAP_TILES,
    attribution: config.MAP_ATTRIBUTION ?? (local ? 'Stand-in tiles (no map data)' : OSM_ATTRIBUTION),
    max_zoom: config.MAP_MAX_ZOOM,
  };
}

/**
 * The host the CSP's img-src must allow for the tiles, or null for our own: a `{s}` subdomain becomes
 * a wildcard (a.tile…, b.tile…).
 */
export function tileImageSource(tiles: string): string | null {
  if (tiles === 'local') return null;
  const url = new URL(tiles.replace(/\{s\}\./, 'sub-domain-placeholder.').replace(/\{[a-z]\}/g, '0'));
  return `${url.protocol}//${url.host.replace('sub-domain-placeholder.', '*.')}`;
}
