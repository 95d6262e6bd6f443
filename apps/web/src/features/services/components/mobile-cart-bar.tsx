import { formatRupees } from '@carseva/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { useT } from '../../../lib/i18n';
import { cartTotals, useCart } from '../../../lib/cart';
import { CartPriceNote } from '../../../lib/cart-price-note';
import type { CartPricing } from '../../../lib/cart-prices';

/** Phones: the cart total and 'View Cart', above the tab bar, whenever the total is above zero; what a change of car did above it. */
export function MobileCartBar({ pricing }: { pricing: CartPricing }) {
  const { t } = useT();
  const items = useCart((s) => s.items);
  const { total, charges_gst } = cartTotals(items);
  if (total <= 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-16 z-20 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden">
      <CartPriceNote failed={pricing.failed} onRetry={pricing.retry} className="[&>p]:mb-2" />
      <div className="flex items-center justify-between gap-3">
        <p>
          <span className="block text-xs text-slate-600">
            {t('services.bar.count', { count: items.length })} · {charges_gst ? t('services.bar.withGst') : t('services.bar.noGst')}
          </span>
          <span className="text-lg font-bold text-slate-900" data-testid="mobile-cart-total" aria-busy={pricing.repricing}>
            {pricing.repricing ? '…' : formatRupees(total)}
          </span>
        </p>
        <Link to="/checkout" className={buttonClass({ size: 'xl', bold: true })}>
          {t('services.bar.viewCart')}
        </Link>
      </div>
    </div>
  );
}
