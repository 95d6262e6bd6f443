import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closureBody,
  closureQuery,
  closureResult,
  envelope,
  garageIdParam,
  garageOffering,
  garagePickupRadius,
  garageSchedule,
  garageStaffParams,
  newStaffBody,
  offeringChanges,
  okResponse,
  pickupRadiusBody,
  slotChanges,
  staffMember,
  errorResponses,
} from '@carseva/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { say } from '../../lib/i18n';
import type { AuditActor, AuditService } from '../audit';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { SlotsService } from '../slots';
import { auditRole, type Capability, type StaffService } from '../staff';

const tags = ['partner'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export interface SettingsRoutesOptions {
  bookings: Pick<BookingsService, 'desk'>;
  slots: Pick<SlotsService, 'schedule' | 'updateSchedule' | 'close' | 'reopen'>;
  catalog: Pick<CatalogService, 'offeringsOf' | 'updateOfferings' | 'garagesByIds' | 'setPickupRadius'>;
  staff: Pick<StaffService, 'requireCapability' | 'members' | 'add' | 'remove'>;
  audit: Pick<AuditService, 'record'>;
  /** The pickup radius of a garage whose owner set none (PICKUP_RADIUS_KM), and the most one may be (PICKUP_RADIUS_CAP_KM). */
  pickupRadius: { defaultKm: number; capKm: number };
}

/** A garage's settings: slots (capacities, new slots, closures), its services' prices per band of car, and who works there. */
export const partnerSettingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { bookings, slots, catalog, staff, audit, pickupRadius }) => {
  /** Who acts, if their role at the garage has the capability: staff read the settings; changing them, and the staff, is its owner's (or an admin's). */
  const asking = async (
    request: Parameters<typeof app.requireUser>[0],
    reply: Parameters<typeof app.requireUser>[1],
    garageId: number,
    capability: Capability,
  ): Promise<AuditActor> => {
    const { user } = await app.requireUser(request, reply);
    const { role } = await staff.requireCapability(user, garageId, capability);
    return { userId: user.id, role: auditRole(role) };
  };
  /** The audit entry of a settings change, written in the change's transaction. */
  const audited = (actor: AuditActor, garageId: number, action: string, before: unknown, after: unknown, note?: string) => (tx: Executor) =>
    audit.record(tx, actor, { action, entity: 'garage', entityId: garageId, garageId, before, after, note });

  app.get(
    '/partner/garages/:id/slots',
    {
      schema: {
        tags,
        summary: "The garage's slots and the closures from today on",
        params: garageIdParam,
        response: { 200: envelope(garageSchedule), ...errors },
      },
    },
    async (request, reply) => {
      await asking(request, reply, request.params.id, 'settings.view');
      return { success: true as const, data: await slots.schedule(request.params.id) };
    },
  );

  app.put(
    '/partner/garages/:id/slots',
    {
      schema: {
        tags,
        summary: 'Changes slot capacities (never below seats already booked) and adds slots',
        params: garageIdParam,
        body: slotChanges,
        response: { 200: envelope(garageSchedule), ...errors },
      },
    },
    async (request, reply) => {
      const garageId = request.params.id;
      const actor = await asking(request, reply, garageId, 'settings.change');
      const before = (await slots.schedule(garageId)).slots;
      const record = audited(actor, garageId, 'slots.update', before, request.body.slots);
      return { success: true as const, message: 'Slots saved', data: await slots.updateSchedule(garageId, request.body, record) };
    },
  );

  app.post(
    '/partner/garages/:id/closures',
    {
      schema: {
        tags,
        summary: 'Closes a day or one slot; answers with the bookings already in it, to reschedule or cancel',
        params: garageIdParam,
        body: closureBody,
        response: { 200: envelope(closureResult), ...errors },
      },
    },
    async (request, reply) => {
      const garageId = request.params.id;
      const actor = await asking(request, reply, garageId, 'settings.change');
      const record = audited(actor, garageId, 'slots.close', null, request.body, request.body.reason);
      const closed = await slots.close(garageId, request.body.date, request.body.slot, request.body.reason ?? null, record);
      const day = await bookings.desk.day(garageId, { date: request.body.date, page: 1 });
      const affected = day.data.filter((b) => closed.includes(b.slot.id) && ['pending', 'accepted'].includes(b.service_status));
      return { success: true as const, message: 'Closed', data: { schedule: await slots.schedule(garageId), affected } };
    },
  );

  app.delete(
    '/partner/garages/:id/closures',
    {
      schema: {
        tags,
        summary: 'Opens a closed day or slot again',
        params: garageIdParam,
        querystring: closureQuery,
        response: { 200: envelope(garageSchedule), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await asking(request, reply, request.params.id, 'settings.change');
      await slots.reopen(request.params.id, request.query.date, request.query.slot, audited(actor, request.params.id, 'slots.reopen', null, request.query));
      return { success: true as const, message: 'Open again', data: await slots.schedule(request.params.id) };
    },
  );

  app.get(
    '/partner/garages/:id/offerings',
    {
      schema: {
        tags,
        summary: "The garage's services: price and strike price per band of car, on or off",
        params: garageIdParam,
        response: { 200: envelope(z.array(garageOffering)), ...errors },
      },
    },
    async (request, reply) => {
      await asking(request, reply, request.params.id, 'settings.view');
      return { success: true as const, data: await catalog.offeringsOf(request.params.id) };
    },
  );

  app.put(
    '/partner/garages/:id/offerings',
    {
      schema: {
        tags,
        summary: 'Changes prices and switches services on or off; customers see it at once, bookings keep their price',
        params: garageIdParam,
        body: offeringChanges,
        response: { 200: envelope(z.array(garageOffering)), ...errors },
      },
    },
    async (request, reply) => {
      const garageId = request.params.id;
      const actor = await asking(request, reply, garageId, 'settings.change');
      const changed = new Set(request.body.offerings.map((o) => o.id));
      const before = (await catalog.offeringsOf(garageId)).filter((o) => changed.has(o.id));
      const record = audited(actor, garageId, 'offerings.update', before, request.body.offerings);
      return { success: true as const, message: 'Prices saved', data: await catalog.updateOfferings(garageId, request.body, record) };
    },
  );

  /** The garage's own pickup radius with the default and the cap it is read against. */
  const radiusOf = async (garageId: number) => {
    const [garage] = await catalog.garagesByIds([garageId]);
    if (!garage) throw notFound(say('errors.garage.notFound'), 'GARAGE_NOT_FOUND');
    return { pickup_radius_km: garage.pickupRadiusKm, default_km: pickupRadius.defaultKm, cap_km: pickupRadius.capKm };
  };

  app.get(
    '/partner/garages/:id/pickup-radius',
    {
      schema: {
        tags,
        summary: 'How far the garage picks cars up: its own radius (null for the default), the default and the cap',
        params: garageIdParam,
        response: { 200: envelope(garagePickupRadius), ...errors },
      },
    },
    async (request, reply) => {
      await asking(request, reply, request.params.id, 'settings.view');
      return { success: true as const, data: await radiusOf(request.params.id) };
    },
  );

  app.put(
    '/partner/garages/:id/pickup-radius',
    {
      schema: {
        tags,
        summary: 'Sets how far the garage picks cars up (null: the default), at most the cap; checkout judges pickups by it at once',
        params: garageIdParam,
        body: pickupRadiusBody,
        response: { 200: envelope(garagePickupRadius), ...errors },
      },
    },
    async (request, reply) => {
      const garageId = request.params.id;
      const actor = await asking(request, reply, garageId, 'settings.change');
      const km = request.body.pickup_radius_km;
      if (km !== null && km > pickupRadius.capKm) {
        const message = say('errors.pickup.radiusAboveCap', { cap: `${pickupRadius.capKm} km` });
        throw unprocessable(message, { pickup_radius_km: [message] }, 'PICKUP_RADIUS_ABOVE_CAP');
      }
      const before = await radiusOf(garageId);
      await catalog.setPickupRadius(garageId, km, audited(actor, garageId, 'pickup_radius.update', before.pickup_radius_km, km));
      return { success: true as const, data: await radiusOf(garageId) };
    },
  );

  app.get(
    '/partner/garages/:id/staff',
    {
      schema: {
        tags,
        summary: "The garage's owners and staff (for its owners and admins)",
        params: garageIdParam,
        response: { 200: envelope(z.array(staffMember)), ...errors },
      },
    },
    async (request, reply) => {
      await asking(request, reply, request.params.id, 'staff.manage');
      return { success: true as const, data: await staff.members(request.params.id) };
    },
  );

  app.post(
    '/partner/garages/:id/staff',
    {
      schema: {
        tags,
        summary: 'Adds a registered user to the garage as staff or as a service buddy (driver), by mobile number',
        params: garageIdParam,
        body: newStaffBody,
        response: { 201: envelope(staffMember), ...errors },
      },
    },
    async (request, reply) => {
      const garageId = request.params.id;
      const actor = await asking(request, reply, garageId, 'staff.manage');
      const member = await staff.add(garageId, request.body.mobile_no, request.body.role, {
        replaceRole: false,
        audit: (tx, added) => audited(actor, garageId, 'staff.add', null, added)(tx),
      });
      const message = member.role === 'driver' ? `${member.name} is now a service buddy of this garage` : `${member.name} can now run this garage’s jobs`;
      return reply.code(201).send({ success: true as const, message, data: member });
    },
  );

  app.delete(
    '/partner/garages/:id/staff/:userId',
    {
      schema: {
        tags,
        summary: "Removes someone from the garage's staff (never yourself, never its last owner)",
        params: garageStaffParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id: garageId, userId } = request.params;
      const actor = await asking(request, reply, garageId, 'staff.manage');
      await staff.remove(garageId, userId, { removedBy: actor.userId, audit: audited(actor, garageId, 'staff.remove', { user_id: userId }, null) });
      return { success: true as const, message: 'Removed from the garage’s staff' };
    },
  );
};
