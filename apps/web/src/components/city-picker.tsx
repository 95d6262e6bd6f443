import { ChoiceGrid } from './choice-grid';
import { Dialog } from './dialog';
import { useCities } from '../lib/catalog';
import { usePreferences } from '../lib/preferences';
import { useT } from '../lib/i18n';

/** 'Choose Your City': choosing one stores its name, id and centre and closes the popup. */
export function CityPicker({ open, onClose }: { open: boolean; onClose(): void }) {
  const cities = useCities();
  const chosen = usePreferences((s) => s.city);
  const chooseCity = usePreferences((s) => s.chooseCity);
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('common.cityPicker.title')}>
      <ChoiceGrid query={cities} className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
        {(city) => (
          <button
            type="button"
            aria-pressed={chosen?.id === city.id}
            onClick={() => {
              chooseCity({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude });
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
