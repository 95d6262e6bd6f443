import type { HandoverMode, PickupServiceability } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckoutPanel } from './checkout-panel';
import { PickupPin } from './pickup-pin';
import { Field, withoutSpaces } from '../../../components/form-fields';
import { ADDRESS_LABEL_MESSAGES, useSavedAddresses } from '../../../lib/saved-addresses';
import type { CheckoutForm } from '../use-checkout-form';
import { useT } from '../../../lib/i18n';

const choice =
  'w-full rounded-lg border border-slate-200 p-3 text-left text-sm hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50';

/** The customer's saved addresses (My Addresses), the last used first; one tap fills address and pincode. */
function SavedAddressChoice({ form }: { form: CheckoutForm }) {
  const { t } = useT();
  const saved = useSavedAddresses();
  const { chooseSaved } = form;
  // The last used address is the likeliest pickup: it fills the form once, when the list arrives.
  const prefilled = useRef(false);
  const lastUsed = saved.data?.[0];
  useEffect(() => {
    if (prefilled.current || !lastUsed) return;
    prefilled.current = true;
    chooseSaved(lastUsed);
  }, [lastUsed, chooseSaved]);

  if (saved.isPending) return <p className="text-sm text-slate-600">{t('checkout.address.savedLoading')}</p>;
  if (saved.isError) return <p className="text-sm text-slate-600">{t('checkout.address.savedFailed')}</p>;
  if (saved.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {t('checkout.address.saveHint')}{' '}
        <Link to="/profile/addresses" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('checkout.address.saveLink')}
        </Link>
      </p>
    );
  }
  return (
    <div role="group" aria-label={t('checkout.address.saved')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {saved.data.map((a) => (
        <button
          key={a.id}
          type="button"
          className={choice}
          aria-pressed={form.address === a.address && form.pincode === a.pincode}
          onClick={() => chooseSaved(a)}
        >
          <span className="block font-semibold text-slate-900">{t(ADDRESS_LABEL_MESSAGES[a.label])}</span>
          <span className="block truncate text-slate-700">{a.address}</span>
          <span className="block text-xs text-slate-600">{t('checkout.address.pincodeOf', { pincode: a.pincode })}</span>
        </button>
      ))}
    </div>
  );
}

/** The garage's answer for the pincode typed, when it refuses it. */
export const pickupRefusal = (serviceability: UseQueryResult<PickupServiceability>): string | undefined =>
  serviceability.data?.serviceable === false ? serviceability.data.message! : undefined;

/**
 * Where the garage picks the car up: a saved address, or one typed here. Problems show at their field:
 * the form's own (the server's rules), then the garage's refusal of the pincode, before Pay Now.
 */
export function AddressSection({
  form,
  serviceability,
  handover,
}: {
  form: CheckoutForm;
  serviceability: UseQueryResult<PickupServiceability>;
  handover: HandoverMode;
}) {
  const { t } = useT();
  const pickup = handover === 'pickup';
  return (
    <CheckoutPanel headingId="address-heading" title={pickup ? t('checkout.address.pickupTitle') : t('checkout.address.title')}>
      <SavedAddressChoice form={form} />
      <Field label={t('checkout.address.address')} error={form.addressErrors.address}>
        {(control) => (
          <input
            {...control}
            ref={form.fields.address}
            value={form.address}
            onChange={(e) => form.typeAddress(e.target.value)}
            autoComplete="street-address"
            required
          />
        )}
      </Field>
      <Field label={t('checkout.address.pincode')} error={form.addressErrors.pincode ?? (pickup ? pickupRefusal(serviceability) : undefined)}>
        {(control) => (
          <input
            {...control}
            ref={form.fields.pincode}
            value={form.pincode}
            onChange={(e) => form.typePincode(withoutSpaces(e.target.value))}
            inputMode="numeric"
            autoComplete="postal-code"
            required
          />
        )}
      </Field>
      {pickup ? (
        <>
          <PickupPin form={form} />
          <Field label={t('checkout.address.landmark')} error={form.handoverErrors.landmark} hint={t('checkout.address.landmarkHint')}>
            {(control) => (
              <input
                {...control}
                ref={form.handoverFields.landmark}
                value={form.landmark}
                onChange={(e) => form.typeLandmark(e.target.value)}
                maxLength={140}
              />
            )}
          </Field>
          <Field label={t('checkout.address.parking')} error={form.handoverErrors.parking_note} hint={t('checkout.address.parkingHint')}>
            {(control) => (
              <textarea
                {...control}
                ref={form.handoverFields.parking_note}
                value={form.parkingNote}
                onChange={(e) => form.typeParkingNote(e.target.value)}
                rows={2}
              />
            )}
          </Field>
        </>
      ) : null}
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={form.saveForNextTime}
          onChange={(e) => form.setSaveForNextTime(e.target.checked)}
          className="mt-1 size-4 accent-brand-600"
        />
        <span>
          <span className="block font-semibold text-slate-900">{t('checkout.address.saveForNextTime')}</span>
          <span className="block text-sm text-slate-700">{t('checkout.address.saveForNextTimeHint')}</span>
        </span>
      </label>
    </CheckoutPanel>
  );
}
