import { formatRupees } from '@carseva/shared';
import { useT } from '../lib/i18n';

/** Whole rupees; a discount only where one applies. */
export interface OrderTotalsFigures {
  subtotal: number;
  discount?: number;
  gst: number;
  total: number;
  /** False for a garage that is not GST-registered: no GST line, a word that none is charged. */
  charges_gst: boolean;
}

interface OrderTotalsProps {
  totals: OrderTotalsFigures | undefined;
  totalTestId: string;
  busy?: boolean;
  /** CarSeva Money going towards the total: shown with what is left to pay. */
  walletUsed?: number;
}

/** An order's subtotal, discount, GST (or that none is charged) and total; '…' until the figures are known. */
export function OrderTotals({ totals, totalTestId, busy, walletUsed = 0 }: OrderTotalsProps) {
  const { t } = useT();
  const rupees = (amount: number | undefined) => (amount === undefined ? '…' : formatRupees(amount));
  return (
    <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" aria-busy={busy}>
      <div className="flex justify-between">
        <dt className="text-slate-700">{t('booking.totals.subtotal')}</dt>
        <dd>{rupees(totals?.subtotal)}</dd>
      </div>
      {totals?.discount ? (
        <div className="flex justify-between text-emerald-800">
          <dt>{t('booking.totals.discount')}</dt>
          <dd>−{formatRupees(totals.discount)}</dd>
        </div>
      ) : null}
      {totals?.charges_gst === false ? (
        <div className="text-slate-600">
          <dt className="sr-only">{t('booking.totals.gstTerm')}</dt>
          <dd>{t('booking.totals.noGst')}</dd>
        </div>
      ) : (
        <div className="flex justify-between">
          <dt className="text-slate-700">{t('booking.totals.gst')}</dt>
          <dd>{rupees(totals?.gst)}</dd>
        </div>
      )}
      <div className="flex justify-between text-base font-bold">
        <dt>{t('booking.totals.total')}</dt>
        <dd data-testid={totalTestId}>{rupees(totals?.total)}</dd>
      </div>
      {totals && walletUsed > 0 ? (
        <>
          <div className="flex justify-between text-emerald-800">
            <dt>{t('booking.totals.wallet')}</dt>
            <dd>−{formatRupees(walletUsed)}</dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>{t('booking.totals.toPay')}</dt>
            <dd data-testid={`${totalTestId}-to-pay`}>{formatRupees(Math.max(0, totals.total - walletUsed))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
