import { type Brand, type CarModel, formatRegistration, type SavedCar } from '@carseva/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceGrid } from './choice-grid';
import { Dialog } from './dialog';
import { useBrands, useCarModels } from '../lib/catalog';
import { fuelLabel } from '../lib/fuel';
import { usePreferences } from '../lib/preferences';
import { useSavedCars } from '../lib/saved-cars';
import { useAddCar } from '../lib/saved-cars-add';
import { useSession } from '../lib/session';
import { type MessageId, useT } from '../lib/i18n';

const tile =
  'flex w-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center text-sm font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

const savedTile =
  'flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left text-sm font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50';

/** The signed-in customer's own cars (My Cars), offered before the brands: one tap chooses model and fuel. */
function SavedCarsChoice({ onChosen }: { onChosen(): void }) {
  const { data: cars } = useSavedCars();
  const chosenId = usePreferences((s) => s.car?.savedCarId ?? null);
  const chooseSavedCar = usePreferences((s) => s.chooseSavedCar);
  const { t } = useT();
  if (!cars || cars.length === 0) return null;
  return (
    <section aria-labelledby="saved-cars-title" className="border-b border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id="saved-cars-title" className="text-sm font-bold text-slate-700">
          {t('common.carPicker.yourCars')}
        </h3>
        <Link
          to="/profile/vehicle"
          onClick={onChosen}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('common.carPicker.manage')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {cars.map((car) => (
          <li key={car.id}>
            <button
              type="button"
              aria-pressed={chosenId === car.id}
              className={savedTile}
              onClick={() => {
                chooseSavedCar(car);
                onChosen();
              }}
            >
              <img src={car.brand.icon} alt="" width="40" height="40" loading="lazy" className="size-10" />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{car.nickname ?? `${car.brand.name} ${car.car_model.name}`}</span>
                <span className="block text-xs font-normal text-slate-600">
                  {car.nickname ? `${car.brand.name} ${car.car_model.name} · ` : null}
                  {car.registration_no ? `${formatRegistration(car.registration_no)} · ` : null}
                  {fuelLabel(car.fuel_type, t)}
                  {car.is_default ? ` · ${t('common.carPicker.default')}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TITLES: Record<'brand' | 'model' | 'fuel', MessageId> = {
  brand: 'common.carPicker.brandTitle',
  model: 'common.carPicker.modelTitle',
  fuel: 'common.carPicker.fuelTitle',
};

/**
 * The car chosen by hand becomes the customer's: one of their saved cars if it is already among them
 * (same model and fuel), else it is saved to My Cars for a signed-in customer. Prices follow it at once.
 */
function useChooseCar() {
  const signedIn = useSession((s) => s.user !== null);
  const { data: savedCars } = useSavedCars();
  const chooseCar = usePreferences((s) => s.chooseCar);
  const chooseSavedCar = usePreferences((s) => s.chooseSavedCar);
  const addCar = useAddCar();
  const isChosen = (car: SavedCar) => {
    const chosen = usePreferences.getState().car;
    return chosen?.modelId === car.car_model.id && chosen.fuelType === car.fuel_type;
  };
  return (brand: Brand, model: CarModel, fuelType: string) => {
    const saved = savedCars?.find((c) => c.car_model.id === model.id && c.fuel_type === fuelType);
    if (saved) return chooseSavedCar(saved);
    chooseCar(brand, model, fuelType);
    if (!signedIn) return;
    // Saving is a convenience: if it fails, the car stays chosen for this visit all the same.
    addCar.mutate(
      { body: { car_model: model.id, fuel_type: fuelType }, idempotencyKey: crypto.randomUUID() },
      { onSuccess: ({ data: car }) => isChosen(car) && chooseSavedCar(car) },
    );
  };
}

/** 'Choose Your Car' (brands), then 'Choose Your Model' for the chosen brand, then its fuel where it comes in more than one; each with a way back. */
export function CarPicker({ open, onClose, startBrand = null }: { open: boolean; onClose(): void; startBrand?: Brand | null }) {
  const [step, setStep] = useState<keyof typeof TITLES>(startBrand ? 'model' : 'brand');
  // The brand and model being chosen stay here until the fuel is: the car changes only when whole.
  const [brand, setBrand] = useState<Brand | null>(startBrand);
  const [model, setModel] = useState<CarModel | null>(null);
  const chooseCar = useChooseCar();
  const brands = useBrands();
  const models = useCarModels(step !== 'brand' && brand ? brand.id : null);
  const { t } = useT();

  const close = () => {
    setStep('brand');
    onClose();
  };
  const finish = (chosen: CarModel, fuelType: string) => {
    if (brand) chooseCar(brand, chosen, fuelType);
    close();
  };
  const back =
    step === 'brand' ? null : (
      <button
        type="button"
        onClick={() => setStep(step === 'fuel' ? 'model' : 'brand')}
        aria-label={t(step === 'fuel' ? 'common.carPicker.backToModels' : 'common.carPicker.backToBrands')}
        className="grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
    );

  return (
    <Dialog open={open} onClose={close} title={t(TITLES[step])} leading={back}>
      {step === 'brand' ? <SavedCarsChoice onChosen={close} /> : null}
      {step === 'brand' ? (
        <ChoiceGrid query={brands} className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-4">
          {(option) => (
            <button
              type="button"
              className={tile}
              onClick={() => {
                setBrand(option);
                setStep('model');
              }}
            >
              <img src={option.icon} alt="" width="48" height="48" loading="lazy" className="size-12" />
              {option.name}
            </button>
          )}
        </ChoiceGrid>
      ) : step === 'model' ? (
        <ChoiceGrid query={models} className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
          {(option) => (
            <button
              type="button"
              className={tile}
              onClick={() => {
                // A model sold in one fuel needs no fuel step.
                if (option.fuel_types.length === 1) return finish(option, option.fuel_types[0]!);
                setModel(option);
                setStep('fuel');
              }}
            >
              {option.name}
              <span className="text-xs font-normal text-slate-600">{option.fuel_types.map((fuel) => fuelLabel(fuel, t)).join(' · ')}</span>
            </button>
          )}
        </ChoiceGrid>
      ) : model ? (
        <ul aria-label={t('common.carPicker.fuelsOf', { model: model.name })} className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
          {model.fuel_types.map((fuel) => (
            <li key={fuel}>
              <button type="button" className={tile} onClick={() => finish(model, fuel)} aria-label={`${fuelLabel(fuel, t)} ${model.name}`}>
                {fuelLabel(fuel, t)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
