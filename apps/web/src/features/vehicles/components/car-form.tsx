import { carBody, type CarBody, formatRegistration, type SavedCar } from '@carseva/shared';
import { Field } from '../../../components/form-fields';
import { useBrands, useCarModels } from '../../../lib/catalog';
import { useDialogForm } from '../../../lib/dialog-form';
import { fuelLabel } from '../../../lib/fuel';
import { FormFooter } from '../../../components/form-footer';
import { useT } from '../../../lib/i18n';

interface CarFormValues {
  brandId: number | null;
  modelId: number | null;
  fuel: string;
  registration: string;
  nickname: string;
  makeDefault: boolean;
}

const valuesOf = (car: SavedCar | undefined): CarFormValues => ({
  brandId: car?.brand.id ?? null,
  modelId: car?.car_model.id ?? null,
  fuel: car?.fuel_type ?? '',
  registration: car?.registration_no ? formatRegistration(car.registration_no) : '',
  nickname: car?.nickname ?? '',
  makeDefault: false,
});

interface CarFormProps {
  /** The car being changed; none when adding. */
  car?: SavedCar;
  /** Offer "make this my default car" (adding, when the customer already has a default). */
  offerDefault: boolean;
  busy: boolean;
  onSubmit(body: CarBody): Promise<unknown>;
  onCancel(): void;
}

/**
 * Brand, model (from the catalog), fuel, registration number and an optional nickname; checked with the
 * API's own schema. Nothing typed is cut: an over-long plate or nickname is refused at its field.
 */
export function CarForm({ car, offerDefault, busy, onSubmit, onCancel }: CarFormProps) {
  const { values, errors, failure, change, submit } = useDialogForm({
    initial: () => valuesOf(car),
    parse: (v) =>
      carBody.safeParse({
        car_model: v.modelId ?? undefined,
        fuel_type: v.fuel,
        registration_no: v.registration.trim() === '' ? null : v.registration,
        nickname: v.nickname,
        ...(offerDefault && v.makeDefault ? { is_default: true } : {}),
      }),
    onSubmit,
    // A refusal about fields is said at those fields; anything else below the form.
    failureBesideFieldErrors: false,
  });
  const { t } = useT();
  const brands = useBrands();
  const models = useCarModels(values.brandId);
  const model = models.data?.find((m) => m.id === values.modelId);

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      <Field label={t('account.carForm.brand')} error={errors.car_model && values.brandId === null ? t('account.carForm.chooseBrand') : undefined}>
        {(control) => (
          <select
            {...control}
            value={values.brandId ?? ''}
            onChange={(e) => change({ brandId: e.target.value ? Number(e.target.value) : null, modelId: null, fuel: '' }, ['car_model', 'fuel_type'])}
            disabled={brands.isPending}
          >
            <option value="">{brands.isPending ? t('account.carForm.loadingBrands') : t('account.carForm.chooseBrand')}</option>
            {brands.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('account.carForm.model')} error={values.brandId !== null ? errors.car_model : undefined}>
        {(control) => (
          <select
            {...control}
            value={values.modelId ?? ''}
            onChange={(e) => {
              const modelId = e.target.value ? Number(e.target.value) : null;
              const fuels = models.data?.find((m) => m.id === modelId)?.fuel_types ?? [];
              change({ modelId, fuel: fuels.length === 1 ? fuels[0]! : fuels.includes(values.fuel) ? values.fuel : '' }, ['car_model', 'fuel_type']);
            }}
            disabled={values.brandId === null || models.isPending}
          >
            <option value="">{values.brandId !== null && models.isPending ? t('account.carForm.loadingModels') : t('account.carForm.chooseModel')}</option>
            {models.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('account.carForm.fuel')} error={errors.fuel_type}>
        {(control) => (
          <select {...control} value={values.fuel} onChange={(e) => change({ fuel: e.target.value }, ['fuel_type'])} disabled={!model}>
            <option value="">{t('account.carForm.chooseFuel')}</option>
            {model?.fuel_types.map((f) => (
              <option key={f} value={f}>
                {fuelLabel(f, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('account.carForm.registration')} hint={t('account.carForm.registrationHint')} error={errors.registration_no}>
        {(control) => (
          <input
            {...control}
            value={values.registration}
            onChange={(e) => change({ registration: e.target.value.toUpperCase() }, ['registration_no'])}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label={t('account.carForm.nickname')} hint={t('account.carForm.nicknameHint')} error={errors.nickname}>
        {(control) => <input {...control} value={values.nickname} onChange={(e) => change({ nickname: e.target.value }, ['nickname'])} />}
      </Field>
      {offerDefault ? (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={values.makeDefault}
            onChange={(e) => change({ makeDefault: e.target.checked }, [])}
          />
          {t('account.carForm.makeDefault')}
        </label>
      ) : null}
      <FormFooter failure={failure} busy={busy} onCancel={onCancel} submitLabel={car ? t('account.form.saveChanges') : t('account.carForm.add')} />
    </form>
  );
}
