import { formatRupees, type Booking } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Banner, Field } from '../../../components/form-fields';
import { useToast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { useAttemptKey } from '../use-attempt-key';

const REASONS = ['My plans changed', 'I booked by mistake', 'I found another garage or a better price', 'The time no longer suits me'] as const;
const OTHER = 'Something else';
export const CANCEL_MESSAGES = {
  reasonMissing: 'Choose a reason, or tell us in a few words.',
  cancelled: 'Your booking is cancelled.',
} as const;

/** What happens to the money: said before the customer confirms. */
function refundNote(booking: Booking): string {
  const paidOtherwise = booking.amount_paid - booking.wallet_used;
  const wallet = booking.wallet_used > 0 ? `The ${formatRupees(booking.wallet_used)} of CarSeva Money goes back to your CarSeva Money.` : '';
  if (paidOtherwise > 0) return `The ${formatRupees(paidOtherwise)} you paid will be refunded in full. ${wallet}`.trim();
  return wallet || 'Nothing has been paid for this booking, so there is nothing to refund.';
}

/** Asks why, says what happens to the money, and cancels on confirmation; the order page then shows the refund. */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useCancelBooking(booking.tracking_id);
  const keyFor = useAttemptKey();
  const showToast = useToast((s) => s.show);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? detail.trim() : choice;
    if (!reason || reason.length < 3) {
      setMissing(true);
      return;
    }
    const body = { reason };
    cancel.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          showToast(CANCEL_MESSAGES.cancelled, 4000);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Cancel booking">
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-700">Why are you cancelling?</legend>
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
                <span>{reason}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === OTHER ? (
          <Field label="Tell us in a few words" error={missing ? CANCEL_MESSAGES.reasonMissing : undefined}>
            {(control) => <textarea {...control} rows={2} maxLength={300} value={detail} onChange={(e) => setDetail(e.target.value)} />}
          </Field>
        ) : missing ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {CANCEL_MESSAGES.reasonMissing}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{refundNote(booking)}</p>
        {cancel.isError ? <Banner tone="error">{cancel.error.message}</Banner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep booking
          </Button>
          <Button type="submit" bold disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
