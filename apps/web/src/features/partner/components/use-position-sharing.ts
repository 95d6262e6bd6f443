import type { LegKind } from '@carseva/shared';
import { useEffect, useState } from 'react';
import { sharePosition, type PositionInput } from '../api/share-position';

/** At most one position this often: the customer's map moves within ~10 s and the phone's battery lasts the day. */
export const POSITION_EVERY_MS = 10_000;

export type SharingState = 'sharing' | 'stopped' | 'refused' | 'unavailable';

/**
 * While `active` (the buddy is on the way or out for delivery, on this screen), watches the phone's
 * position and sends the latest at most every 10 s: the first at once, then the newest one of each
 * 10 s, so a move made just after a send still reaches the customer. Stops when the buddy says so,
 * the leg moves on, or the screen closes.
 */
export function usePositionSharing(trackingId: string, kind: LegKind, active: boolean) {
  const [stopped, setStopped] = useState(false);
  const [problem, setProblem] = useState<'refused' | 'unavailable' | null>(null);
  const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    if (!active || stopped || !hasGeolocation) return;
    let lastSent = Number.NEGATIVE_INFINITY;
    let latest: PositionInput | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (!latest) return;
      const body = latest;
      latest = null;
      lastSent = Date.now();
      // A lost signal loses one position; the next one, 10 s on, puts the buddy back on the map.
      void sharePosition(trackingId, kind, body).catch(() => undefined);
    };
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setProblem(null);
        latest = {
          latitude: coords.latitude,
          longitude: coords.longitude,
          ...(Number.isFinite(coords.accuracy) ? { accuracy_m: Math.min(100_000, Math.round(coords.accuracy)) } : {}),
        };
        if (timer === null) timer = setTimeout(flush, Math.max(0, lastSent + POSITION_EVERY_MS - Date.now()));
      },
      (error) => setProblem(error.code === 1 ? 'refused' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      if (timer !== null) clearTimeout(timer);
    };
  }, [trackingId, kind, active, stopped, hasGeolocation]);

  const state: SharingState = stopped ? 'stopped' : !hasGeolocation ? 'unavailable' : (problem ?? 'sharing');
  return { state, stop: () => setStopped(true), resume: () => setStopped(false) };
}
