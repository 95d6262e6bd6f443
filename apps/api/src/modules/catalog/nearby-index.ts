import { haversineKm } from '@carseva/shared';

export interface IndexedGarage {
  id: number;
  latitude: number;
  longitude: number;
}

export interface IndexedOffering {
  id: number;
  garageId: number;
  serviceId: number;
  categoryId: number;
}

export interface NearbyMatch<O> {
  offering: O;
  garageId: number;
  distanceKm: number;
}

const KM_PER_DEGREE_LATITUDE = 111.32;

/**
 * Garages sorted by latitude, each with its offerings in menu order (category, then service).
 * Answers "each service once, from the nearest garage within the radius that offers it, nearest
 * first" by a latitude band search, exact distances, and a walk from the nearest garage outwards
 * that stops as soon as every service is covered.
 */
export function buildNearbyIndex<O extends IndexedOffering>(garages: readonly IndexedGarage[], offerings: readonly O[]) {
  const sorted = [...garages].sort((a, b) => a.latitude - b.latitude);
  const latitudes = Float64Array.from(sorted, (g) => g.latitude);
  const offeringsByGarage = Map.groupBy(offerings, (o) => o.garageId);
  const serviceCount = new Set(offerings.map((o) => o.serviceId)).size;
  const servicesPerCategory = new Map<number, number>();
  for (const [categoryId, list] of Map.groupBy(offerings, (o) => o.categoryId)) {
    servicesPerCategory.set(categoryId, new Set(list.map((o) => o.serviceId)).size);
  }

  /** First index whose latitude is ≥ value. */
  function lowerBound(value: number): number {
    let lo = 0;
    let hi = latitudes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (latitudes[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Garages within the radius, nearest first. They are dropped into 1 km rings and each ring is
   * sorted only when the walk reaches it: the walk usually stops within the first few rings.
   */
  function* garagesWithin(lat: number, lng: number, radiusKm: number) {
    const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
    const dLng = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
    const rings: { garage: IndexedGarage; distanceKm: number }[][] = [];
    for (let i = lowerBound(lat - dLat); i < sorted.length && latitudes[i]! <= lat + dLat; i++) {
      const garage = sorted[i]!;
      if (Math.abs(garage.longitude - lng) > dLng) continue;
      const distanceKm = haversineKm(lat, lng, garage.latitude, garage.longitude);
      if (distanceKm <= radiusKm) (rings[Math.floor(distanceKm)] ??= []).push({ garage, distanceKm });
    }
    for (const ring of rings) {
      if (!ring) continue;
      yield* ring.sort((a, b) => a.distanceKm - b.distanceKm || a.garage.id - b.garage.id);
    }
  }

  return {
    nearest(point: { latitude: number; longitude: number }, radiusKm: number, categoryId?: number): NearbyMatch<O>[] {
      const wanted = categoryId === undefined ? serviceCount : (servicesPerCategory.get(categoryId) ?? 0);
      const chosen = new Set<number>();
      const matches: NearbyMatch<O>[] = [];
      if (wanted === 0) return matches;
      for (const { garage, distanceKm } of garagesWithin(point.latitude, point.longitude, radiusKm)) {
        for (const offering of offeringsByGarage.get(garage.id) ?? []) {
          if (categoryId !== undefined && offering.categoryId !== categoryId) continue;
          if (chosen.has(offering.serviceId)) continue;
          chosen.add(offering.serviceId);
          matches.push({ offering, garageId: garage.id, distanceKm });
        }
        if (chosen.size === wanted) break;
      }
      return matches;
    },
  };
}
