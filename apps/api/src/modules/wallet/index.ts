/** The wallet module's public face: CarSeva Money and referrals. */
export { walletService, type WalletService, WALLET_JOBS, type WalletEntryView } from './service';
export { walletRoutes } from './routes';
