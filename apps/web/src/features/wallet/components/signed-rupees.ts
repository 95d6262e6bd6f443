import { formatRupees } from '@carseva/shared';

/** Money in and out at a glance: '+ ₹750' to the customer, '− ₹1,179' from them. */
export function signedRupees(amount: number): string {
  return amount < 0 ? `− ${formatRupees(-amount)}` : `+ ${formatRupees(amount)}`;
}
