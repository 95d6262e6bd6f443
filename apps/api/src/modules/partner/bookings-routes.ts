import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  extrasBody,
  partnerBooking,
  partnerBookingList,
  partnerBookingsQuery,
  partnerStatusBody,
  partsPhotosBody,
  trackingIdParam,
  errorResponses,
} from '@carseva/shared';
import { notFound } from '../../lib/errors';
import type { AuditService } from '../audit';
import { type AuditHook, BOOKING_MESSAGES, type BookingRow, type BookingsService } from '../bookings';
import type { MediaService } from '../media';
import { auditRole, type Capability, type StaffService } from '../staff';

const tags = ['partner'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export interface PartnerRoutesOptions {
  bookings: Pick<BookingsService, 'desk'>;
  staff: Pick<StaffService, 'requireCapability'>;
  /** Every change a garage makes is written to the audit log in its own transaction. */
  audit: Pick<AuditService, 'record'>;
  /** Photos of extra work and replaced parts must be this booking's, ready (purpose extra). */
  media: Pick<MediaService, 'requireReady'>;
}

/** What the booking looked like, for the audit log's before → after. */
const auditView = (row: BookingRow) => ({
  status: row.serviceStatus,
  payment_status: row.paymentStatus,
  paid: row.paidPaise / 100,
  total: row.totalPaise / 100,
});

/** The garage partner console's API: the day's jobs and what the garage does with them. */
export const partnerBookingsRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, { bookings, staff, audit, media }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * The booking and who acts on it, if the signed-in user's role at its garage has the capability. A
   * customer gets 403 whatever the id; staff of another garage get the same 404 as for a missing booking.
   */
  async function bookingForStaff(request: FastifyRequest, reply: FastifyReply, trackingId: string, capability: Capability) {
    const { user } = await app.requireUser(request, reply);
    const found = await bookings.desk.byTrackingId(trackingId);
    const { role } = await staff.requireCapability(user, found?.garageId ?? null, capability, {
      notFound: notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND'),
    });
    const row = found!;
    const actor = { kind: role === 'admin' ? ('admin' as const) : ('staff' as const), userId: user.id };
    /** The audit entry of this change: who, what, the booking before and after. */
    const audited =
      (action: string, note?: string): AuditHook =>
      (tx, after) =>
        audit.record(
          tx,
          { userId: user.id, role: auditRole(role) },
          {
            action,
            entity: 'booking',
            entityId: row.trackingId,
            garageId: row.garageId,
            bookingId: row.id,
            before: auditView(row),
            after: auditView(after),
            note,
          },
        );
    return { row, actor, audited };
  }

  app.get(
    '/partner/bookings',
    {
      schema: {
        tags,
        summary: "A garage's bookings on one date, in slot order, with counts per status",
        querystring: partnerBookingsQuery,
        response: { 200: envelope(partnerBookingList), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      await staff.requireCapability(user, request.query.garage, 'bookings.view');
      return { success: true as const, data: await bookings.desk.day(request.query.garage, request.query) };
    },
  );

  app.get(
    '/partner/bookings/:trackingId',
    { schema: { tags, summary: 'One booking, as the garage sees it', params: trackingIdParam, response: { 200: envelope(partnerBooking), ...errors } } },
    async (request, reply) => {
      const { row } = await bookingForStaff(request, reply, request.params.trackingId, 'bookings.view');
      return { success: true as const, data: await bookings.desk.present(row) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/status',
    {
      schema: {
        tags,
        summary: 'Accept, decline (with a reason), car picked up, completed',
        params: trackingIdParam,
        body: partnerStatusBody,
        response: { 200: envelope(partnerBooking), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor, audited } = await bookingForStaff(request, reply, request.params.trackingId, 'bookings.work');
      const { to, reason } = request.body;
      return { success: true as const, data: await bookings.desk.move(row, to, actor, reason, audited(`booking.${to}`, reason)) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/cash',
    {
      schema: {
        tags,
        summary: 'Cash collected for everything due (cash on delivery, or the balance of extra work)',
        params: trackingIdParam,
        response: { 200: envelope(partnerBooking), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor, audited } = await bookingForStaff(request, reply, request.params.trackingId, 'bookings.work');
      return { success: true as const, message: 'Cash collected', data: await bookings.desk.collectCash(row, actor, audited('booking.cash_collected')) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/extras',
    {
      schema: {
        tags,
        summary: 'Proposes extra work found during the service, for the customer to approve',
        params: trackingIdParam,
        body: extrasBody,
        response: { 200: envelope(partnerBooking), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor, audited } = await bookingForStaff(request, reply, request.params.trackingId, 'bookings.work');
      await media.requireReady(
        request.body.items.flatMap((item) => item.photos),
        { purpose: 'extra', bookingId: row.id },
      );
      const summary = request.body.items.map((item) => `${item.name} ₹${item.price}`).join(', ');
      return {
        success: true as const,
        message: 'Sent to the customer for approval',
        data: await bookings.desk.proposeExtras(row, request.body, actor, audited('booking.extras_proposed', summary)),
      };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/parts-photos',
    {
      schema: {
        tags,
        summary: 'Adds photos of the parts the job replaced (purpose extra), shown on the customer’s completed order',
        params: trackingIdParam,
        body: partsPhotosBody,
        response: { 200: envelope(partnerBooking), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor } = await bookingForStaff(request, reply, request.params.trackingId, 'bookings.work');
      await media.requireReady(request.body.photos, { purpose: 'extra', bookingId: row.id });
      return { success: true as const, data: await bookings.desk.addPartsPhotos(row, request.body.photos, actor) };
    },
  );
};
