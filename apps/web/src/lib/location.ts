import { listingPoint, type ReverseGeocode } from '@carseva/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { api } from './api-client';
import { usePreferences } from './preferences';

/** Where the customer is, from the device: coordinates plus the pincode and locality they fall in. */
export interface DeviceLocation {
  lat: number;
  lng: number;
  pincode: string | null;
  location: string | null;
}

interface LocationState {
  lat: number | null;
  lng: number | null;
  pincode: string | null;
  location: string | null;
  /** Replaces all four fields together. */
  setLocation(location: DeviceLocation): void;
}

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      lat: null,
      lng: null,
      pincode: null,
      location: null,
      setLocation: ({ lat, lng, pincode, location }) => set({ lat, lng, pincode, location }),
    }),
    { name: 'carseva-location' },
  ),
);

/**
 * The point services are searched around (ADR 50). The chosen city is the city served: its centre, or
 * the device location when that lies inside the city. With no city chosen, the device location.
 */
export interface ServicePoint {
  latitude: number;
  longitude: number;
  source: 'device' | 'city';
  /** The chosen city, which the listing is limited to; null when none was chosen. */
  cityId: number | null;
}

export function useServicePoint(): ServicePoint | null {
  const lat = useLocationStore((s) => s.lat);
  const lng = useLocationStore((s) => s.lng);
  const city = usePreferences((s) => s.city);
  const device = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
  if (city) {
    const { latitude, longitude, source } = listingPoint(city, device);
    return { latitude, longitude, source: source === 'customer' ? 'device' : 'city', cityId: city.id };
  }
  return device && { ...device, source: 'device', cityId: null };
}

/** The device position, once (the browser asks the customer first). */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 }),
  );
}

/** Asks the device where it is and names the place through our reverse-geocoding endpoint. */
export async function locateDevice(): Promise<void> {
  const { coords } = await currentPosition();
  const lat = Number(coords.latitude.toFixed(6));
  const lng = Number(coords.longitude.toFixed(6));
  try {
    const place = await api.get<ReverseGeocode>('/geo/reverse', { lat, lon: lng });
    useLocationStore.getState().setLocation({ lat, lng, pincode: place.pincode, location: place.location });
  } catch {
    // The coordinates alone are enough to find garages; the place name is a nicety.
    useLocationStore.getState().setLocation({ lat, lng, pincode: null, location: null });
  }
}

let started = false;

/**
 * Finds the device location once per page load when none is stored. If the visitor already allowed
 * it, we ask straight away; otherwise the browser's prompt waits for their first tap or key press,
 * so it answers something they did rather than interrupting the page as it opens.
 */
export function startLocating(): void {
  if (started || !('geolocation' in navigator)) return;
  started = true;
  if (useLocationStore.getState().lat !== null) return;
  const locate = () => locateDevice().catch(() => undefined); // refused or unavailable: the chosen city's centre is used
  const askOnFirstGesture = () => {
    const handler = () => {
      window.removeEventListener('pointerdown', handler, true);
      window.removeEventListener('keydown', handler, true);
      void locate();
    };
    window.addEventListener('pointerdown', handler, true);
    window.addEventListener('keydown', handler, true);
  };
  if (!navigator.permissions?.query) {
    askOnFirstGesture();
    return;
  }
  navigator.permissions
    .query({ name: 'geolocation' })
    .then((status) => {
      if (status.state === 'granted') void locate();
      else if (status.state === 'prompt') askOnFirstGesture();
    })
    .catch(askOnFirstGesture);
}
