import { ADDRESS_LABELS, addressBody, type AddressBody, type AddressLabel, PINCODE, type PincodeLocality, type SavedAddress } from '@carseva/shared';
import { Field, withoutSpaces } from '../../../components/form-fields';
import { ToggleRow } from '../../../components/toggle-row';
import { useDialogForm } from '../../../lib/dialog-form';
import { usePincodeLocalities } from '../api/get-pincode-localities';
import { ADDRESS_LABEL_MESSAGES } from '../../../lib/saved-addresses';
import { useT } from '../../../lib/i18n';
import { type LocatedPlace, type MapPin, MapPinField } from './map-pin-field';
import { FormFooter } from '../../../components/form-footer';

interface AddressFormValues {
  label: AddressLabel;
  address: string;
  pincode: string;
  pin: MapPin | null;
}

const valuesOf = (saved: SavedAddress | undefined): AddressFormValues => ({
  label: saved?.label ?? 'home',
  address: saved?.address ?? '',
  pincode: saved?.pincode ?? '',
  pin: saved?.latitude != null && saved.longitude != null ? { latitude: saved.latitude, longitude: saved.longitude } : null,
});

const labelButton = (pressed: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${
    pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
  }`;

/** The area a pincode belongs to: named when known, so a mistyped one shows; one tap adds it to the address. */
function PincodeArea({ localities, address, onAddLocality }: { localities: PincodeLocality[]; address: string; onAddLocality(name: string): void }) {
  const { t } = useT();
  const [first] = localities;
  if (!first) return <>{t('account.addressForm.unknownPincode')}</>;
  const mentioned = address.toLowerCase().includes(first.name.toLowerCase());
  return (
    <>
      {first.name}, {first.city}, {first.state}
      {mentioned ? null : (
        <button
          type="button"
          className="mt-0.5 block font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => onAddLocality(first.name)}
        >
          {t('account.addressForm.addLocality', { locality: first.name })}
        </button>
      )}
    </>
  );
}

interface AddressFormProps {
  saved?: SavedAddress;
  busy: boolean;
  onSubmit(body: AddressBody): Promise<unknown>;
  onCancel(): void;
}

/** Label, address, pincode (its area named) and an optional map pin from the device; checked with the API's own schema. */
export function AddressForm({ saved, busy, onSubmit, onCancel }: AddressFormProps) {
  const { values, errors, failure, change, submit } = useDialogForm({
    initial: () => valuesOf(saved),
    parse: (v) =>
      addressBody.safeParse({ label: v.label, address: v.address, pincode: v.pincode, latitude: v.pin?.latitude ?? null, longitude: v.pin?.longitude ?? null }),
    onSubmit,
    failureBesideFieldErrors: true,
  });
  const { t } = useT();
  const localities = usePincodeLocalities(values.pincode);
  const area = PINCODE.test(values.pincode) ? localities.data : undefined;

  const located = ({ pin, pincode }: LocatedPlace) => change({ pin, ...(pincode && !values.pincode ? { pincode } : {}) });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-700" aria-hidden="true">
          {t('account.addressForm.saveAs')}
        </p>
        <ToggleRow
          label={t('account.addressForm.saveAs')}
          options={ADDRESS_LABELS.map((label) => ({ value: label, key: label, content: t(ADDRESS_LABEL_MESSAGES[label]) }))}
          selected={values.label}
          onSelect={(label) => change({ label })}
          className="flex gap-2"
          buttonClass={labelButton}
        />
      </div>
      <Field label={t('account.addressForm.address')} hint={t('account.addressForm.addressHint')} error={errors.address}>
        {(control) => (
          <textarea {...control} rows={3} value={values.address} onChange={(e) => change({ address: e.target.value })} autoComplete="street-address" />
        )}
      </Field>
      <Field
        label={t('account.addressForm.pincode')}
        error={errors.pincode}
        hint={
          area ? (
            <PincodeArea
              localities={area}
              address={values.address}
              onAddLocality={(name) => change({ address: values.address.trim() ? `${values.address.trim()}, ${name}` : name })}
            />
          ) : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            value={values.pincode}
            onChange={(e) => change({ pincode: withoutSpaces(e.target.value) })}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        )}
      </Field>
      <MapPinField pin={values.pin} onLocated={located} onClear={() => change({ pin: null })} />
      {errors.latitude ? <p className="text-sm font-medium text-red-700">{errors.latitude}</p> : null}
      <FormFooter failure={failure} busy={busy} onCancel={onCancel} submitLabel={saved ? t('account.form.saveChanges') : t('account.addressForm.save')} />
    </form>
  );
}
