import { useT } from '../../../lib/i18n';

const linkButtonClass = 'font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline';

/** Under a code field: go back to the previous step, or ask for a new code once the wait is over. */
export function CodeStepActions(props: { backLabel: string; onBack(): void; onResend(): void; secondsLeft: number; busy: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <button type="button" className={linkButtonClass} onClick={props.onBack} disabled={props.busy}>
        {props.backLabel}
      </button>
      <button type="button" className={linkButtonClass} onClick={props.onResend} disabled={props.busy || props.secondsLeft > 0}>
        {props.secondsLeft > 0 ? t('auth.resendIn', { seconds: props.secondsLeft }) : t('auth.resend')}
      </button>
    </div>
  );
}
