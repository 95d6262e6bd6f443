/** The invoices module's public face: GST tax invoices of completed orders. */
export { invoicesService, type InvoicesService, INVOICE_MESSAGES } from './service';
export { invoicesRoutes } from './routes';
