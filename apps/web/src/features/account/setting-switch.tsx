import { useId } from 'react';
import { Banner } from '../../components/form-fields';

export interface SettingSwitchProps {
  label: string;
  description: string;
  /** What the switch shows: while saving, what was asked for. */
  checked: boolean;
  pending: boolean;
  /** The save's answer, from the mutation's own state so it shows however early the switch was used. */
  message: { tone: 'error' | 'success'; text: string } | null;
  onToggle(): void;
}

/** One account setting saved as soon as it is switched: its label, why it matters, the switch, and the answer. */
export function SettingSwitch({ label, description, checked, pending, message, onToggle }: SettingSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="space-y-4">
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-slate-900">
            {label}
          </p>
          <p id={descriptionId} className="mt-1 text-sm text-slate-500">
            {description}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onClick={onToggle}
          disabled={pending}
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
