import { CITY_RADIUS_KM, type City, haversineKm } from '@carseva/shared';
import { useState } from 'react';
import { ChoiceGrid } from './choice-grid';
import { Dialog } from './dialog';
import { useCities } from '../lib/catalog';
import { locateDevice, useLocationStore } from '../lib/location';
import { usePreferences } from '../lib/preferences';
import { useT } from '../lib/i18n';

/** The city we serve that a point lies in (the nearest centre within a city's radius), or null. */
function cityAround(cities: readonly City[], lat: number, lng: number): City | null {
  const distances = cities.map((city) => ({ city, km: haversineKm(city.latitude, city.longitude, lat, lng) }));
  const nearest = distances.sort((a, b) => a.km - b.km)[0];
  return nearest && nearest.km <= CITY_RADIUS_KM ? nearest.city : null;
}

const asChosen = (city: City) => ({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude });

/**
 * 'Choose Your City': choosing one stores its name, id and centre and closes the popup; the chosen city
 * is the city served (ADR 50). "Near me" is the explicit choice of the device location: it chooses the
 * city that location is in.
 */
export function CityPicker({ open, onClose }: { open: boolean; onClose(): void }) {
  const cities = useCities();
  const chosen = usePreferences((s) => s.city);
  const chooseCity = usePreferences((s) => s.chooseCity);
  const { t } = useT();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function nearMe() {
    setLocating('busy');
    try {
      await locateDevice();
      const { lat, lng } = useLocationStore.getState();
      const around = lat === null || lng === null ? null : cityAround(cities.data ?? [], lat, lng);
      chooseCity(around && asChosen(around));
      setLocating('idle');
      onClose();
    } catch {
      setLocating('failed');
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('common.cityPicker.title')}>
      <div className="px-4 pt-4">
        <button
          type="button"
          onClick={() => void nearMe()}
          disabled={locating === 'busy'}
          className="w-full rounded-lg border border-brand-600 px-3 py-3 text-left font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {locating === 'busy' ? t('common.cityPicker.locating') : t('common.cityPicker.nearMe')}
        </button>
        <p role="status" aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
          {locating === 'failed' ? t('common.cityPicker.nearMeFailed') : null}
        </p>
      </div>
      <ChoiceGrid query={cities} className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
        {(city) => (
          <button
            type="button"
            aria-pressed={chosen?.id === city.id}
            onClick={() => {
              chooseCity(asChosen(city));
              onClose();
            }}
            className="w-full rounded-lg border border-slate-200 px-3 py-3 text-left font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
          >
            {city.name}
          </button>
        )}
      </ChoiceGrid>
    </Dialog>
  );
}
