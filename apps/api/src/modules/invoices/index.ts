/** The invoices module's public face: the bills of completed orders (GST tax invoices and bills of supply). */
export { invoicesService, type InvoicesService, INVOICE_MESSAGES } from './service';
export { invoicesRoutes } from './routes';
