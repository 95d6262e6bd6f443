import { LEG_STEPS, type CustomerLeg } from '@carseva/shared';
import { formatIstTimestamp } from '../lib/booking-format';
import { type MessageId, useT } from '../lib/i18n';
import { legStepWords } from '../lib/legs';

/** What a screen reader hears after each step. */
const STATE_WORDS = { done: 'booking.legSteps.done', current: 'booking.legSteps.now', next: 'booking.legSteps.next' } as const satisfies Record<
  string,
  MessageId
>;

/** A leg's steps in order: those done with their time, the one it is at, and those still to come. */
export function LegSteps({ leg }: { leg: Pick<CustomerLeg, 'kind' | 'status' | 'steps'> }) {
  const { t, language } = useT();
  if (leg.status === 'cancelled') return <p className="text-sm text-slate-700">{t('booking.legSteps.cancelled')}</p>;
  const steps = LEG_STEPS[leg.kind];
  const at = steps.indexOf(leg.status);
  // The last step reached is the leg done: every step shows done then, none as still under way.
  const finished = at === steps.length - 1;
  return (
    <ol className="space-y-2">
      {steps.map((status, i) => {
        const done = leg.steps.find((s) => s.status === status);
        const state = i < at || finished ? 'done' : i === at ? 'current' : 'next';
        return (
          <li key={status} className="flex items-start gap-3" aria-current={state === 'current' ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`mt-1 size-3 shrink-0 rounded-full ${state === 'next' ? 'bg-white ring-2 ring-slate-300' : state === 'current' ? 'bg-brand-600 ring-4 ring-brand-100' : 'bg-emerald-600'}`}
            />
            <span className="min-w-0">
              <span className={`block ${state === 'next' ? 'text-slate-500' : 'font-semibold text-slate-900'}`}>
                {legStepWords(leg.kind, status, t)} <span className="sr-only">{t(STATE_WORDS[state])}</span>
              </span>
              {done && state !== 'next' ? (
                <time dateTime={done.at} className="block text-sm text-slate-600">
                  {formatIstTimestamp(done.at, language)}
                </time>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
