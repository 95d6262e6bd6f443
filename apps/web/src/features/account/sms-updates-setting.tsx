import { useUpdateMe } from './api/update-me';
import { SettingSwitch } from './setting-switch';
import { useT } from '../../lib/i18n';

/**
 * The customer's choice of non-essential SMS (work started, cash received, answers on extra work, a
 * failed payment attempt); saved as soon as it is switched. Essential messages are always sent.
 * `name` and `email` are what the server holds, sent along because the profile update needs them.
 */
export function SmsUpdatesSetting({ name, email, enabled }: { name: string; email: string; enabled: boolean }) {
  const update = useUpdateMe();
  const { t } = useT();
  return (
    <SettingSwitch
      label={t('account.sms.label')}
      description={t('account.sms.description')}
      checked={update.isPending ? (update.variables?.sms_updates ?? enabled) : enabled}
      pending={update.isPending}
      message={
        update.isError
          ? { tone: 'error', text: update.error.message }
          : update.isSuccess
            ? { tone: 'success', text: t(update.variables.sms_updates ? 'account.sms.on' : 'account.sms.off') }
            : null
      }
      onToggle={() => update.mutate({ name, email, sms_updates: !enabled })}
    />
  );
}
