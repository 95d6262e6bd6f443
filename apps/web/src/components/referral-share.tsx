import { formatRupees } from '@carseva/shared';
import { useState } from 'react';
import { Button } from './button';
import { useT } from '../lib/i18n';

/** The link a friend signs up with: it fills in the referral code on the sign-up form. */
export const referralLink = (code: string) => `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;

/** The customer's referral code with Share (where the device can) and Copy link; the outcome is announced. */
export function ReferralShare({ code, reward }: { code: string; reward: number }) {
  const [status, setStatus] = useState('');
  const link = referralLink(code);
  const { t } = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({
        title: 'CarSeva',
        text: t('wallet.referral.shareText', { code, reward: formatRupees(reward) }),
        url: link,
      });
    } catch {
      // The customer closed the share sheet: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('wallet.referral.copied'));
    } catch {
      setStatus(t('wallet.referral.copyThis', { link }));
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p
        className="rounded-lg bg-white/15 px-3 py-2 font-mono text-lg font-bold tracking-widest"
        aria-label={t('wallet.referral.codeLabel', { code: code.split('').join(' ') })}
      >
        {code}
      </p>
      {canShare ? (
        <Button type="button" variant="secondary" className="bg-white" onClick={() => void share()}>
          {t('wallet.referral.share')}
        </Button>
      ) : null}
      <Button type="button" variant="secondary" className="bg-white" onClick={() => void copy()}>
        {t('wallet.referral.copyLink')}
      </Button>
      <p aria-live="polite" className="w-full text-sm text-brand-100">
        {status}
      </p>
    </div>
  );
}
