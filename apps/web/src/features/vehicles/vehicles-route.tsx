import { MAX_CARS_PER_ACCOUNT, type SavedCar, formatRegistration } from '@carseva/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { Banner } from '../../components/form-fields';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useSavedCars } from '../../lib/saved-cars';
import { useToast } from '../../lib/toast';
import { useAddCar } from './api/add-car';
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
  const full = (cars.data?.length ?? 0) >= MAX_CARS_PER_ACCOUNT;
  const startAdding = () => setEditing({ kind: 'add', key: crypto.randomUUID() });

  const done = (message: string) => {
    close();
    toast(message);
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" aria-labelledby="my-cars-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-cars-title" className="text-2xl font-bold text-slate-900">
          My Cars
        </h1>
        {cars.data && cars.data.length > 0 ? (
          <Button onClick={startAdding} disabled={full}>
            Add a car
          </Button>
        ) : null}
      </div>
      {full ? <p className="mb-4 text-sm text-slate-700">You have {MAX_CARS_PER_ACCOUNT} cars, the most an account keeps. Remove one to add another.</p> : null}

      {cars.isPending ? (
        <Spinner label="Loading your cars" />
      ) : cars.isError ? (
        <Card flat className="space-y-3">
          <Banner tone="error">We could not load your cars. {cars.error.message}</Banner>
          <Button variant="secondary" onClick={() => void cars.refetch()}>
            Try again
          </Button>
        </Card>
      ) : cars.data.length === 0 ? (
        <Card flat padding="xl" className="text-center">
          <Icon name="car" className="mx-auto size-12 text-brand-600" />
          <h2 className="mt-2 text-lg font-bold text-slate-900">No cars yet</h2>
          <p className="mx-auto mt-1 max-w-md text-slate-700">Add your car once and we will show its prices and book it for you every time.</p>
          <Button className="mt-4" onClick={startAdding}>
            Add your car
          </Button>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Your cars">
          {cars.data.map((car) => (
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

      <Dialog open={editing?.kind === 'remove'} onClose={close} title="Remove this car?">
        {editing?.kind === 'remove' ? (
          <div className="space-y-4 p-4">
            <p className="text-slate-800">
              {editing.car.brand.name} {editing.car.car_model.name}, {formatRegistration(editing.car.registration_no)}, will no longer be offered when you book.
              {editing.car.is_default ? ' Your oldest other car becomes the default.' : null}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button
                bold
                disabled={remove.isPending}
                onClick={() => remove.mutate(editing.car.id, { onSuccess: () => done('Car removed'), onError: (e) => toast(e.message, 4000) })}
              >
                {remove.isPending ? 'Removing…' : 'Remove'}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
