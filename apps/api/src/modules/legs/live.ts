/**
 * The order page's live stream (ADR 36): every instance listens once on the bookings' live channel
 * (PostgreSQL LISTEN/NOTIFY, so a step taken on one instance reaches a page streamed by another) and
 * tells the streams of that booking. The stream says only that something changed; the page reads the
 * booking again, through the same route and checks as ever.
 */
export interface LiveChannel {
  listen(onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export function liveHub(channel: LiveChannel) {
  const listeners = new Map<number, Set<() => void>>();
  let stop: (() => Promise<void>) | null = null;

  function tell(payload: string) {
    // An empty payload: the connection was lost and opened again, and anything may have been missed.
    if (payload === '') {
      for (const set of listeners.values()) set.forEach((listener) => listener());
      return;
    }
    listeners.get(Number(payload))?.forEach((listener) => listener());
  }

  return {
    async start(): Promise<void> {
      stop = await channel.listen(tell);
    },
    async close(): Promise<void> {
      await stop?.();
      stop = null;
    },
    /** Calls `listener` whenever the booking changes, until the returned function is called. */
    subscribe(bookingId: number, listener: () => void): () => void {
      let set = listeners.get(bookingId);
      if (!set) listeners.set(bookingId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(bookingId);
      };
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
