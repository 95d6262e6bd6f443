import { useSetWhatsAppUpdates } from '../../lib/whatsapp-updates';
import { SettingSwitch } from './setting-switch';
import { useT } from '../../lib/i18n';

/**
 * Order updates on WhatsApp instead of SMS; saved as soon as it is switched (the server records the
 * consent with its time). A message WhatsApp cannot deliver still comes by SMS.
 */
export function WhatsAppUpdatesSetting({ enabled }: { enabled: boolean }) {
  const update = useSetWhatsAppUpdates();
  const { t } = useT();
  return (
    <SettingSwitch
      label={t('account.whatsapp.label')}
      description={t('account.whatsapp.description')}
      checked={update.isPending ? (update.variables?.enabled ?? enabled) : enabled}
      pending={update.isPending}
      message={
        update.isError
          ? { tone: 'error', text: update.error.message }
          : update.isSuccess
            ? { tone: 'success', text: t(update.variables.enabled ? 'account.whatsapp.on' : 'account.whatsapp.off') }
            : null
      }
      onToggle={() => update.mutate({ enabled: !enabled })}
    />
  );
}
