import { Card } from '../../../components/card';

interface WhatsAppUpdatesSectionProps {
  /** When the customer asked for WhatsApp updates (then there is nothing to ask), null if they have not, undefined while unknown. */
  optedInAt: string | null | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** Asks for the customer's consent to order updates on WhatsApp, once; a customer who gave it is told where to change it. */
export function WhatsAppUpdatesSection({ optedInAt, checked, onChange }: WhatsAppUpdatesSectionProps) {
  return (
    <Card as="section" aria-labelledby="whatsapp-heading">
      <h2 id="whatsapp-heading" className="mb-2 text-lg font-bold">
        Order updates
      </h2>
      {optedInAt ? (
        <p className="text-sm text-slate-700">Your order updates come on WhatsApp. You can change this in My Profile, or reply STOP on WhatsApp.</p>
      ) : (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
          <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-4 accent-brand-600" />
          <span>
            <span className="block font-semibold">Send my order updates on WhatsApp</span>
            <span className="block text-sm text-slate-700">
              Instead of SMS, with a button that opens your order. Reply STOP on WhatsApp at any time to stop them.
            </span>
          </span>
        </label>
      )}
    </Card>
  );
}
