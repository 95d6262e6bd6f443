import { type CarBody, type CarPatch, MAX_CARS_PER_ACCOUNT, type SavedCar, formatRegistration } from '@carseva/shared';
import { SavedItemDialogs, SavedItemsPage, useSavedItemEditor } from '../../components/saved-items-page';
import { useSavedCars } from '../../lib/saved-cars';
import { useToast } from '../../lib/toast';
import { useAddCar } from '../../lib/saved-cars-add';
import { useDeleteCar } from './api/delete-car';
import { useMakeDefaultCar } from './api/make-default-car';
import { useUpdateCar } from './api/update-car';
import { CarCard } from './components/car-card';
import { CarForm } from './components/car-form';

/** My Cars: the customer's cars; the default one fills the car choice, prices and bookings. */
export function VehiclesRoute() {
  const cars = useSavedCars();
  const makeDefault = useMakeDefaultCar();
  const toast = useToast((s) => s.show);
  const editor = useSavedItemEditor<SavedCar, CarBody, CarPatch>(
    { add: useAddCar(), update: useUpdateCar(), remove: useDeleteCar() },
    // Which car is the default is changed by its own button, never by editing one.
    { patchOf: ({ is_default: _ignored, ...patch }) => patch, said: { added: 'Car added', updated: 'Car updated', removed: 'Car removed' } },
  );
  const busy = makeDefault.isPending || editor.removing;

  return (
    <SavedItemsPage
      title="My Cars"
      plural="cars"
      items={cars}
      max={MAX_CARS_PER_ACCOUNT}
      addLabel="Add a car"
      onAdd={editor.startAdding}
      empty={{
        icon: 'car',
        title: 'No cars yet',
        text: 'Add your car once and we will show its prices and book it for you every time.',
        addLabel: 'Add your car',
      }}
      dialogs={
        <SavedItemDialogs
          editor={editor}
          titles={{ add: 'Add a car', edit: 'Edit car', remove: 'Remove this car?' }}
          form={(car, controls) => <CarForm car={car} offerDefault={car ? false : (cars.data?.length ?? 0) > 0} {...controls} />}
          removeText={(car) =>
            `${car.brand.name} ${car.car_model.name}${car.registration_no ? `, ${formatRegistration(car.registration_no)},` : ''} will no longer be offered when you book.${car.is_default ? ' Your oldest other car becomes the default.' : ''}`
          }
        />
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label="Your cars">
          {saved.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              busy={busy}
              onMakeDefault={() =>
                makeDefault.mutate(car.id, {
                  onSuccess: () => toast(`${car.brand.name} ${car.car_model.name} is now your default car`),
                  onError: (e) => toast(e.message, 4000),
                })
              }
              onEdit={() => editor.startEditing(car)}
              onRemove={() => editor.askToRemove(car)}
            />
          ))}
        </ul>
      )}
    </SavedItemsPage>
  );
}
