import { formatRupees } from '@carseva/shared';
import { ReferralShare } from '../../../components/referral-share';
import { useWallet } from '../api/get-wallet';
import { useT } from '../../../lib/i18n';

/** The CarSeva Money balance, what the next order may use of it, and the referral code to share; `title` names the card. */
export function WalletBalanceCard({ title }: { title?: string }) {
  const wallet = useWallet();
  const { t } = useT();
  return (
    <section aria-labelledby="wallet-heading" className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white md:p-6">
      <h2 id="wallet-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
        {title ?? t('common.account.money')}
      </h2>
      {wallet.isPending ? (
        <p className="mt-2 text-brand-100">{t('wallet.balance.loading')}</p>
      ) : wallet.isError ? (
        <p className="mt-2">
          {t('wallet.balance.loadFailed')} {wallet.error.message}
        </p>
      ) : (
        <>
          <p className="mt-1 text-3xl font-bold">{formatRupees(wallet.data.balance)}</p>
          <p className="mt-1 text-brand-100">
            {t('wallet.balance.usable', { usable: formatRupees(wallet.data.usable_per_order), reward: formatRupees(wallet.data.referral.reward) })}
          </p>
          <ReferralShare code={wallet.data.referral.code} reward={wallet.data.referral.reward} />
        </>
      )}
    </section>
  );
}
