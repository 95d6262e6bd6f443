import { CarPicker } from './car-picker';
import { CityPicker } from './city-picker';
import { usePickers } from '../lib/pickers';

/** The city and car pickers, opened from anywhere through usePickers. */
export default function PickersHost() {
  const open = usePickers((s) => s.open);
  const close = usePickers((s) => s.close);
  const brand = usePickers((s) => s.brand);
  return (
    <>
      <CityPicker open={open === 'city'} onClose={close} />
      {/* Opened at another brand, the picker starts afresh at that brand's models. */}
      <CarPicker key={brand?.id ?? 'brands'} open={open === 'car'} onClose={close} startBrand={brand} />
    </>
  );
}
