import { conditionReportBody, fuelLevel, REQUIRED_PICKUP_SLOTS, type BuddyLeg, type FuelLevel } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { PhotoSlotInput, usePhotoSlots } from './photo-slots';
import { button, input, label } from './ui';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRecordReport } from '../api/record-report';
import { FUEL_WORDS } from '../../../lib/legs';

/**
 * The car's condition at the door, before the handover: the odometer, the fuel (at pickup), existing
 * scratches, and the five photos (front, rear, both sides, dashboard), each uploaded as soon as it is taken.
 */
export function ReportForm({ leg, newPhotoId }: { leg: BuddyLeg; newPhotoId?: () => string }) {
  const { t } = useT();
  const id = useId();
  const atPickup = leg.kind === 'pickup';
  const photos = usePhotoSlots(leg.tracking_id, newPhotoId);
  const record = useRecordReport(leg.tracking_id, leg.kind);
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState<FuelLevel | ''>('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const uploaded = REQUIRED_PICKUP_SLOTS.filter((slot) => photos.slots[slot]?.state === 'done');
  const busy = REQUIRED_PICKUP_SLOTS.some((slot) => photos.slots[slot]?.state === 'uploading');

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (atPickup && !fuel) found.fuel_level = t('partner.report.fuelProblem');
    // At pickup all five photos; at handback, the same five again.
    if (uploaded.length < REQUIRED_PICKUP_SLOTS.length) found.photos = t('partner.report.photosProblem', { count: uploaded.length });
    const body = {
      odometer_km: odometer.trim() === '' ? Number.NaN : Number(odometer),
      fuel_level: fuel || null,
      notes: notes.trim() || null,
      photos: uploaded.map((slot) => ({ id: photos.slots[slot]!.id, slot })),
    };
    const parsed = conditionReportBody.safeParse(body);
    const schemaErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (schemaErrors.odometer_km) schemaErrors.odometer_km = t('partner.report.odometerProblem');
    const all = { ...schemaErrors, ...found };
    setErrors(all);
    if (Object.keys(all).length > 0 || !parsed.success) return;
    record.mutate(parsed.data, {
      onError: (error) =>
        setErrors(error instanceof ApiError && error.errors ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])) : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {atPickup ? t('partner.report.atPickup') : t('partner.report.atHandback')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-odometer`} className={label}>
            {t('partner.report.odometer')}
          </label>
          <input
            id={`${id}-odometer`}
            inputMode="numeric"
            autoComplete="off"
            value={odometer}
            onChange={(e) => setOdometer(e.target.value.replace(/\D/g, '').slice(0, 7))}
            aria-invalid={errors.odometer_km ? true : undefined}
            aria-describedby={errors.odometer_km ? `${id}-odometer-error` : undefined}
            className={input}
          />
          {errors.odometer_km ? (
            <p id={`${id}-odometer-error`} className="mt-1 text-sm font-semibold text-red-700">
              {errors.odometer_km}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-fuel`} className={label}>
            {atPickup ? t('partner.report.fuel') : t('partner.report.fuelOptional')}
          </label>
          <select
            id={`${id}-fuel`}
            value={fuel}
            onChange={(e) => setFuel(e.target.value as FuelLevel | '')}
            aria-invalid={errors.fuel_level ? true : undefined}
            aria-describedby={errors.fuel_level ? `${id}-fuel-error` : undefined}
            className={input}
          >
            <option value="">{t('partner.legs.chooseOption')}</option>
            {fuelLevel.options.map((level) => (
              <option key={level} value={level}>
                {t(FUEL_WORDS[level])}
              </option>
            ))}
          </select>
          {errors.fuel_level ? (
            <p id={`${id}-fuel-error`} className="mt-1 text-sm font-semibold text-red-700">
              {errors.fuel_level}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className={label}>
          {atPickup ? t('partner.report.scratches') : t('partner.report.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          className={`${input} py-2`}
        />
        {errors.notes ? <p className="mt-1 text-sm font-semibold text-red-700">{errors.notes}</p> : null}
      </div>
      <fieldset>
        <legend className={label}>{t('partner.report.photos')}</legend>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {REQUIRED_PICKUP_SLOTS.map((slot) => (
            <PhotoSlotInput key={slot} slot={slot} upload={photos.slots[slot]} onTake={(file) => photos.take(slot, file)} onRetry={() => photos.retry(slot)} />
          ))}
        </ul>
        {errors.photos ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {errors.photos}
          </p>
        ) : null}
      </fieldset>
      {record.isError && !(record.error instanceof ApiError && record.error.errors) ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {record.error.message}
        </p>
      ) : null}
      <button type="submit" className={`${button.primary} w-full`} disabled={record.isPending || busy}>
        {record.isPending ? t('partner.saving') : busy ? t('partner.report.waiting') : t('partner.report.save')}
      </button>
    </form>
  );
}
