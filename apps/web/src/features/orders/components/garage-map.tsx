import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons';
import { useT } from '../../../lib/i18n';

/**
 * One small image from each host the embedded map needs (its page, its tiles). An iframe tells its
 * page nothing when it fails (a blocked frame still "loads", as an error page), so these decide.
 */
const MAP_PROBES = ['https://www.openstreetmap.org/favicon.ico', 'https://tile.openstreetmap.org/0/0/0.png'];
/** A map that has not answered by then is taken as unreachable: the address is better than a blank box. */
const PROBE_TIMEOUT_MS = 6000;

const reachable = (src: string) =>
  new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    image.src = src;
  });

type MapState = 'checking' | 'shown' | 'unavailable';

function useMapState(): MapState {
  const [state, setState] = useState<MapState>('checking');
  useEffect(() => {
    let current = true;
    void Promise.all(MAP_PROBES.map(reachable)).then((results) => current && setState(results.every(Boolean) ? 'shown' : 'unavailable'));
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The garage on an OpenStreetMap embed, and a link for directions in the customer's maps app; without the map, its address and the link. */
export function GarageMap({ name, lat, lng, address }: { name: string; lat: number; lng: number; address: string }) {
  const { t } = useT();
  const state = useMapState();
  const d = 0.01;
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - d},${lat - d},${lng + d},${lat + d}&layer=mapnik&marker=${lat},${lng}`;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  return (
    <section aria-labelledby="map-heading" className="space-y-2">
      <h2 id="map-heading" className="text-lg font-bold">
        {t('orders.map.heading')}
      </h2>
      {state === 'shown' ? (
        <>
          <p className="text-sm text-slate-700">
            {name}, {address}
          </p>
          <iframe title={t('orders.map.title', { name })} src={embed} loading="lazy" className="h-64 w-full rounded-lg border border-slate-200" />
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <a
              href={directions}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('orders.map.directions')}
            </a>
            <span className="text-slate-600">
              {t('orders.map.credit')}{' '}
              <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" className="underline">
                {'OpenStreetMap'}
              </a>{' '}
              {t('orders.map.contributors')}
            </span>
          </div>
        </>
      ) : (
        // While the map is checked and when it cannot load: where the garage is and the way there, in the map's place.
        <div
          data-testid="map-fallback"
          className="flex h-64 flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-brand-50 p-4 text-center"
        >
          <span className="grid size-12 place-items-center rounded-full bg-white text-brand-600 ring-1 ring-brand-100">
            <Icon name="pin" className="size-6" />
          </span>
          <p className="text-sm text-slate-800">
            <span className="block font-semibold text-slate-900">{name}</span>
            {address}
          </p>
          <a
            href={directions}
            target="_blank"
            rel="noreferrer"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('orders.map.directions')}
          </a>
          {state === 'unavailable' ? <p className="text-xs text-slate-600">{t('orders.map.unavailable')}</p> : null}
        </div>
      )}
    </section>
  );
}
