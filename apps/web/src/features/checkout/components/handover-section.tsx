import type { HandoverMode, PickupServiceability } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../../../components/card';
import type { CheckoutForm } from '../use-checkout-form';
import { useT } from '../../../lib/i18n';

/**
 * How the car reaches the garage: what the customer chose, or else pickup wherever the garage serves the
 * address (and while that is not known yet), walk-in where it does not.
 */
export function chosenHandover(form: Pick<CheckoutForm, 'handover'>, serviceability: UseQueryResult<PickupServiceability>): HandoverMode {
  if (form.handover) return form.handover;
  return serviceability.data?.serviceable === false ? 'walk_in' : 'pickup';
}

interface HandoverSectionProps {
  form: CheckoutForm;
  serviceability: UseQueryResult<PickupServiceability>;
  garage: { name: string; address: string | null };
}

/** Two cards: free pickup and drop from the customer's address, or the customer takes the car to the garage. */
export function HandoverSection({ form, serviceability, garage }: HandoverSectionProps) {
  const { t } = useT();
  const chosen = chosenHandover(form, serviceability);
  const refused = serviceability.data?.serviceable === false ? serviceability.data.message : null;
  const options: { value: HandoverMode; title: string; detail: string }[] = [
    {
      value: 'pickup',
      title: t('checkout.handover.pickup'),
      detail: refused ? t('checkout.handover.pickupRefused', { reason: refused }) : t('checkout.handover.pickupDetail'),
    },
    {
      value: 'walk_in',
      title: t('checkout.handover.walkIn'),
      detail: garage.address ? `${garage.name}, ${garage.address}` : t('checkout.handover.walkInDetail', { garage: garage.name }),
    },
  ];
  return (
    <Card as="fieldset" className="space-y-2">
      <legend className="float-left mb-2 text-lg font-bold">{t('checkout.handover.title')}</legend>
      <div className="clear-left grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="handover"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => form.chooseHandover(option.value)}
              aria-labelledby={`handover-${option.value}-title`}
              aria-describedby={`handover-${option.value}-detail`}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span>
              <span id={`handover-${option.value}-title`} className="block font-semibold text-slate-900">
                {option.title}
              </span>
              <span
                id={`handover-${option.value}-detail`}
                className={`block text-sm ${option.value === 'pickup' && refused ? 'text-amber-900' : 'text-slate-600'}`}
              >
                {option.detail}
              </span>
            </span>
          </label>
        ))}
      </div>
      {chosen === 'walk_in' && refused && !form.handover ? (
        <p role="status" className="text-sm text-slate-700">
          {t('checkout.handover.walkInChosen')}
        </p>
      ) : null}
    </Card>
  );
}
