import { formatRegistration, type SavedCar } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { fuelLabel } from '../../../lib/fuel';
import { useT } from '../../../lib/i18n';

interface CarCardProps {
  car: SavedCar;
  busy: boolean;
  onMakeDefault(): void;
  onEdit(): void;
  onRemove(): void;
}

/** One saved car: its brand and model, plate, fuel and nickname, and what can be done with it. */
export function CarCard({ car, busy, onMakeDefault, onEdit, onRemove }: CarCardProps) {
  const { t } = useT();
  const title = `${car.brand.name} ${car.car_model.name}`;
  const plate = car.registration_no ? formatRegistration(car.registration_no) : null;
  // Cars chosen in the car picker have no number until the customer adds one.
  const named = plate ? `${title} ${plate}` : title;
  return (
    <Card as="li" className="flex flex-col gap-3 sm:flex-row sm:items-center" aria-label={car.nickname ? `${car.nickname}, ${title}` : title}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img src={car.brand.icon} alt="" width="48" height="48" className="size-12 shrink-0" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
            {car.nickname ?? title}
            {car.is_default ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                {t('account.cars.default')}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">
            {car.nickname ? `${title} · ` : null}
            {fuelLabel(car.fuel_type, t)}
          </p>
          {plate ? (
            <p className="mt-1 inline-block rounded border border-slate-400 px-1.5 font-mono text-sm font-semibold tracking-wider text-slate-900">{plate}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {car.is_default ? null : (
          <Button size="xs" variant="outline" onClick={onMakeDefault} disabled={busy} aria-label={t('account.cars.makeDefaultLabel', { car: named })}>
            {t('account.cars.makeDefault')}
          </Button>
        )}
        <Button size="xs" variant="secondary" onClick={onEdit} disabled={busy} aria-label={t('account.saved.editLabel', { name: named })}>
          {t('account.saved.edit')}
        </Button>
        <Button size="xs" variant="secondary" onClick={onRemove} disabled={busy} aria-label={t('account.saved.removeLabel', { name: named })}>
          {t('account.saved.remove')}
        </Button>
      </div>
    </Card>
  );
}
