import type { Wallet } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { walletQuery } from '../../../lib/wallet';

/** What the checkout reads of the wallet. */
export type WalletBalance = Pick<Wallet, 'balance' | 'usable_per_order'>;

/** How much CarSeva Money this order may use: the checkout offers it only when there is some. */
export const useWalletBalance = () =>
  useQuery({ ...walletQuery(), select: (wallet): WalletBalance => ({ balance: wallet.balance, usable_per_order: wallet.usable_per_order }) });
