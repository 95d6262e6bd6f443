import { useUpdateMe } from './api/update-me';
import { SettingSwitch } from './setting-switch';

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
  const update = useUpdateMe();
  return (
    <SettingSwitch
      label="Order updates by SMS"
      description="Texts when work on your car starts, when the garage receives cash, and about extra work you have answered. Messages about the booking itself (confirmation, payment, the garage’s answer, extra work to approve, completion, cancellation and refunds) are always sent."
      checked={update.isPending ? (update.variables?.sms_updates ?? enabled) : enabled}
      pending={update.isPending}
      message={
        update.isError
          ? { tone: 'error', text: update.error.message }
          : update.isSuccess
            ? { tone: 'success', text: update.variables.sms_updates ? SAVED.on : SAVED.off }
            : null
      }
      onToggle={() => update.mutate({ name, email, sms_updates: !enabled })}
    />
  );
}
