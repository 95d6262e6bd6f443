import { formatRupees, SUPPORT, type BookingRefund } from '@carseva/shared';
import { formatIstTimestamp } from '../../../lib/booking-format';

const REFUND_WORDS: Record<BookingRefund['status'], { title: (amount: string) => string; detail: (at: string) => string; tone: string }> = {
  requested: {
    title: (amount) => `Refund of ${amount} requested`,
    detail: () => 'We are sending it back to your original payment method.',
    tone: 'bg-amber-50 ring-amber-300',
  },
  pending: {
    title: (amount) => `Refund of ${amount} on its way`,
    detail: (at) => `Sent to your bank on ${at}; banks take 5–7 working days to show it.`,
    tone: 'bg-amber-50 ring-amber-300',
  },
  processed: {
    title: (amount) => `${amount} refunded`,
    detail: (at) => `Refunded to your original payment method on ${at}; banks take 5–7 working days to show it.`,
    tone: 'bg-emerald-50 ring-emerald-300',
  },
  failed: {
    title: (amount) => `Refund of ${amount} delayed`,
    detail: () => `The payment provider could not take it yet; we retry automatically. Questions? Call ${SUPPORT.helpline} or write to ${SUPPORT.email}.`,
    tone: 'bg-red-50 ring-red-300',
  },
};

/** The money going back for a cancelled or declined order, as the payment provider reports it. */
export function RefundStatus({ refund }: { refund: BookingRefund | null }) {
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
        {words.title(formatRupees(refund.amount))}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{words.detail(formatIstTimestamp(refund.updated_at))}</p>
    </section>
  );
}
