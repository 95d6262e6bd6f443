import type { Service } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useT } from '../../../lib/i18n';

/** Asked when a service comes from another garage than the cart's: an order has one garage. */
export function ReplaceCartDialog({
  service,
  cartGarageName,
  onReplace,
  onKeep,
}: {
  service: Service | null;
  cartGarageName: string;
  onReplace(service: Service): void;
  onKeep(): void;
}) {
  const { t } = useT();
  return (
    <Dialog open={service !== null} onClose={onKeep} title={t('services.replace.title')}>
      {service ? (
        <div className="space-y-4 p-4">
          <p className="text-slate-700">
            {t('services.replace.text', { cartGarage: cartGarageName, service: service.service_name, garage: service.garage.name })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onKeep}>
              {t('services.replace.keep')}
            </Button>
            <Button onClick={() => onReplace(service)}>{t('services.replace.confirm')}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
