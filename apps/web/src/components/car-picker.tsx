import { useState } from 'react';
import { ChoiceGrid } from './choice-grid';
import { Dialog } from './dialog';
import { useBrands, useCarModels } from '../lib/catalog';
import { usePreferences } from '../lib/preferences';

const FUEL_LABELS: Record<string, string> = { petrol: 'Petrol', diesel: 'Diesel', cng: 'CNG', lpg: 'LPG', electric: 'Electric', hybrid: 'Hybrid' };
const fuelLabel = (fuel: string) => FUEL_LABELS[fuel] ?? fuel;

const tile =
  'flex w-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center text-sm font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

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
