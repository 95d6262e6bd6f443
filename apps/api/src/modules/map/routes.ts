import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, mapSettings, mapTileParams } from '@carseva/shared';
import { z } from 'zod';
import { mapSettingsOf, type MapConfig } from './settings';
import { standInTile } from './tiles';

export const mapRoutes: FastifyPluginAsyncZod<{ config: MapConfig }> = async (app, { config }) => {
  const settings = mapSettingsOf(config);
  app.get(
    '/map',
    {
      config: { cacheControl: 'public, max-age=3600' },
      schema: {
        tags: ['geo'],
        summary: 'Where the map tiles come from (URL template, attribution, highest zoom)',
        response: { 200: envelope(mapSettings) },
      },
    },
    async () => ({ success: true as const, data: settings }),
  );

  if (config.MAP_TILES !== 'local') return;
  // One tile image serves every position of its colour: two are made, once.
  const tiles = [standInTile(0, 0), standInTile(1, 0)] as const;
  app.get(
    '/map/tiles/:z/:x/:y.png',
    {
      schema: {
        tags: ['geo'],
        summary: 'A stand-in map tile (MAP_TILES=local): a plain generated PNG, for tests and offline machines',
        params: mapTileParams,
        produces: ['image/png'],
        response: { 200: z.any().describe('A 256 px PNG tile'), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { x, y } = request.params;
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(tiles[(x + y) % 2]);
    },
  );
};
