import { useState } from 'react';
import { Button } from '../../../components/button';
import { LazyMap, type MapPoint } from '../../../components/map/lazy-map';
import { useServicePoint } from '../../../lib/location';
import { getPlace } from '../api/get-place';
import type { CheckoutForm } from '../use-checkout-form';
import { useT } from '../../../lib/i18n';

/**
 * The pickup's map pin: opened on request (the map's code loads only then), dragged or tapped to the
 * car's spot; the pincode there fills the field when the geocoder knows it. The text says where the pin is.
 */
export function PickupPin({ form }: { form: CheckoutForm }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [near, setNear] = useState<string | null>(null);
  const around = useServicePoint();
  const start: MapPoint | null = form.pin ?? (around ? { latitude: around.latitude, longitude: around.longitude } : null);

  async function moved(point: MapPoint) {
    form.dropPin(point, null);
    const place = await getPlace(point.latitude, point.longitude).catch(() => null);
    setNear(place?.location ?? null);
    if (place?.pincode) form.dropPin(point, place.pincode);
  }

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-700">{t('checkout.pin.title')}</p>
      <p aria-live="polite" className="text-sm text-slate-700" data-testid="pickup-pin-text">
        {form.pin
          ? t(near ? 'checkout.pin.setNear' : 'checkout.pin.set', { near, position: `${form.pin.latitude.toFixed(5)}, ${form.pin.longitude.toFixed(5)}` })
          : t('checkout.pin.none')}
      </p>
      {open && start ? (
        <>
          <LazyMap point={start} onMove={(point) => void moved(point)} label={t('checkout.pin.map')} className="h-64 w-full rounded-lg" />
          <p className="text-xs text-slate-600">{t('checkout.pin.drag')}</p>
        </>
      ) : (
        <Button size="xs" variant="outline" onClick={() => setOpen(true)} disabled={!start}>
          {form.pin ? t('checkout.pin.move') : t('checkout.pin.setOnMap')}
        </Button>
      )}
    </div>
  );
}
