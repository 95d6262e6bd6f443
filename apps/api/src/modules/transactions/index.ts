/** Transaction History: reads of the payments, wallet and bookings modules, through their services. */
export { transactionsService, type TransactionsService } from './service';
export { transactionsRoutes } from './routes';
