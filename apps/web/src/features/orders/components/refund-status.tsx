import { formatRupees, SUPPORT, type BookingRefund } from '@carseva/shared';
import type { MessageId } from '../../../lib/i18n';
import { useOrderFormat } from '../order-format';

const REFUND_WORDS: Record<BookingRefund['status'], { title: MessageId; detail: MessageId; tone: string }> = {
  requested: { title: 'orders.refund.requested.title', detail: 'orders.refund.requested.detail', tone: 'bg-amber-50 ring-amber-300' },
  pending: { title: 'orders.refund.pending.title', detail: 'orders.refund.pending.detail', tone: 'bg-amber-50 ring-amber-300' },
  processed: { title: 'orders.refund.processed.title', detail: 'orders.refund.processed.detail', tone: 'bg-emerald-50 ring-emerald-300' },
  failed: { title: 'orders.refund.failed.title', detail: 'orders.refund.failed.detail', tone: 'bg-red-50 ring-red-300' },
};

/** The money going back for a cancelled or declined order, as the payment provider reports it. */
export function RefundStatus({ refund }: { refund: BookingRefund | null }) {
  const { t, timestamp } = useOrderFormat();
  if (!refund) return null;
  const words = REFUND_WORDS[refund.status];
  return (
    <section
      aria-labelledby="refund-heading"
      data-testid="refund-status"
      data-status={refund.status}
      className={`rounded-xl p-5 shadow-sm ring-1 ${words.tone}`}
    >
      <h2 id="refund-heading" className="text-lg font-bold text-slate-900">
        {t(words.title, { amount: formatRupees(refund.amount) })}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{t(words.detail, { at: timestamp(refund.updated_at), helpline: SUPPORT.helpline, email: SUPPORT.email })}</p>
    </section>
  );
}
