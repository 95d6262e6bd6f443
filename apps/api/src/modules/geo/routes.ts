import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, reverseGeocode, reverseGeocodeQuery } from '@carseva/shared';
import type { GeoService } from './service';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/geo/reverse',
    {
      config: { cacheControl: 'public, max-age=86400' },
      schema: {
        tags: ['geo'],
        summary: 'The locality and pincode at a point',
        querystring: reverseGeocodeQuery,
        response: { 200: envelope(reverseGeocode), 404: errorResponse, 503: errorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await geo.reverse(request.query.lat, request.query.lon) }),
  );
};
