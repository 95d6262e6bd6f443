import { MAX_CARS_PER_ACCOUNT, type SavedCar, formatRegistration } from '@carseva/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { RemoveDialog, SavedItemsPage } from '../../components/saved-items-page';
import { useSavedCars } from '../../lib/saved-cars';
import { useToast } from '../../lib/toast';
import { useAddCar } from '../../lib/saved-cars-add';
import { useDeleteCar } from './api/delete-car';
import { useMakeDefaultCar } from './api/make-default-car';
import { useUpdateCar } from './api/update-car';
import { CarCard } from './components/car-card';
import { CarForm } from './components/car-form';

type Editing = { kind: 'add'; key: string } | { kind: 'edit'; car: SavedCar } | { kind: 'remove'; car: SavedCar } | null;

/** My Cars: the customer's cars; the default one fills the car choice, prices and bookings. */
export function VehiclesRoute() {
  const cars = useSavedCars();
  const [editing, setEditing] = useState<Editing>(null);
  const add = useAddCar();
  const update = useUpdateCar();
  const makeDefault = useMakeDefaultCar();
  const remove = useDeleteCar();
  const toast = useToast((s) => s.show);
  const close = () => setEditing(null);
  const busy = makeDefault.isPending || remove.isPending;
  const startAdding = () => setEditing({ kind: 'add', key: crypto.randomUUID() });

  const done = (message: string) => {
    close();
    toast(message);
  };

  return (
    <SavedItemsPage
      title="My Cars"
      plural="cars"
      items={cars}
      max={MAX_CARS_PER_ACCOUNT}
      addLabel="Add a car"
      onAdd={startAdding}
      empty={{ icon: 'car', title: 'No cars yet', text: 'Add your car once and we will show its prices and book it for you every time.', addLabel: 'Add your car' }}
      dialogs={
        <>
          <Dialog open={editing?.kind === 'add' || editing?.kind === 'edit'} onClose={close} title={editing?.kind === 'edit' ? 'Edit car' : 'Add a car'}>
            {editing?.kind === 'add' ? (
              <CarForm
                offerDefault={(cars.data?.length ?? 0) > 0}
                busy={add.isPending}
                onSubmit={(body) => add.mutateAsync({ body, idempotencyKey: editing.key }).then(() => done('Car added'))}
                onCancel={close}
              />
            ) : editing?.kind === 'edit' ? (
              <CarForm
                car={editing.car}
                offerDefault={false}
                busy={update.isPending}
                onSubmit={({ is_default: _ignored, ...patch }) => update.mutateAsync({ id: editing.car.id, patch }).then(() => done('Car updated'))}
                onCancel={close}
              />
            ) : null}
          </Dialog>
          <RemoveDialog
            open={editing?.kind === 'remove'}
            title="Remove this car?"
            busy={remove.isPending}
            onKeep={close}
            onRemove={() => editing?.kind === 'remove' && remove.mutate(editing.car.id, { onSuccess: () => done('Car removed'), onError: (e) => toast(e.message, 4000) })}
          >
            {editing?.kind === 'remove'
              ? `${editing.car.brand.name} ${editing.car.car_model.name}${editing.car.registration_no ? `, ${formatRegistration(editing.car.registration_no)},` : ''} will no longer be offered when you book.${editing.car.is_default ? ' Your oldest other car becomes the default.' : ''}`
              : null}
          </RemoveDialog>
        </>
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label="Your cars">
          {saved.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              busy={busy}
              onMakeDefault={() => makeDefault.mutate(car.id, { onSuccess: () => toast(`${car.brand.name} ${car.car_model.name} is now your default car`), onError: (e) => toast(e.message, 4000) })}
              onEdit={() => setEditing({ kind: 'edit', car })}
              onRemove={() => setEditing({ kind: 'remove', car })}
            />
          ))}
        </ul>
      )}
    </SavedItemsPage>
  );
}
