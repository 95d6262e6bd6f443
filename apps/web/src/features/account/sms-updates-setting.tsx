import { useId } from 'react';
import { Banner } from '../../components/form-fields';
import { useUpdateMe } from './api/update-me';

type Message = { tone: 'error' | 'success'; text: string };

const SAVED = {
  on: 'SMS updates are on.',
  off: 'SMS updates are off. We will still text you about your booking, payments and refunds.',
} as const;

/**
 * The customer's choice of non-essential SMS (work started, cash received, answers on extra work, a
 * failed payment attempt); saved as soon as it is switched. Essential messages are always sent.
 * `name` and `email` are what the server holds, sent along because the profile update needs them.
 */
export function SmsUpdatesSetting({ name, email, enabled }: { name: string; email: string; enabled: boolean }) {
  const labelId = useId();
  const descriptionId = useId();
  const update = useUpdateMe();
  // While saving, the switch already shows what was asked for.
  const checked = update.isPending ? (update.variables?.sms_updates ?? enabled) : enabled;
  // From the mutation's own state (not its callbacks), so the answer shows however early the switch was used.
  const message: Message | null = update.isError
    ? { tone: 'error', text: update.error.message }
    : update.isSuccess
      ? { tone: 'success', text: update.variables.sms_updates ? SAVED.on : SAVED.off }
      : null;

  function toggle() {
    update.mutate({ name, email, sms_updates: !enabled });
  }

  return (
    <div className="space-y-4">
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-slate-900">
            Order updates by SMS
          </p>
          <p id={descriptionId} className="mt-1 text-sm text-slate-500">
            Texts when work on your car starts, when the garage receives cash, and about extra work you have answered. Messages about the booking itself
            (confirmation, payment, the garage’s answer, extra work to approve, completion, cancellation and refunds) are always sent.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onClick={toggle}
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
