import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { loadConfig } from '../src/config';
import { tileImageSource } from '../src/modules/map';
import { createTestApp } from './app';

describe('GET /api/v1/map', () => {
  let osm: Awaited<ReturnType<typeof createTestApp>>;
  let local: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    osm = await createTestApp();
    local = await createTestApp({ env: { MAP_TILES: 'local' } });
  });
  afterAll(async () => {
    await osm.close();
    await local.close();
  });

  it('by default names OpenStreetMap’s tiles with their credit, and the CSP lets the page load them', async () => {
    const res = await osm.app.inject('/api/v1/map');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', max_zoom: 19 });
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    // No stand-in tiles unless asked for.
    expect((await osm.app.inject('/api/v1/map/tiles/15/23456/14567.png')).statusCode).toBe(404);
  });

  it('with MAP_TILES=local serves its own plain PNG tiles, two tones in a checkerboard, needing no internet', async () => {
    expect((await local.app.inject('/api/v1/map')).json().data).toEqual({
      tiles: '/api/v1/map/tiles/{z}/{x}/{y}.png',
      attribution: 'Stand-in tiles (no map data)',
      max_zoom: 19,
    });
    const even = await local.app.inject('/api/v1/map/tiles/15/23456/14566.png');
    const odd = await local.app.inject('/api/v1/map/tiles/15/23456/14567.png');
    expect(even.statusCode).toBe(200);
    expect(even.headers['content-type']).toBe('image/png');
    const png = even.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    // The pixels decode: 256 rows of a filter byte and 256 RGB pixels.
    const idatLength = png.readUInt32BE(33);
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(256 * (1 + 256 * 3));
    expect(odd.rawPayload.equals(png)).toBe(false);
    for (const bad of ['/api/v1/map/tiles/99/1/1.png', '/api/v1/map/tiles/3/-1/1.png', '/api/v1/map/tiles/3/a/1.png']) {
      expect((await local.app.inject(bad)).statusCode, bad).toBe(400);
    }
  });

  it('takes another tile server (its host joins the CSP, a {s} subdomain as a wildcard) and refuses a setting that is not a template', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILES: 'https://tiles.example.com/map.png' })).toThrow(/MAP_TILES must be `local` or a tile URL template/);
    expect(loadConfig({ NODE_ENV: 'test', MAP_TILES: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).MAP_TILES).toBe(
      'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    );
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileImageSource('https://maps.example.com:8443/tiles/{z}/{x}/{y}@2x.png?key=abc')).toBe('https://maps.example.com:8443');
    expect(tileImageSource('local')).toBeNull();
  });
});
