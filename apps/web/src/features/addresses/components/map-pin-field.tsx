import { useState } from 'react';
import { Button } from '../../../components/button';
import { currentPosition } from '../../../lib/location';
import { getPlace } from '../api/get-place';
import { type MessageId, useT } from '../../../lib/i18n';

export interface MapPin {
  latitude: number;
  longitude: number;
}

/** What the device location tells the form: the pin, and the pincode there when the geocoder knows it. */
export interface LocatedPlace {
  pin: MapPin;
  pincode: string | null;
  location: string | null;
}

const LOCATION_REFUSED: MessageId = 'account.mapPin.refused';
const LOCATION_FAILED: MessageId = 'account.mapPin.failed';

/** "Use my location": the device's position as the address's map pin (the Geolocation API), named through our geocoder. */
export function MapPinField({ pin, onLocated, onClear }: { pin: MapPin | null; onLocated(place: LocatedPlace): void; onClear(): void }) {
  const { t } = useT();
  const [state, setState] = useState<{ busy: boolean; problem: MessageId | null; near: string | null }>({ busy: false, problem: null, near: null });

  async function locate() {
    if (!('geolocation' in navigator)) {
      setState({ busy: false, problem: LOCATION_FAILED, near: null });
      return;
    }
    setState({ busy: true, problem: null, near: null });
    try {
      const { coords } = await currentPosition();
      const located: MapPin = { latitude: Number(coords.latitude.toFixed(6)), longitude: Number(coords.longitude.toFixed(6)) };
      // The pin alone is worth keeping; the place's name and pincode are a help when the geocoder knows them.
      const place = await getPlace(located.latitude, located.longitude).catch(() => null);
      onLocated({ pin: located, pincode: place?.pincode ?? null, location: place?.location ?? null });
      setState({ busy: false, problem: null, near: place?.location ?? null });
    } catch (error) {
      const refused = (error as GeolocationPositionError).code === 1;
      setState({ busy: false, problem: refused ? LOCATION_REFUSED : LOCATION_FAILED, near: null });
    }
  }

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-700">{t('account.mapPin.title')}</p>
      <div aria-live="polite" className="text-sm text-slate-700">
        {pin ? (
          <p>
            {t(state.near ? 'account.mapPin.savedNear' : 'account.mapPin.saved', {
              near: state.near,
              position: `${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}`,
            })}
          </p>
        ) : (
          <p>{t('account.mapPin.invite')}</p>
        )}
        {state.problem ? (
          <p role="alert" className="mt-1 font-medium text-red-700">
            {t(state.problem)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="xs" variant="outline" onClick={() => void locate()} disabled={state.busy}>
          {state.busy ? t('account.mapPin.finding') : pin ? t('account.mapPin.useAgain') : t('account.mapPin.use')}
        </Button>
        {pin ? (
          <Button size="xs" variant="secondary" onClick={onClear} disabled={state.busy}>
            {t('account.mapPin.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
