import { formatRupees, type Booking } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Banner, Field } from '../../../components/form-fields';
import { type MessageId, type Translate, useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useAttemptKey } from '../use-attempt-key';

/** The reasons offered, in the customer's language; the chosen one is sent as they read it (the garage sees their words). */
const REASONS: MessageId[] = ['orders.cancel.reason.plans', 'orders.cancel.reason.mistake', 'orders.cancel.reason.elsewhere', 'orders.cancel.reason.time'];
const OTHER: MessageId = 'orders.cancel.reason.other';

/** What happens to the money: said before the customer confirms. */
function refundNote(booking: Booking, t: Translate): string {
  const paidOtherwise = booking.amount_paid - booking.wallet_used;
  const wallet = booking.wallet_used > 0 ? t('orders.cancel.walletBack', { amount: formatRupees(booking.wallet_used) }) : '';
  if (paidOtherwise > 0) return `${t('orders.cancel.refund', { amount: formatRupees(paidOtherwise) })} ${wallet}`.trim();
  return wallet || t('orders.cancel.nothingPaid');
}

/** Asks why, says what happens to the money, and cancels on confirmation; the order page then shows the refund. */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t } = useT();
  const [choice, setChoice] = useState<MessageId | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useCancelBooking(booking.tracking_id);
  const keyFor = useAttemptKey();
  const showToast = useToast((s) => s.show);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? detail.trim() : choice && t(choice);
    if (!reason || reason.length < 3) {
      setMissing(true);
      return;
    }
    const body = { reason };
    cancel.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          showToast(t('orders.cancel.done'), 4000);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('orders.cancel.title')}>
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-700">{t('orders.cancel.why')}</legend>
          <div className="space-y-1">
            {[...REASONS, OTHER].map((reason) => (
              <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name="cancel-reason"
                  value={reason}
                  checked={choice === reason}
                  onChange={() => {
                    setChoice(reason);
                    setMissing(false);
                  }}
                  className="size-4 accent-brand-600"
                />
                <span>{t(reason)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OTHER ? (
          <Field label={t('orders.cancel.detail')} error={missing ? t('orders.cancel.reasonMissing') : undefined}>
            {(control) => <textarea {...control} rows={2} maxLength={300} value={detail} onChange={(e) => setDetail(e.target.value)} />}
          </Field>
        ) : missing ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('orders.cancel.reasonMissing')}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{refundNote(booking, t)}</p>
        {cancel.isError ? <Banner tone="error">{cancel.error.message}</Banner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('orders.cancel.keep')}
          </Button>
          <Button type="submit" bold disabled={cancel.isPending}>
            {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
