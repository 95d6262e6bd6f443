import 'leaflet/dist/leaflet.css';
import { divIcon, map as createMap, marker as createMarker, tileLayer, type Map as LeafletMap, type Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapTiles } from '../../lib/map-tiles';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface LeafletMapProps {
  tiles: MapTiles;
  /** The one marker, and where the map is centred. */
  point: MapPoint;
  zoom?: number;
  /** The marker may be dragged (and the map tapped) to move it; called with where it was let go. */
  onMove?(point: MapPoint): void;
  className?: string;
}

/** A marker drawn by CSS (no image files to resolve): a pin for a place, a dot for a moving buddy. */
const pinIcon = (moving: boolean) =>
  divIcon({
    className: '',
    html: moving
      ? '<span style="display:block;width:18px;height:18px;border-radius:9999px;background:#f97316;border:3px solid #fff;box-shadow:0 0 0 2px #f97316"></span>'
      : '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#1d4ed8;border:3px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 3px rgba(0,0,0,.4)"></span>',
    iconSize: moving ? [18, 18] : [22, 22],
    iconAnchor: moving ? [9, 9] : [11, 22],
  });

const round6 = (n: number) => Number(n.toFixed(6));

/** Leaflet, created once per element and updated in place; loaded only by the pages that show a map (see LazyMap). */
export default function LeafletMapView({ tiles, point, zoom = 15, onMove, className }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);
  const draggable = onMove !== undefined;

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, { zoomControl: true, attributionControl: true }).setView([point.latitude, point.longitude], zoom);
    tileLayer(tiles.tiles, { attribution: tiles.attribution, maxZoom: tiles.max_zoom }).addTo(map);
    const marker = createMarker([point.latitude, point.longitude], { icon: pinIcon(!draggable), draggable, keyboard: false }).addTo(map);
    if (draggable) {
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        moveRef.current?.({ latitude: round6(at.lat), longitude: round6(at.lng) });
      });
      map.on('click', (event) => {
        marker.setLatLng(event.latlng);
        moveRef.current?.({ latitude: round6(event.latlng.lat), longitude: round6(event.latlng.lng) });
      });
    }
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is made once per tile source; the point moves below without remaking it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles.tiles, draggable]);

  useEffect(() => {
    const marker = markerRef.current;
    const map = mapRef.current;
    if (!marker || !map) return;
    const at = marker.getLatLng();
    if (at.lat === point.latitude && at.lng === point.longitude) return;
    marker.setLatLng([point.latitude, point.longitude]);
    map.panTo([point.latitude, point.longitude]);
  }, [point.latitude, point.longitude]);

  return <div ref={element} className={className ?? 'h-56 w-full rounded-lg'} />;
}
