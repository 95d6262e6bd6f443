import type { ActorKind } from '@carseva/shared';
import type { Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { announceLive } from './journey';
import type { Actor } from './actor';
import { bookingsRepository } from './repository';

/** Published, in the same transaction, for every entry on a booking's timeline (notifications listen). */
export const BOOKING_EVENT = 'booking.event';
export interface BookingEventPublished {
  bookingId: number;
  /** The timeline entry's id: what exactly-once work on the event is keyed by. */
  eventId: number;
  kind: string;
  actor: ActorKind;
}

export type RecordEvent = (tx: Executor, event: { bookingId: number; kind: string; at: Date; actor: Actor; note?: string }) => Promise<number>;
export type AnnounceEvent = (tx: Executor, event: Announced) => Promise<void>;
export type AnnounceEvents = (tx: Executor, events: Announced[]) => Promise<void>;

type Announced = { bookingId: number; eventId: number; kind: string; actor: Actor };
const published = ({ bookingId, eventId, kind, actor }: Announced): BookingEventPublished => ({ bookingId, eventId, kind, actor: actor.kind });

/** Announces a timeline entry already written through the job engine, in the caller's transaction. */
export function eventAnnouncer(jobs: Pick<Jobs, 'publish'>): AnnounceEvent {
  return async (tx, event) => jobs.publish(BOOKING_EVENT, published(event), { tx });
}

/** eventAnnouncer for many entries at once (a batch of bookings placed together). */
export function eventsAnnouncer(jobs: Pick<Jobs, 'publishAll'>): AnnounceEvents {
  return async (tx, events) => {
    if (events.length > 0) await jobs.publishAll(BOOKING_EVENT, events.map(published), { tx });
  };
}

/** Writes a timeline entry and announces it through the job engine and on the live channel, all in the caller's transaction. */
export function bookingTimeline(jobs: Pick<Jobs, 'publish'>): RecordEvent {
  const announce = eventAnnouncer(jobs);
  return async (tx, { bookingId, kind, at, actor, note }) => {
    const eventId = await bookingsRepository(tx).addEvent(bookingId, kind, at, actor, note);
    await announce(tx, { bookingId, eventId, kind, actor });
    await announceLive(tx, bookingId);
    return eventId;
  };
}
