import { useQuery } from '@tanstack/react-query';
import { walletQuery } from '../../../lib/wallet';

/** CarSeva Money: balance, entries and the customer's referral code. */
export const useWallet = () => useQuery(walletQuery());
