import { Card } from '../../../components/card';
import type { CheckoutForm } from '../use-checkout-form';
import { useT } from '../../../lib/i18n';

const METHODS = [
  ['online', 'checkout.payment.online'],
  ['cod', 'checkout.payment.cod'],
] as const;

/** Online through the gateway, or cash when the car is returned. */
export function PaymentMethodSection({ form }: { form: CheckoutForm }) {
  const { t } = useT();
  return (
    <Card as="fieldset" className="space-y-2">
      <legend className="float-left mb-2 text-lg font-bold">{t('checkout.payment.title')}</legend>
      {METHODS.map(([value, label]) => (
        <label
          key={value}
          className="clear-left flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name="payment-mode"
            value={value}
            checked={form.mode === value}
            onChange={() => form.setMode(value)}
            className="size-4 accent-brand-600"
          />
          <span className="font-semibold">{t(label)}</span>
        </label>
      ))}
    </Card>
  );
}
