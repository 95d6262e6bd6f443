/** The payments module's public face: online payments through the configured gateway, its webhooks and refunds. */
export { paymentsService, type PaymentsService, PAYMENT_JOBS, PAYMENT_MESSAGES } from './service';
export { paymentsRoutes } from './routes';
export { sandboxRoutes } from './sandbox-routes';
