import type { LegKind } from '@carseva/shared';
import { useEffect, useRef, useState } from 'react';
import { sharePosition } from '../api/share-position';

/** At most one position this often: the customer's map moves within ~10 s and the phone's battery lasts the day. */
export const POSITION_EVERY_MS = 10_000;

export type SharingState = 'sharing' | 'stopped' | 'refused' | 'unavailable';

/**
 * While `active` (the buddy is on the way or out for delivery, on this screen), watches the phone's
 * position and sends it at most every 10 s. Stops when the buddy says so, the leg moves on, or the screen closes.
 */
export function usePositionSharing(trackingId: string, kind: LegKind, active: boolean) {
  const [stopped, setStopped] = useState(false);
  const [problem, setProblem] = useState<'refused' | 'unavailable' | null>(null);
  const lastSent = useRef(0);
  const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    if (!active || stopped || !hasGeolocation) return;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setProblem(null);
        const now = Date.now();
        if (now - lastSent.current < POSITION_EVERY_MS) return;
        lastSent.current = now;
        void sharePosition(trackingId, kind, {
          latitude: coords.latitude,
          longitude: coords.longitude,
          ...(Number.isFinite(coords.accuracy) ? { accuracy_m: Math.min(100_000, Math.round(coords.accuracy)) } : {}),
          // A lost signal loses one position; the next one, 10 s on, puts the buddy back on the map.
        }).catch(() => (lastSent.current = 0));
      },
      (error) => setProblem(error.code === 1 ? 'refused' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [trackingId, kind, active, stopped, hasGeolocation]);

  const state: SharingState = stopped ? 'stopped' : !hasGeolocation ? 'unavailable' : (problem ?? 'sharing');
  return { state, stop: () => setStopped(true), resume: () => setStopped(false) };
}
