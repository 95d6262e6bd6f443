import type { SavedAddress } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Icon } from '../../../components/icons';
import { ADDRESS_LABEL_MESSAGES } from '../../../lib/saved-addresses';
import { formatIstDate } from '../../../lib/booking-format';
import { useT } from '../../../lib/i18n';

/** One saved address: its label, text and pincode, whether it has a map pin, when it was last used. */
export function AddressCard({ saved, busy, onEdit, onRemove }: { saved: SavedAddress; busy: boolean; onEdit(): void; onRemove(): void }) {
  const { t, language } = useT();
  const label = t(ADDRESS_LABEL_MESSAGES[saved.label]);
  return (
    <Card as="li" className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label={`${label}: ${saved.address}`}>
      <Icon name="pin" className="size-6 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900">{label}</p>
        <p className="break-words text-slate-800">{saved.address}</p>
        <p className="text-sm text-slate-700">{t('account.addresses.pincode', { pincode: saved.pincode })}</p>
        <p className="mt-1 text-xs text-slate-600">
          {saved.latitude !== null ? t('account.addresses.pinSaved') : t('account.addresses.noPin')}
          {saved.last_used_at ? ` · ${t('account.addresses.lastUsed', { date: formatIstDate(saved.last_used_at, language) })}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="xs" variant="secondary" onClick={onEdit} disabled={busy} aria-label={t('account.addresses.editLabel', { label })}>
          {t('account.saved.edit')}
        </Button>
        <Button size="xs" variant="secondary" onClick={onRemove} disabled={busy} aria-label={t('account.addresses.removeLabel', { label })}>
          {t('account.saved.remove')}
        </Button>
      </div>
    </Card>
  );
}
