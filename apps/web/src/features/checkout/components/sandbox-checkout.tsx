import { formatRupees, paiseToRupees, type PaymentOrder } from '@carseva/shared';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import type { CheckoutCallbacks } from '../razorpay-checkout';
import { sandboxFail, sandboxPay } from '../api/payments';

/**
 * The local sandbox gateway's checkout window: it stands in for Razorpay when no real gateway is
 * configured, and hands back the same fields Razorpay's handlers receive.
 */
export function SandboxCheckout({ order, callbacks }: { order: PaymentOrder; callbacks: CheckoutCallbacks }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatRupees(paiseToRupees(order.amount));

  const run = async (action: 'pay' | 'fail') => {
    setBusy(true);
    setProblem(null);
    try {
      if (action === 'pay') callbacks.onPaid(await sandboxPay(order.id));
      else callbacks.onFailed((await sandboxFail(order.id)).error.description);
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && callbacks.onDismissed()} title="Sandbox payment">
      <div className="space-y-4 p-5">
        <p className="text-sm text-slate-700">
          Test gateway: no money moves. Booking <span className="font-mono font-semibold">{order.booking}</span>
        </p>
        <p className="text-3xl font-bold text-slate-900">{amount}</p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => void run('pay')}
            className="flex-1 rounded-lg bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            Pay {amount}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run('fail')}
            className="flex-1 rounded-lg border border-red-300 px-4 py-3 font-bold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            Fail payment
          </button>
        </div>
      </div>
    </Dialog>
  );
}
