import { useSetWhatsAppUpdates } from '../../lib/whatsapp-updates';
import { SettingSwitch } from './setting-switch';

const SAVED = {
  on: 'WhatsApp updates are on. Reply STOP on WhatsApp at any time to stop them.',
  off: 'WhatsApp updates are off. We will text your order updates instead.',
} as const;

/**
 * Order updates on WhatsApp instead of SMS; saved as soon as it is switched (the server records the
 * consent with its time). A message WhatsApp cannot deliver still comes by SMS.
 */
export function WhatsAppUpdatesSetting({ enabled }: { enabled: boolean }) {
  const update = useSetWhatsAppUpdates();
  return (
    <SettingSwitch
      label="Order updates on WhatsApp"
      description="Get your order updates on WhatsApp instead of SMS, with a button that opens the order. If WhatsApp cannot deliver one, we text it to you."
      checked={update.isPending ? (update.variables?.enabled ?? enabled) : enabled}
      pending={update.isPending}
      message={
        update.isError
          ? { tone: 'error', text: update.error.message }
          : update.isSuccess
            ? { tone: 'success', text: update.variables.enabled ? SAVED.on : SAVED.off }
            : null
      }
      onToggle={() => update.mutate({ enabled: !enabled })}
    />
  );
}
