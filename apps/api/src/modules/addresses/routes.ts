import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBody,
  addressIdParam,
  addressPatch,
  envelope,
  errorResponse,
  okResponse,
  pincodeLocality,
  pincodeParam,
  savedAddress,
  errorResponses,
} from '@carseva/shared';
import { z } from 'zod';
import type { AddressesService } from './service';

const tags = ['my addresses'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** My Addresses: the signed-in customer's pickup addresses; another customer's address id is a 404. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (app, { addresses }) => {
  await app.register(myAddressesRoutes, { addresses });

  app.get(
    '/pincodes/:pincode/localities',
    {
      config: { cacheControl: 'public, max-age=86400' },
      schema: {
        tags,
        summary: 'The known localities with a pincode (empty when none is known)',
        params: pincodeParam,
        response: { 200: envelope(z.array(pincodeLocality)), 400: errorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await addresses.localitiesOf(request.params.pincode) }),
  );
};

/** The customer's own addresses: private, never cached. */
const myAddressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (app, { addresses }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/addresses',
    { schema: { tags, summary: "The customer's addresses, the last used first", response: { 200: envelope(z.array(savedAddress)), ...errors } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await addresses.list(user.id) };
    },
  );

  app.post(
    '/me/addresses',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Adds a labelled pickup address (home, work, other) with its pincode and an optional map pin',
        body: addressBody,
        response: { 201: envelope(savedAddress), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return reply.code(201).send({ success: true as const, message: 'Address saved', data: await addresses.add(user.id, request.body) });
    },
  );

  app.patch(
    '/me/addresses/:id',
    {
      schema: {
        tags,
        summary: "Changes an address's label, text, pincode or map pin",
        params: addressIdParam,
        body: addressPatch,
        response: { 200: envelope(savedAddress), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'Address updated', data: await addresses.update(user.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/me/addresses/:id',
    { schema: { tags, summary: 'Removes an address', params: addressIdParam, response: { 200: okResponse, ...errors } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      await addresses.remove(user.id, request.params.id);
      return { success: true as const, message: 'Address removed' };
    },
  );
};
