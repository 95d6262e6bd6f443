import { useId } from 'react';
import { Banner } from '../../components/form-fields';
import { useSetWhatsAppUpdates } from '../../lib/whatsapp-updates';

type Message = { tone: 'error' | 'success'; text: string };

const SAVED = {
  on: 'WhatsApp updates are on. Reply STOP on WhatsApp at any time to stop them.',
  off: 'WhatsApp updates are off. We will text your order updates instead.',
} as const;

/**
 * Order updates on WhatsApp instead of SMS; saved as soon as it is switched (the server records the
 * consent with its time). A message WhatsApp cannot deliver still comes by SMS.
 */
export function WhatsAppUpdatesSetting({ enabled }: { enabled: boolean }) {
  const labelId = useId();
  const descriptionId = useId();
  const update = useSetWhatsAppUpdates();
  // While saving, the switch already shows what was asked for.
  const checked = update.isPending ? (update.variables?.enabled ?? enabled) : enabled;
  const message: Message | null = update.isError
    ? { tone: 'error', text: update.error.message }
    : update.isSuccess
      ? { tone: 'success', text: update.variables.enabled ? SAVED.on : SAVED.off }
      : null;

  return (
    <div className="space-y-4">
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-slate-900">
            Order updates on WhatsApp
          </p>
          <p id={descriptionId} className="mt-1 text-sm text-slate-500">
            Get your order updates on WhatsApp instead of SMS, with a button that opens the order. If WhatsApp cannot deliver one, we text it to you.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onClick={() => update.mutate({ enabled: !enabled })}
          disabled={update.isPending}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${checked ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
    </div>
  );
}
