import { LazyMap } from '../../../components/map/lazy-map';

/** The buddy's last position on a small map; the text beside it gives the distance and arrival. */
export function BuddyMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  return <LazyMap point={{ latitude, longitude }} zoom={14} label={label} className="h-52 w-full rounded-lg" />;
}
