import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brand, carModel, category, city, envelope, errorResponse, idParam, nearbyQuery, service, servicePrice, servicePricesQuery } from '@carseva/shared';
import { preparedEnvelope, sendPrepared } from '../../plugins/http-cache';
import type { CatalogService } from './service';

const STATIC_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
// Revalidated on every use (a 304 when nothing changed), so a garage's new price shows at once.
const NEARBY_CACHE = 'public, no-cache';
const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/cities',
    { config: { cacheControl: STATIC_CACHE }, schema: { tags, summary: 'Cities we serve', response: { 200: envelope(z.array(city)) } } },
    async (request, reply) => sendPrepared(request, reply, preparedEnvelope(await catalog.listCities())),
  );

  app.get(
    '/brands',
    { config: { cacheControl: STATIC_CACHE }, schema: { tags, summary: 'Car brands', response: { 200: envelope(z.array(brand)) } } },
    async (request, reply) => sendPrepared(request, reply, preparedEnvelope(await catalog.listBrands())),
  );

  app.get(
    '/car/models/:brandId',
    {
      config: { cacheControl: STATIC_CACHE },
      schema: {
        tags,
        summary: "A brand's car models",
        params: z.object({ brandId: idParam }),
        response: { 200: envelope(z.array(carModel)), 404: errorResponse },
      },
    },
    async (request, reply) => sendPrepared(request, reply, preparedEnvelope(await catalog.listModels(request.params.brandId))),
  );

  app.get(
    '/categories',
    { config: { cacheControl: STATIC_CACHE }, schema: { tags, summary: 'Service categories', response: { 200: envelope(z.array(category)) } } },
    async (request, reply) => sendPrepared(request, reply, preparedEnvelope(await catalog.listCategories())),
  );

  app.get(
    '/services',
    {
      config: { cacheControl: NEARBY_CACHE },
      schema: {
        tags,
        summary: 'Services offered near a point, nearest garage first',
        querystring: nearbyQuery,
        response: { 200: envelope(z.array(service)) },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await catalog.servicesNear(request.query)),
  );

  app.get(
    '/services/prices',
    {
      config: { cacheControl: NEARBY_CACHE },
      schema: {
        tags,
        summary: "A cart's services priced for a car; a service no longer bookable is left out",
        querystring: servicePricesQuery,
        response: { 200: envelope(z.array(servicePrice)), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await catalog.pricesFor(request.query.ids, request.query.model) }),
  );

  app.get(
    '/services/category/:categoryId',
    {
      config: { cacheControl: NEARBY_CACHE },
      schema: {
        tags,
        summary: "One category's services near a point",
        params: z.object({ categoryId: idParam }),
        querystring: nearbyQuery,
        response: { 200: envelope(z.array(service)), 404: errorResponse },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await catalog.servicesNear(request.query, request.params.categoryId)),
  );
};
