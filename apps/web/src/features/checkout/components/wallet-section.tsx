import { formatRupees, WALLET_MAX_PER_ORDER_RUPEES } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../../../components/card';
import type { WalletBalance } from '../api/get-wallet-balance';
import type { CheckoutForm } from '../use-checkout-form';
import { useT } from '../../../lib/i18n';

interface WalletSectionProps {
  form: CheckoutForm;
  wallet: UseQueryResult<WalletBalance>;
  total: number | undefined;
}

/** Offers CarSeva Money when the customer has some; silent otherwise (and while the balance loads). */
export function WalletSection({ form, wallet, total }: WalletSectionProps) {
  const { t } = useT();
  const usable = wallet.data?.usable_per_order ?? 0;
  if (usable <= 0) return null;
  const applies = total === undefined ? usable : Math.min(usable, total);
  return (
    <Card as="section" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="mb-2 text-lg font-bold">
        {t('checkout.wallet.title')}
      </h2>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
        <input type="checkbox" checked={form.useWallet} onChange={(e) => form.setUseWallet(e.target.checked)} className="mt-1 size-4 accent-brand-600" />
        <span>
          <span className="block font-semibold">{t('checkout.wallet.use', { amount: formatRupees(applies) })}</span>
          <span className="block text-sm text-slate-700">
            {t('checkout.wallet.detail', { balance: formatRupees(wallet.data!.balance), limit: formatRupees(WALLET_MAX_PER_ORDER_RUPEES) })}
          </span>
        </span>
      </label>
    </Card>
  );
}
