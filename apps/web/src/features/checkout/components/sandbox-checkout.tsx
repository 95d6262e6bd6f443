import { formatRupees, paiseToRupees, type PaymentOrder } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useSandboxFail } from '../api/sandbox-fail';
import { useSandboxPay } from '../api/sandbox-pay';
import type { CheckoutCallbacks } from '../razorpay-checkout';
import { useT } from '../../../lib/i18n';

/**
 * The local sandbox gateway's checkout window: it stands in for Razorpay when no real gateway is
 * configured, and hands back the same fields Razorpay's handlers receive.
 */
export function SandboxCheckout({ order, callbacks }: { order: PaymentOrder; callbacks: CheckoutCallbacks }) {
  const { t } = useT();
  const pay = useSandboxPay();
  const fail = useSandboxFail();
  // Still busy once answered: the checkout closes this window on the callback.
  const busy = pay.isPending || fail.isPending || pay.isSuccess || fail.isSuccess;
  const problem = (pay.error ?? fail.error)?.message ?? null;
  const amount = formatRupees(paiseToRupees(order.amount));

  const run = (action: 'pay' | 'fail') => {
    pay.reset();
    fail.reset();
    if (action === 'pay') pay.mutate(order.id, { onSuccess: (result) => callbacks.onPaid(result) });
    else fail.mutate(order.id, { onSuccess: (failure) => callbacks.onFailed(failure.error.description) });
  };

  return (
    <Dialog open onClose={() => !busy && callbacks.onDismissed()} title={t('checkout.sandbox.title')}>
      <div className="space-y-4 p-5">
        <p className="text-sm text-slate-700">
          {t('checkout.sandbox.note')} <span className="font-mono font-semibold">{order.booking}</span>
        </p>
        <p className="text-3xl font-bold text-slate-900">{amount}</p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="lg" bold className="flex-1" disabled={busy} onClick={() => run('pay')}>
            {t('checkout.sandbox.pay', { amount })}
          </Button>
          <button
            type="button"
            disabled={busy}
            onClick={() => run('fail')}
            className="flex-1 rounded-lg border border-red-300 px-4 py-3 font-bold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            {t('checkout.sandbox.fail')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
