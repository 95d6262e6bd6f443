import { type BookedDayMove, isBeforeBookedDay, formatRupees, partnerStatusBody, type PartnerBooking, type PartnerStatusBody } from '@carseva/shared';
import { intlLocale } from '../../../lib/booking-format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ExtrasForm } from './extras-form';
import { Banner } from '../../../components/form-fields';
import { button, input, label } from './ui';
import { Dialog } from '../../../components/dialog';
import { type Language, type MessageId, type Translate, useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useCollectCash } from '../api/collect-cash';
import { useMoveBooking } from '../api/move-booking';
import { useProposeExtras } from '../api/propose-extras';

type Move = 'accept' | 'decline' | 'start' | 'complete' | 'extras' | 'cash';

/** What the garage can do next with a booking, most likely first. */
export function availableActions(b: Pick<PartnerBooking, 'service_status' | 'amount_pending'>): Move[] {
  const cash = b.amount_pending > 0 && ['accepted', 'processing', 'completed'].includes(b.service_status);
  switch (b.service_status) {
    case 'pending':
      return ['accept', 'decline'];
    case 'accepted':
      return ['start', 'extras', ...(cash ? (['cash'] as const) : [])];
    case 'processing':
      return ['complete', 'extras', ...(cash ? (['cash'] as const) : [])];
    case 'completed':
      return cash ? ['cash'] : [];
    default:
      return [];
  }
}

/** The moves that wait for the booked day, as the server refuses them before it. */
const ON_THE_DAY: Partial<Record<Move, BookedDayMove>> = { start: 'start', complete: 'complete', cash: 'cash' };

const EARLY_WORDS: Record<BookedDayMove, MessageId> = {
  start: 'partner.actions.early.start',
  complete: 'partner.actions.early.complete',
  cash: 'partner.actions.early.cash',
};

/** Why the garage cannot make this move yet (the booked day has not come in IST), or null. */
export function tooEarly(action: Move, bookingDate: string, now: Date, t: Translate, language: Language): string | null {
  const move = ON_THE_DAY[action];
  if (!move || !isBeforeBookedDay(bookingDate, now)) return null;
  const day = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${bookingDate}T00:00:00Z`),
  );
  return t(EARLY_WORDS[move], { day });
}

/** Why a car to be fetched cannot be worked on yet (its pickup has not brought it in), or null. */
export function carNotIn(action: Move, b: Pick<PartnerBooking, 'handover' | 'legs'>, t: Translate): string | null {
  if (action !== 'start' || b.handover !== 'pickup') return null;
  return b.legs.some((leg) => leg.kind === 'pickup' && leg.status === 'at_garage') ? null : t('partner.actions.carNotIn');
}

interface StatusMove {
  body: PartnerStatusBody;
  label: MessageId;
  done: MessageId;
  /** An irreversible step asks first: the question, what it does, and the button that does it. */
  confirm?: { title: MessageId; text: MessageId; yes: MessageId };
}

const MOVES: Partial<Record<Move, StatusMove>> = {
  accept: { body: { to: 'accepted' }, label: 'partner.actions.accept', done: 'partner.actions.accepted' },
  start: {
    body: { to: 'processing' },
    label: 'partner.actions.start',
    done: 'partner.actions.started',
    confirm: { title: 'partner.actions.startTitle', text: 'partner.actions.startConfirm', yes: 'partner.actions.yesStart' },
  },
  complete: {
    body: { to: 'completed' },
    label: 'partner.actions.complete',
    done: 'partner.actions.completed',
    confirm: { title: 'partner.actions.completeTitle', text: 'partner.actions.completeConfirm', yes: 'partner.actions.yesComplete' },
  },
};

/** The job's big buttons, in a bar at the bottom of the screen where a thumb reaches. */
export function JobActions({ booking }: { booking: PartnerBooking }) {
  const { t, language } = useT();
  const trackingId = booking.tracking_id;
  const move = useMoveBooking(trackingId);
  const cash = useCollectCash(trackingId);
  const extras = useProposeExtras(trackingId);
  const toast = useToast((s) => s.show);
  const [dialog, setDialog] = useState<'decline' | 'cash' | 'extras' | 'start' | 'complete' | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const actions = availableActions(booking);
  const busy = move.isPending || cash.isPending || extras.isPending;
  const earlyId = useId();
  // Before the booked day (or, for a car to be fetched, before it is in), a step is shown disabled, with the reason.
  const now = new Date();
  const early = actions.map((action) => tooEarly(action, booking.booking_date, now, t, language) ?? carNotIn(action, booking, t));
  const earlyReason = early.find((reason) => reason !== null) ?? null;
  const confirming = dialog === 'start' || dialog === 'complete' ? MOVES[dialog]! : null;

  // A move replaces the button pressed; the next step's button takes the focus.
  const done = (message: MessageId) => {
    toast(t(message), 3000);
    setDialog(null);
    requestAnimationFrame(() => bar.current?.querySelector('button')?.focus());
  };
  const run = (body: PartnerStatusBody, message: MessageId) => move.mutate(body, { onSuccess: () => done(message) });
  const close = () => {
    setDialog(null);
    move.reset();
    cash.reset();
    extras.reset();
  };

  if (actions.length === 0) return null;
  const [first, ...rest] = actions;
  const buttonFor = (action: Move, primary: boolean) => {
    const simple = MOVES[action];
    const waits = early[actions.indexOf(action)] !== null;
    const disabled = busy || waits;
    const describedBy = waits ? earlyId : undefined;
    if (simple) {
      return (
        <button
          key={action}
          type="button"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => (simple.confirm ? setDialog(action as 'start' | 'complete') : run(simple.body, simple.done))}
          className={`${action === 'complete' ? button.success : button.primary} w-full`}
        >
          {t(simple.label)}
        </button>
      );
    }
    const opens = action as 'decline' | 'extras' | 'cash';
    const style = { decline: button.danger, extras: primary ? button.primary : button.secondary, cash: primary ? button.success : button.secondary }[opens];
    return (
      <button
        key={action}
        type="button"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setDialog(opens)}
        className={`${style} w-full px-3 whitespace-nowrap`}
      >
        {action === 'cash' ? (
          <span className="flex flex-col leading-tight">
            {t('partner.actions.cash')}
            <span className="text-sm font-medium">{t('partner.actions.due', { amount: formatRupees(booking.amount_pending) })}</span>
          </span>
        ) : action === 'extras' ? (
          t('partner.actions.extras')
        ) : (
          t('partner.actions.decline')
        )}
      </button>
    );
  };

  return (
    <>
      <div
        ref={bar}
        role="region"
        aria-label={t('partner.actions.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
      >
        <div className="mx-auto max-w-5xl space-y-2 px-3 py-3 md:px-6">
          {move.isError && dialog === null ? <Banner tone="error">{move.error.message}</Banner> : null}
          {earlyReason ? (
            <p id={earlyId} className="text-sm font-medium text-slate-700">
              {earlyReason}
            </p>
          ) : null}
          <div className={`grid gap-2 md:flex md:justify-end ${first === 'accept' ? 'grid-cols-[2fr_1fr]' : 'grid-cols-2'}`}>
            <div className={`md:min-w-52 ${first === 'accept' ? '' : 'col-span-2'}`}>{buttonFor(first!, true)}</div>
            {rest.map((action, i) => (
              <div key={action} className={`md:min-w-52 ${first !== 'accept' && rest.length % 2 === 1 && i === rest.length - 1 ? 'col-span-2' : ''}`}>
                {buttonFor(action, false)}
              </div>
            ))}
          </div>
        </div>
      </div>

      <Dialog open={dialog === 'decline'} onClose={close} title={t('partner.actions.declineTitle')}>
        <DeclineForm
          pending={move.isPending}
          error={move.isError ? move.error.message : null}
          onSubmit={(reason) => run({ to: 'rejected', reason }, 'partner.actions.declined')}
          onCancel={close}
        />
      </Dialog>

      <Dialog open={dialog === 'cash'} onClose={close} title={t('partner.actions.cashTitle')}>
        <ConfirmStep
          text={t('partner.actions.cashConfirm', { amount: formatRupees(booking.amount_pending) })}
          error={cash.isError ? cash.error.message : null}
          yes={t('partner.actions.yesCollected')}
          yesClassName={button.success}
          pending={cash.isPending}
          onYes={() => cash.mutate(undefined, { onSuccess: () => done('partner.actions.cashRecorded') })}
          onCancel={close}
        />
      </Dialog>

      <Dialog open={confirming !== null} onClose={close} title={confirming?.confirm ? t(confirming.confirm.title) : ''}>
        {confirming?.confirm ? (
          <ConfirmStep
            text={t(confirming.confirm.text)}
            error={move.isError ? move.error.message : null}
            yes={t(confirming.confirm.yes)}
            yesClassName={confirming.body.to === 'completed' ? button.success : button.primary}
            pending={move.isPending}
            onYes={() => run(confirming.body, confirming.done)}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <Dialog open={dialog === 'extras'} onClose={close} title={t('partner.actions.extras')}>
        <ExtrasForm
          trackingId={booking.tracking_id}
          pending={extras.isPending}
          error={extras.isError ? extras.error.message : null}
          onSubmit={(body) => extras.mutate(body, { onSuccess: () => done('partner.actions.extrasSent') })}
        />
      </Dialog>
    </>
  );
}

/** Why the garage declines: required, and shown to the customer. */
function DeclineForm({ onSubmit, onCancel, pending, error }: { onSubmit(reason: string): void; onCancel(): void; pending: boolean; error: string | null }) {
  const { t } = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = partnerStatusBody.safeParse({ to: 'rejected', reason: reason.trim() === '' ? undefined : reason });
    if (!parsed.success) {
      setProblem(reason.trim() === '' ? t('partner.decline.problem') : t('partner.decline.tooShort'));
      field.current?.focus();
      return;
    }
    onSubmit(parsed.data.reason!);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      <div>
        <label htmlFor={id} className={label}>
          {t('partner.decline.reason')}
        </label>
        <textarea
          id={id}
          ref={field}
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setProblem(null);
          }}
          placeholder={t('partner.decline.placeholder')}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint`}
          className={`${input} py-2`}
        />
        <p id={`${id}-hint`} className={`mt-1 text-sm ${problem ? 'text-red-700' : 'text-slate-600'}`}>
          {problem ?? t('partner.decline.hint')}
        </p>
      </div>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="grid grid-cols-[2fr_3fr] gap-2">
        <button type="button" onClick={onCancel} className={button.secondary}>
          {t('partner.decline.keep')}
        </button>
        <button type="submit" disabled={pending} className={button.dangerSolid}>
          {t('partner.decline.submit')}
        </button>
      </div>
    </form>
  );
}

/** An irreversible step's question: what will happen, the refusal if the server gave one, Not yet / the yes. */
function ConfirmStep(props: {
  text: string;
  error: string | null;
  yes: string;
  yesClassName: string;
  pending: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <div className="space-y-4 p-4">
      <p className="text-slate-800">{props.text}</p>
      {props.error ? <Banner tone="error">{props.error}</Banner> : null}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={props.onCancel} className={button.secondary}>
          {t('partner.actions.notYet')}
        </button>
        <button type="button" disabled={props.pending} onClick={props.onYes} className={props.yesClassName}>
          {props.yes}
        </button>
      </div>
    </div>
  );
}
