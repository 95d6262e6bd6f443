import { lazy, Suspense } from 'react';
import type { LeafletMapProps } from './leaflet-map';
import { useMapTiles } from '../../lib/map-tiles';

export type { MapPoint } from './leaflet-map';

/** Leaflet and its styles come in their own chunk, only when a map is on the screen. */
const LeafletMapView = lazy(() => import('./leaflet-map'));

type LazyMapProps = Omit<LeafletMapProps, 'tiles'> & {
  /** What the map shows, for screen readers; the text beside the map says the same for everyone. */
  label: string;
};

/**
 * A small map with one marker. Decorative beside the text that says the same (address, distance,
 * arrival): while it loads, or if the tile settings cannot be had, a plain box stands in its place.
 */
export function LazyMap({ label, className = 'h-56 w-full rounded-lg', ...props }: LazyMapProps) {
  const tiles = useMapTiles();
  const box = `${className} overflow-hidden bg-slate-100 ring-1 ring-slate-200`;
  if (!tiles.data) return <div className={box} aria-hidden="true" data-testid="map-placeholder" />;
  return (
    <div role="img" aria-label={label} className="relative isolate z-0">
      <Suspense fallback={<div className={box} aria-hidden="true" data-testid="map-placeholder" />}>
        <LeafletMapView tiles={tiles.data} className={box} {...props} />
      </Suspense>
    </div>
  );
}
