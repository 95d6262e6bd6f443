import type { Service } from '@carseva/shared';
import { Button } from '../../../components/button';
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
            <Button variant="secondary" onClick={onKeep}>
              Keep my cart
            </Button>
            <Button onClick={() => onReplace(service)}>Replace cart</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
