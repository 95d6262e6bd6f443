import { CarPicker } from './car-picker';
import { CityPicker } from './city-picker';
import { usePickers } from '../lib/pickers';

/** The city and car pickers, opened from anywhere through usePickers. */
export default function PickersHost() {
  const open = usePickers((s) => s.open);
  const close = usePickers((s) => s.close);
  return (
    <>
      <CityPicker open={open === 'city'} onClose={close} />
      <CarPicker open={open === 'car'} onClose={close} />
    </>
  );
}
