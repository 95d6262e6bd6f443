import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSITION_EVERY_MS, usePositionSharing } from './use-position-sharing';
import { fakeApi } from '../../../testing/render-route';

describe('sharing the buddy’s position', () => {
  let report: PositionCallback;
  let sent: () => unknown[];
  const clearWatch = vi.fn();
  const at = (latitude: number) => report({ coords: { latitude, longitude: 77.05, accuracy: 8 } } as GeolocationPosition);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition: (ok: PositionCallback) => ((report = ok), 3), clearWatch } });
    const api = fakeApi(() => ({ body: { success: true, message: 'ok' } }));
    vi.stubGlobal('fetch', api.fetch);
    sent = () => api.calls.map((c) => (c.body as { latitude: number }).latitude);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the first position at once, then the newest of each 10 s, even when the phone reports nothing after a move', async () => {
    const { unmount } = renderHook(() => usePositionSharing('CSABCDEFGHJKLMNPQR', 'pickup', true));
    at(28.45);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([28.45]);
    // Two moves within the next 10 s: only the newer is sent, when the 10 s are up.
    await vi.advanceTimersByTimeAsync(3_000);
    at(28.46);
    at(28.47);
    await vi.advanceTimersByTimeAsync(POSITION_EVERY_MS - 3_001);
    expect(sent()).toEqual([28.45]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([28.45, 28.47]);
    // Standing still: nothing more is sent.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toEqual([28.45, 28.47]);
    // A move pending when the screen closes is dropped with the watch.
    at(28.48);
    unmount();
    await vi.advanceTimersByTimeAsync(POSITION_EVERY_MS);
    expect(sent()).toEqual([28.45, 28.47]);
    expect(clearWatch).toHaveBeenCalledWith(3);
  });

  it('watches nothing on a leg that is not moving', () => {
    const watch = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition: watch, clearWatch } });
    renderHook(() => usePositionSharing('CSABCDEFGHJKLMNPQR', 'pickup', false));
    expect(watch).not.toHaveBeenCalled();
  });
});
