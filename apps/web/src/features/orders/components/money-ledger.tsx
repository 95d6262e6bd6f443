import { formatRupees, type BookingMoney } from '@carseva/shared';
import { type MessageId, useT } from '../../../lib/i18n';

const WAYS = [
  ['online', 'orders.ledger.online'],
  ['cash', 'orders.ledger.cash'],
  ['wallet', 'orders.ledger.wallet'],
] as const satisfies readonly (readonly [keyof BookingMoney['received'], MessageId])[];

/**
 * The order's money as the server's ledger has it, when there is more to say than one payment: what
 * came in by each way, and what went back by each way (ADR 27).
 */
export function MoneyLedger({ money }: { money: BookingMoney | undefined }) {
  const { t } = useT();
  if (!money) return null;
  const list = (side: BookingMoney['received']) =>
    WAYS.filter(([way]) => side[way] > 0)
      .map(([way, words]) => t(words, { amount: formatRupees(side[way]) }))
      .join(', ');
  const received = WAYS.filter(([way]) => money.received[way] > 0).length;
  const returned = WAYS.some(([way]) => money.returned[way] > 0);
  if (received < 2 && !returned) return null;
  return (
    <dd className="text-sm text-slate-700" data-testid="money-ledger">
      {returned
        ? t('orders.ledger.receivedAndReturned', { received: list(money.received) || t('orders.ledger.nothing'), returned: list(money.returned) })
        : t('orders.ledger.received', { received: list(money.received) })}
    </dd>
  );
}
