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
import { useT } from '../../lib/i18n';

/** My Cars: the customer's cars; the default one fills the car choice, prices and bookings. */
export function VehiclesRoute() {
  const cars = useSavedCars();
  const makeDefault = useMakeDefaultCar();
  const toast = useToast((s) => s.show);
  const { t } = useT();
  const editor = useSavedItemEditor<SavedCar, CarBody, CarPatch>(
    { add: useAddCar(), update: useUpdateCar(), remove: useDeleteCar() },
    // Which car is the default is changed by its own button, never by editing one.
    {
      patchOf: ({ is_default: _ignored, ...patch }) => patch,
      said: { added: t('account.cars.added'), updated: t('account.cars.updated'), removed: t('account.cars.removed') },
    },
  );
  const busy = makeDefault.isPending || editor.removing;

  return (
    <SavedItemsPage
      title={t('common.account.myCars')}
      words={{
        full: t('account.cars.full', { max: MAX_CARS_PER_ACCOUNT }),
        loading: t('account.cars.loading'),
        loadFailed: t('account.cars.loadFailed'),
      }}
      items={cars}
      max={MAX_CARS_PER_ACCOUNT}
      addLabel={t('account.cars.add')}
      onAdd={editor.startAdding}
      empty={{
        icon: 'car',
        title: t('account.cars.emptyTitle'),
        text: t('account.cars.emptyText'),
        addLabel: t('account.cars.addYours'),
      }}
      dialogs={
        <SavedItemDialogs
          editor={editor}
          titles={{ add: t('account.cars.add'), edit: t('account.cars.edit'), remove: t('account.cars.removeTitle') }}
          form={(car, controls) => <CarForm car={car} offerDefault={car ? false : (cars.data?.length ?? 0) > 0} {...controls} />}
          removeText={(car) =>
            t(car.is_default ? 'account.cars.removeDefaultText' : 'account.cars.removeText', {
              car: `${car.brand.name} ${car.car_model.name}${car.registration_no ? ` (${formatRegistration(car.registration_no)})` : ''}`,
            })
          }
        />
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label={t('account.cars.list')}>
          {saved.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              busy={busy}
              onMakeDefault={() =>
                makeDefault.mutate(car.id, {
                  onSuccess: () => toast(t('account.cars.nowDefault', { car: `${car.brand.name} ${car.car_model.name}` })),
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
