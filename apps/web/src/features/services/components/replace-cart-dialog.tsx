import type { Service } from '@carseva/shared';
import { Dialog } from '../../../components/dialog';

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
  return (
    <Dialog open={service !== null} onClose={onKeep} title="Replace your cart?">
      {service ? (
        <div className="space-y-4 p-4">
          <p className="text-slate-700">
            Your cart has services from <strong>{cartGarageName}</strong>. One order comes from one garage, so adding {service.service_name} from{' '}
            <strong>{service.garage.name}</strong> will remove them.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onKeep} className="rounded-lg px-4 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
              Keep my cart
            </button>
            <button
              type="button"
              onClick={() => onReplace(service)}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Replace cart
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
