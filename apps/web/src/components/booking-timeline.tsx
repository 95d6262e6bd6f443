import type { ActorKind, Booking } from '@carseva/shared';
import { formatIstTimestamp } from '../lib/booking-format';
import { useT } from '../lib/i18n';

/** Who did it, in the reader's words ("by the garage"); null to say nothing. */
export type ActorWords = Record<ActorKind, string | null>;

/** A booking's history, oldest first: what happened, when (IST) and by whom. */
export function BookingTimeline({ events, actorWords }: { events: Booking['events']; actorWords: ActorWords }) {
  const { language } = useT();
  return (
    <ol className="space-y-3 border-l-2 border-brand-100 pl-4">
      {events.map((event, i) => {
        const who = actorWords[event.actor];
        return (
          <li key={`${event.status}-${i}`} className="relative">
            <span className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-600" aria-hidden="true" />
            <p className="font-semibold text-slate-900">{event.label}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{formatIstTimestamp(event.at, language)}</time>
              {who ? <span> · {who}</span> : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
