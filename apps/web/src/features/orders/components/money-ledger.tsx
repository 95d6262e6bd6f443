import { formatRupees, type BookingMoney } from '@carseva/shared';

const WAYS = [
  ['online', 'online'],
  ['cash', 'in cash at the garage'],
  ['wallet', 'with CarSeva Money'],
] as const;

/**
 * The order's money as the server's ledger has it, when there is more to say than one payment: what
 * came in by each way, and what went back by each way (ADR 27).
 */
export function MoneyLedger({ money }: { money: BookingMoney | undefined }) {
  if (!money) return null;
  const list = (side: BookingMoney['received']) =>
    WAYS.filter(([way]) => side[way] > 0)
      .map(([way, words]) => `${formatRupees(side[way])} ${words}`)
      .join(', ');
  const received = WAYS.filter(([way]) => money.received[way] > 0).length;
  const returned = WAYS.some(([way]) => money.returned[way] > 0);
  if (received < 2 && !returned) return null;
  return (
    <dd className="text-sm text-slate-700" data-testid="money-ledger">
      Received {list(money.received) || 'nothing'}
      {returned ? `; returned ${list(money.returned)}` : ''}.
    </dd>
  );
}
