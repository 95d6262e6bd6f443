import { haversineKm } from '@carseva/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNearbyIndex } from './nearby-index';

const garages = [
  { id: 1, latitude: 28.4595, longitude: 77.0266 }, // at the point
  { id: 2, latitude: 28.47, longitude: 77.03 }, // ~1.2 km
  { id: 3, latitude: 28.6139, longitude: 77.209 }, // Delhi, ~24.6 km
  { id: 4, latitude: 19.076, longitude: 72.8777 }, // Mumbai
];
const offer = (id: number, garageId: number, serviceId: number, categoryId = 1) => ({ id, garageId, serviceId, categoryId });

describe('nearby index', () => {
  it('takes each service once, from the nearest garage offering it, nearest first', () => {
    const index = buildNearbyIndex(garages, [offer(10, 1, 100), offer(20, 2, 100), offer(21, 2, 200), offer(30, 3, 300), offer(40, 4, 400)]);
    const matches = index.nearest({ latitude: 28.4595, longitude: 77.0266 }, 25);
    expect(matches.map((m) => m.offering.id)).toEqual([10, 21, 30]);
    expect(matches[0]!.distanceKm).toBe(0);
    expect(matches.map((m) => m.distanceKm)).toEqual([...matches.map((m) => m.distanceKm)].sort((a, b) => a - b));
  });

  it('respects the radius and the category', () => {
    const index = buildNearbyIndex(garages, [offer(10, 1, 100, 1), offer(21, 2, 200, 2), offer(30, 3, 300, 2)]);
    expect(index.nearest({ latitude: 28.4595, longitude: 77.0266 }, 10).map((m) => m.offering.id)).toEqual([10, 21]);
    expect(index.nearest({ latitude: 28.4595, longitude: 77.0266 }, 25, 2).map((m) => m.offering.id)).toEqual([21, 30]);
    expect(index.nearest({ latitude: 28.4595, longitude: 77.0266 }, 25, 99)).toEqual([]);
    expect(index.nearest({ latitude: 15, longitude: 65 }, 25)).toEqual([]);
  });

  it('agrees with a brute-force search on random catalogs', () => {
    const point = fc.record({ latitude: fc.double({ min: 8, max: 35, noNaN: true }), longitude: fc.double({ min: 68, max: 90, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 40 }),
        fc.array(fc.record({ garage: fc.nat(39), service: fc.nat(9), category: fc.nat(2) }), { maxLength: 120 }),
        point,
        fc.double({ min: 1, max: 500, noNaN: true }),
        (points, offerSpecs, at, radius) => {
          const gs = points.map((p, i) => ({ id: i + 1, ...p }));
          // One category per service, one offering per (garage, service), as in the database.
          const seen = new Set<string>();
          const offers = offerSpecs
            .filter((o) => o.garage < gs.length && !seen.has(`${o.garage}/${o.service}`) && seen.add(`${o.garage}/${o.service}`))
            .map((o, i) => offer(i + 1, o.garage + 1, o.service, o.service % 3));
          const got = buildNearbyIndex(gs, offers).nearest(at, radius);
          const byService = new Map<number, { id: number; d: number; g: number }>();
          for (const o of offers) {
            const g = gs[o.garageId - 1]!;
            const d = haversineKm(at.latitude, at.longitude, g.latitude, g.longitude);
            if (d > radius) continue;
            const best = byService.get(o.serviceId);
            if (!best || d < best.d || (d === best.d && g.id < best.g)) byService.set(o.serviceId, { id: o.id, d, g: g.id });
          }
          expect(new Set(got.map((m) => m.offering.id))).toEqual(new Set([...byService.values()].map((b) => b.id)));
        },
      ),
    );
  });
});
