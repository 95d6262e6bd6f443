import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, trackingIdParam } from '@carseva/shared';
import { z } from 'zod';
import type { InvoicesService } from './service';

const tags = ['bookings'];

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.get(
    '/bookings/:trackingId/invoice.pdf',
    {
      schema: {
        tags,
        summary:
          'The bill of a completed order as a PDF (owner only): a GST tax invoice, or a bill of supply from a garage not registered for GST; the same number on every download',
        params: trackingIdParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The tax invoice or bill of supply, application/pdf'), 401: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const invoice = await invoices.invoice(user, request.params.trackingId);
      const fileName = `${invoice.kind === 'tax-invoice' ? 'invoice' : 'bill-of-supply'}-${invoice.number.replace(/\//g, '-')}-${invoice.orderId}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-invoice-number', invoice.number)
        .header('cache-control', 'private, no-store')
        .send(await invoices.pdf(invoice, user.language));
    },
  );
};
