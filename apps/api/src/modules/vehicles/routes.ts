import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carBody, carIdParam, carPatch, envelope, okResponse, savedCar, errorResponses } from '@carseva/shared';
import { z } from 'zod';
import type { VehiclesService } from './service';

const tags = ['my cars'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** My Cars: the signed-in customer's own cars; another customer's car id is a 404. */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ vehicles: VehiclesService }> = async (app, { vehicles }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/me/cars',
    { schema: { tags, summary: "The customer's cars, the default first", response: { 200: envelope(z.array(savedCar)), ...errors } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await vehicles.list(user.id) };
    },
  );

  app.post(
    '/me/cars',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Adds a car (model from the catalog, fuel, optional registration number); the first is the default. Without a number, the same model and fuel already saved is answered with 200',
        body: carBody,
        response: { 200: envelope(savedCar), 201: envelope(savedCar), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const { car, added } = await vehicles.add(user.id, request.body);
      return reply.code(added ? 201 : 200).send({ success: true as const, message: added ? 'Car added' : 'Already one of your cars', data: car });
    },
  );

  app.patch(
    '/me/cars/:id',
    {
      schema: {
        tags,
        summary: "Changes a car's model, fuel, registration number or nickname",
        params: carIdParam,
        body: carPatch,
        response: { 200: envelope(savedCar), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'Car updated', data: await vehicles.update(user.id, request.params.id, request.body) };
    },
  );

  app.post(
    '/me/cars/:id/default',
    {
      schema: {
        tags,
        summary: 'Makes a car the default: it fills the car pickers, prices and bookings',
        params: carIdParam,
        response: { 200: envelope(savedCar), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'Default car changed', data: await vehicles.makeDefault(user.id, request.params.id) };
    },
  );

  app.delete(
    '/me/cars/:id',
    {
      schema: {
        tags,
        summary: 'Removes a car; the oldest remaining car becomes the default if this one was',
        params: carIdParam,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      await vehicles.remove(user.id, request.params.id);
      return { success: true as const, message: 'Car removed' };
    },
  );
};
