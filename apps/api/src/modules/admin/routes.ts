import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AccountUser,
  adminBooking,
  adminBookingsQuery,
  adminContactMessage,
  adminCoupon,
  adminCouponBody,
  adminGarage,
  adminGarageCreate,
  adminGaragesQuery,
  adminGarageUpdate,
  adminLead,
  adminPage,
  adminStatusBody,
  auditEntry,
  catalogServiceChoice,
  couponParam,
  couponsQuery,
  dashboard,
  envelope,
  failedNotification,
  garageIdParam,
  handleBody,
  idParam,
  inboxQuery,
  okResponse,
  pageQuery,
  trackingIdParam,
  errorResponses,
} from '@carseva/shared';
import { z } from 'zod';
import { toCsv } from './csv';
import type { AdminService } from './service';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const idParams = z.object({ id: idParam });
const csvResponse = { 200: z.string().describe('text/csv'), ...errors };

const LEAD_COLUMNS = [
  { header: 'Received', value: (r: z.infer<typeof adminLead>) => r.created_at },
  { header: 'Phone', value: (r: z.infer<typeof adminLead>) => r.phone },
  { header: 'City', value: (r: z.infer<typeof adminLead>) => r.city },
  { header: 'Car', value: (r: z.infer<typeof adminLead>) => r.car },
  { header: 'Handled at', value: (r: z.infer<typeof adminLead>) => r.handled_at },
  { header: 'Handled by', value: (r: z.infer<typeof adminLead>) => r.handled_by },
  { header: 'Note', value: (r: z.infer<typeof adminLead>) => r.handled_note },
];
const MESSAGE_COLUMNS = [
  { header: 'Received', value: (r: z.infer<typeof adminContactMessage>) => r.created_at },
  { header: 'Name', value: (r: z.infer<typeof adminContactMessage>) => r.name },
  { header: 'Phone', value: (r: z.infer<typeof adminContactMessage>) => r.phone },
  { header: 'Email', value: (r: z.infer<typeof adminContactMessage>) => r.email },
  { header: 'Order', value: (r: z.infer<typeof adminContactMessage>) => r.tracking_id },
  { header: 'Message', value: (r: z.infer<typeof adminContactMessage>) => r.message },
  { header: 'Handled at', value: (r: z.infer<typeof adminContactMessage>) => r.handled_at },
  { header: 'Handled by', value: (r: z.infer<typeof adminContactMessage>) => r.handled_by },
  { header: 'Note', value: (r: z.infer<typeof adminContactMessage>) => r.handled_note },
];

/** The platform team's console API: admins only; a signed-in customer or garage staff gets 403. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Checked before the body is read or validated: a customer gets 403 whatever they send.
  const admins = new WeakMap<FastifyRequest, AccountUser>();
  app.addHook('onRequest', async (request, reply) => {
    const { user } = await app.requireUser(request, reply);
    admin.requireAdmin(user);
    admins.set(request, user);
  });
  /** The admin the hook above let through. */
  const adminOf = (request: FastifyRequest): AccountUser => admins.get(request)!;
  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(body);

  // ── Garages ──
  app.get(
    '/admin/garages',
    {
      schema: {
        tags,
        summary: 'Garages, searched and filtered by city and state, one page',
        querystring: adminGaragesQuery,
        response: { 200: envelope(adminPage(adminGarage)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.garages(request.query) };
    },
  );

  app.post(
    '/admin/garages',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Onboards a garage: details, default slots and its first services',
        body: adminGarageCreate,
        response: { 201: envelope(adminGarage), ...errors },
      },
    },
    async (request, reply) => {
      const user = adminOf(request);
      const garage = await admin.createGarage(user, request.body);
      return reply.code(201).send({ success: true as const, message: `${garage.name} is now listed`, data: garage });
    },
  );

  app.get(
    '/admin/garages/:id',
    { schema: { tags, summary: 'One garage', params: garageIdParam, response: { 200: envelope(adminGarage), ...errors } } },
    async (request) => {
      return { success: true as const, data: await admin.garage(request.params.id) };
    },
  );

  app.patch(
    '/admin/garages/:id',
    {
      schema: {
        tags,
        summary: 'Edits a garage; active: false hides it from listings at once (its bookings stay)',
        params: garageIdParam,
        body: adminGarageUpdate,
        response: { 200: envelope(adminGarage), ...errors },
      },
    },
    async (request) => {
      const user = adminOf(request);
      return { success: true as const, message: 'Garage saved', data: await admin.updateGarage(user, request.params.id, request.body) };
    },
  );

  app.get(
    '/admin/garages/:id/audit',
    {
      schema: {
        tags,
        summary: "A garage's change history (admins and its staff)",
        params: garageIdParam,
        querystring: pageQuery,
        response: { 200: envelope(adminPage(auditEntry)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.garageAudit(request.params.id, request.query.page) };
    },
  );

  app.get(
    '/admin/services',
    {
      schema: {
        tags,
        summary: 'The master service list a new garage may offer, at list prices',
        response: { 200: envelope(z.array(catalogServiceChoice)), ...errors },
      },
    },
    async () => {
      return { success: true as const, data: await admin.serviceChoices() };
    },
  );

  // ── Bookings ──
  app.get(
    '/admin/bookings',
    {
      schema: {
        tags,
        summary: 'Any booking: by tracking id, customer mobile, garage, city, status, service dates',
        querystring: adminBookingsQuery,
        response: { 200: envelope(adminPage(adminBooking)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.bookings(request.query) };
    },
  );

  app.get(
    '/admin/bookings/:trackingId',
    { schema: { tags, summary: 'One booking with its customer', params: trackingIdParam, response: { 200: envelope(adminBooking), ...errors } } },
    async (request) => {
      return { success: true as const, data: await admin.booking(request.params.trackingId) };
    },
  );

  app.post(
    '/admin/bookings/:trackingId/status',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Moves a booking as the garage would, or cancels it; a reason is required',
        params: trackingIdParam,
        body: adminStatusBody,
        response: { 200: envelope(adminBooking), ...errors },
      },
    },
    async (request) => {
      const user = adminOf(request);
      return { success: true as const, message: 'Booking updated', data: await admin.moveBooking(user, request.params.trackingId, request.body) };
    },
  );

  app.get(
    '/admin/bookings/:trackingId/audit',
    {
      schema: {
        tags,
        summary: "A booking's change history (admins and garage staff)",
        params: trackingIdParam,
        querystring: pageQuery,
        response: { 200: envelope(adminPage(auditEntry)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.bookingAudit(request.params.trackingId, request.query.page) };
    },
  );

  // ── Leads and contact messages ──
  app.get(
    '/admin/leads',
    {
      schema: {
        tags,
        summary: 'Price requests (CHECK PRICES FOR FREE, Get App Link)',
        querystring: inboxQuery,
        response: { 200: envelope(adminPage(adminLead)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.leads(request.query) };
    },
  );

  app.get(
    '/admin/leads.csv',
    { schema: { tags, summary: 'The filtered price requests as CSV', querystring: inboxQuery, response: csvResponse } },
    async (request, reply) => {
      return sendCsv(reply, 'carseva-leads.csv', toCsv(LEAD_COLUMNS, await admin.allLeads(request.query)));
    },
  );

  app.post(
    '/admin/leads/:id/handled',
    { schema: { tags, summary: 'Marks a price request answered, with a note', params: idParams, body: handleBody, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const user = adminOf(request);
      await admin.handle(user, 'lead', request.params.id, request.body.note);
      return { success: true as const, message: 'Marked handled' };
    },
  );

  app.get(
    '/admin/messages',
    { schema: { tags, summary: 'Contact-form messages', querystring: inboxQuery, response: { 200: envelope(adminPage(adminContactMessage)), ...errors } } },
    async (request) => {
      return { success: true as const, data: await admin.messages(request.query) };
    },
  );

  app.get(
    '/admin/messages.csv',
    { schema: { tags, summary: 'The filtered contact messages as CSV', querystring: inboxQuery, response: csvResponse } },
    async (request, reply) => {
      return sendCsv(reply, 'carseva-messages.csv', toCsv(MESSAGE_COLUMNS, await admin.allMessages(request.query)));
    },
  );

  app.post(
    '/admin/messages/:id/handled',
    {
      schema: { tags, summary: 'Marks a contact message answered, with a note', params: idParams, body: handleBody, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const user = adminOf(request);
      await admin.handle(user, 'message', request.params.id, request.body.note);
      return { success: true as const, message: 'Marked handled' };
    },
  );

  // ── Coupons ──
  app.get(
    '/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons with their limits and live uses',
        querystring: couponsQuery,
        response: { 200: envelope(adminPage(adminCoupon)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.coupons(request.query) };
    },
  );

  app.post(
    '/admin/coupons',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Creates a coupon: percent or flat, cap, minimum order, dates, usage limits',
        body: adminCouponBody,
        response: { 201: envelope(adminCoupon), ...errors },
      },
    },
    async (request, reply) => {
      const user = adminOf(request);
      return reply.code(201).send({ success: true as const, message: 'Coupon created', data: await admin.createCoupon(user, request.body) });
    },
  );

  app.get(
    '/admin/coupons/:code',
    { schema: { tags, summary: 'One coupon and its usage', params: couponParam, response: { 200: envelope(adminCoupon), ...errors } } },
    async (request) => {
      return { success: true as const, data: await admin.coupon(request.params.code) };
    },
  );

  app.post(
    '/admin/coupons/:code/expire',
    {
      schema: {
        tags,
        summary: 'Ends a coupon now (bookings that used it keep their discount)',
        params: couponParam,
        response: { 200: envelope(adminCoupon), ...errors },
      },
    },
    async (request) => {
      const user = adminOf(request);
      return { success: true as const, message: 'Coupon expired', data: await admin.expireCoupon(user, request.params.code) };
    },
  );

  // ── Notifications ──
  app.get(
    '/admin/notifications/failed',
    {
      schema: {
        tags,
        summary: 'Order messages (SMS, or WhatsApp then SMS) that failed after their retries',
        querystring: pageQuery,
        response: { 200: envelope(adminPage(failedNotification)), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await admin.failedNotifications(request.query.page) };
    },
  );

  app.post(
    '/admin/notifications/:id/retry',
    { schema: { tags, summary: 'Sends a failed message again, on its channel', params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await admin.retryNotification(request.params.id);
      return { success: true as const, message: 'Queued to send again' };
    },
  );

  // ── Dashboard ──
  app.get('/admin/dashboard', { schema: { tags, summary: 'The last 30 days in figures', response: { 200: envelope(dashboard), ...errors } } }, async () => {
    return { success: true as const, data: await admin.dashboard() };
  });
};
