import type { Booking, LegKind } from '@carseva/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Banner } from '../../../components/form-fields';
import { type MessageId, useT } from '../../../lib/i18n';
import { useWalkIn } from '../api/walk-in';
import { useAttemptKey } from '../use-attempt-key';

/**
 * Which leg the customer may still take on themselves (ADR 46): the pickup until the buddy sets off, the
 * drop once the work is completed and until the car is out for delivery. The server decides; this only
 * offers the button where it would say yes.
 */
export function walkInChoice(b: Pick<Booking, 'handover' | 'service_status' | 'legs'>): LegKind | null {
  if (b.handover !== 'pickup') return null;
  const notSetOff = (kind: LegKind) => {
    const leg = (b.legs ?? []).find((l) => l.kind === kind);
    return !leg || leg.status === 'assigned' || leg.status === 'cancelled';
  };
  if ((b.service_status === 'pending' || b.service_status === 'accepted') && notSetOff('pickup')) return 'pickup';
  if (b.service_status === 'completed' && notSetOff('drop')) return 'drop';
  return null;
}

/** The dialog's words for each choice. */
const WORDS: Record<LegKind, Record<'button' | 'title' | 'text' | 'confirm', MessageId>> = {
  pickup: {
    button: 'orders.walkIn.bring.button',
    title: 'orders.walkIn.bring.title',
    text: 'orders.walkIn.bring.text',
    confirm: 'orders.walkIn.bring.confirm',
  },
  drop: {
    button: 'orders.walkIn.collect.button',
    title: 'orders.walkIn.collect.title',
    text: 'orders.walkIn.collect.text',
    confirm: 'orders.walkIn.collect.confirm',
  },
};

/** "I'll take the car to the garage myself" (or collect it there), asked first in a dialog naming the garage. */
export function WalkInChoice({ booking: b }: { booking: Booking }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const walkIn = useWalkIn(b.tracking_id);
  const keyFor = useAttemptKey();
  const kind = walkInChoice(b);
  if (!kind) return null;
  const words = WORDS[kind];
  const confirm = () => {
    const body = { instead_of: kind };
    walkIn.mutate({ body, idempotencyKey: keyFor(body) }, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        {t(words.button)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t(words.title)}>
        <div className="space-y-4 p-4">
          <p className="text-slate-800">{t(words.text, { garage: b.garage.name, address: b.garage.full_address })}</p>
          {walkIn.isError ? <Banner tone="error">{walkIn.error.message}</Banner> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('orders.walkIn.keep')}
            </Button>
            <Button bold disabled={walkIn.isPending} onClick={confirm}>
              {t(words.confirm)}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
