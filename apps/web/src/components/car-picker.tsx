import { formatRegistration } from '@carseva/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceGrid } from './choice-grid';
import { Dialog } from './dialog';
import { useBrands, useCarModels } from '../lib/catalog';
import { fuelLabel } from '../lib/fuel';
import { usePreferences } from '../lib/preferences';
import { useSavedCars } from '../lib/saved-cars';

const tile =
  'flex w-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center text-sm font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

const savedTile =
  'flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left text-sm font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50';

/** The signed-in customer's own cars (My Cars), offered before the brands: one tap chooses model and fuel. */
function SavedCarsChoice({ onChosen }: { onChosen(): void }) {
  const { data: cars } = useSavedCars();
  const chosenId = usePreferences((s) => s.car?.savedCarId ?? null);
  const chooseSavedCar = usePreferences((s) => s.chooseSavedCar);
  if (!cars || cars.length === 0) return null;
  return (
    <section aria-labelledby="saved-cars-title" className="border-b border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id="saved-cars-title" className="text-sm font-bold text-slate-700">
          Your cars
        </h3>
        <Link to="/profile/vehicle" onClick={onChosen} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          Manage
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
                  {fuelLabel(car.fuel_type)}
                  {car.is_default ? ' · Default' : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Choose Your Car' (brands), then 'Choose Your Model' for the chosen brand, with a way back. */
export function CarPicker({ open, onClose }: { open: boolean; onClose(): void }) {
  const [step, setStep] = useState<'brand' | 'model'>('brand');
  const car = usePreferences((s) => s.car);
  const chooseBrand = usePreferences((s) => s.chooseBrand);
  const chooseModel = usePreferences((s) => s.chooseModel);
  const brands = useBrands();
  const models = useCarModels(step === 'model' && car ? car.brandId : null);

  const close = () => {
    setStep('brand');
    onClose();
  };
  const back =
    step === 'model' ? (
      <button
        type="button"
        onClick={() => setStep('brand')}
        aria-label="Back to brands"
        className="grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
    ) : null;

  return (
    <Dialog open={open} onClose={close} title={step === 'brand' ? 'Choose Your Car' : 'Choose Your Model'} leading={back}>
      {step === 'brand' ? <SavedCarsChoice onChosen={close} /> : null}
      {step === 'brand' ? (
        <ChoiceGrid query={brands} className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-4">
          {(brand) => (
            <button
              type="button"
              className={tile}
              onClick={() => {
                chooseBrand(brand);
                setStep('model');
              }}
            >
              <img src={brand.icon} alt="" width="48" height="48" loading="lazy" className="size-12" />
              {brand.name}
            </button>
          )}
        </ChoiceGrid>
      ) : (
        <ChoiceGrid query={models} className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
          {(model) => (
            <button
              type="button"
              className={tile}
              onClick={() => {
                chooseModel(model);
                close();
              }}
            >
              {model.name}
              <span className="text-xs font-normal text-slate-600">{model.fuel_types.map(fuelLabel).join(' · ')}</span>
            </button>
          )}
        </ChoiceGrid>
      )}
    </Dialog>
  );
}
