import { Card } from '../../../components/card';
import { useT } from '../../../lib/i18n';

interface WhatsAppUpdatesSectionProps {
  /** When the customer asked for WhatsApp updates (then there is nothing to ask), null if they have not, undefined while unknown. */
  optedInAt: string | null | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** Asks for the customer's consent to order updates on WhatsApp, once; a customer who gave it is told where to change it. */
export function WhatsAppUpdatesSection({ optedInAt, checked, onChange }: WhatsAppUpdatesSectionProps) {
  const { t } = useT();
  return (
    <Card as="section" aria-labelledby="whatsapp-heading">
      <h2 id="whatsapp-heading" className="mb-2 text-lg font-bold">
        {t('checkout.whatsapp.title')}
      </h2>
      {optedInAt ? (
        <p className="text-sm text-slate-700">{t('checkout.whatsapp.on')}</p>
      ) : (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
          <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-4 accent-brand-600" />
          <span>
            <span className="block font-semibold">{t('checkout.whatsapp.ask')}</span>
            <span className="block text-sm text-slate-700">{t('checkout.whatsapp.askDetail')}</span>
          </span>
        </label>
      )}
    </Card>
  );
}
