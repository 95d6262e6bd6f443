/** Transaction History: the bookings module's money ledgers, with the payments and wallet modules' money outside them, through their services. */
export { transactionsService, type TransactionsService } from './service';
export { transactionsRoutes } from './routes';
