import { type CouponOffer, formatRupees } from '@carseva/shared';
import { useId } from 'react';
import { useCart } from '../lib/cart';
import { formatIstDate } from '../lib/booking-format';
import { useCouponOffers } from '../lib/coupon-offers';
import { useT } from '../lib/i18n';

/** An offer's terms in a line: what it takes off, from what order, until when, how many more times for this customer. */
function useTerms() {
  const { t, language } = useT();
  return (offer: CouponOffer) =>
    [
      offer.kind === 'flat'
        ? t('booking.offers.flat', { amount: formatRupees(offer.value) })
        : offer.max_discount === null
          ? t('booking.offers.percent', { value: offer.value })
          : t('booking.offers.percentUpTo', { value: offer.value, max: formatRupees(offer.max_discount) }),
      offer.min_order > 0 ? t('booking.offers.minOrder', { amount: formatRupees(offer.min_order) }) : null,
      offer.valid_until ? t('booking.offers.until', { date: formatIstDate(offer.valid_until, language) }) : null,
      offer.uses_left === null ? null : t('booking.offers.usesLeft', { count: offer.uses_left }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The coupons the customer can use now on this cart, with their terms and the server's saving on it;
 * the best first and marked. One tap applies one (the order's price then has it).
 */
export function CouponOffers({ services, carModel, enabled }: { services: readonly number[]; carModel: number | null; enabled?: boolean }) {
  const { t } = useT();
  const titleId = useId();
  const couponCode = useCart((s) => s.couponCode);
  const setCouponCode = useCart((s) => s.setCouponCode);
  const offers = useCouponOffers(services, carModel, enabled);
  const terms = useTerms();
  if (!offers.data?.length) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-bold text-slate-900">
        {t('booking.offers.title')}
      </h3>
      <ul className="space-y-2">
        {offers.data.map((offer) => (
          <li
            key={offer.code}
            className={`flex items-start justify-between gap-2 rounded-lg border p-3 text-sm ${offer.best ? 'border-emerald-600 bg-emerald-50' : 'border-slate-200'}`}
          >
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2">
                <strong className="font-mono tracking-wide text-slate-900">{offer.code}</strong>
                {offer.best ? <span className="rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-bold text-white">{t('booking.offers.best')}</span> : null}
              </p>
              <p className="text-slate-700">{terms(offer)}</p>
              <p className="font-semibold text-emerald-800">{t('booking.offers.saving', { amount: formatRupees(offer.saving) })}</p>
            </div>
            {offer.code === couponCode ? (
              <span className="shrink-0 px-2 py-1.5 font-bold text-emerald-800">{t('booking.offers.applied')}</span>
            ) : (
              <button
                type="button"
                onClick={() => setCouponCode(offer.code)}
                className="shrink-0 rounded-md bg-white px-3 py-1.5 font-bold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('booking.offers.apply')} <span className="sr-only">{offer.code}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
