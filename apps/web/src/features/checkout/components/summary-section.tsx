import { formatRupees, type Quote } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { CouponEntry } from '../../../components/coupon-entry';
import { CouponOffers } from '../../../components/coupon-offers';
import { OrderTotals } from '../../../components/order-totals';
import type { CartItem } from '../../../lib/cart';
import { CartPriceNote } from '../../../lib/cart-price-note';
import type { CartPricing } from '../../../lib/cart-prices';
import { usePickers } from '../../../lib/pickers';
import { carLabel, type ChosenCar } from '../../../lib/preferences';
import type { PaymentMode } from '../use-checkout-form';
import { type MessageId, useT } from '../../../lib/i18n';

interface SummarySectionProps {
  /** The checkout form's id: Pay Now submits it from here, beside the order. */
  formId: string;
  items: readonly CartItem[];
  car: ChosenCar | null;
  /** Whether the cart's prices are the car's yet (the server re-prices it when the car changes). */
  pricing: CartPricing;
  couponCode: string | null;
  quote: UseQueryResult<Quote>;
  /** CarSeva Money the customer chose to use, as far as the checkout can tell (the server has the last word). */
  walletUsed: number;
  busy: boolean;
  message: string | null;
  paymentMode: PaymentMode;
}

/** The final button's words: paying online is paying now; cash is paid at the garage, so the booking is confirmed here. */
const SUBMIT_WORDS = { online: 'checkout.summary.payNow', cod: 'checkout.summary.confirm' } as const satisfies Record<PaymentMode, MessageId>;

/**
 * The order with the server's prices for the chosen car, the cart's coupon and the offers, and Pay Now
 * (a coupon never holds it back: one the server refuses is dropped, see CheckoutRoute). Without a
 * car it asks for one here (the car picker opens over the checkout) and offers no total and no Pay Now.
 */
export function SummarySection({ formId, items, car, pricing, couponCode, quote, walletUsed, busy, message, paymentMode }: SummarySectionProps) {
  const { t } = useT();
  const openPicker = usePickers((s) => s.openPicker);
  const hasCar = car?.modelId != null;
  const totals = pricing.repricing ? undefined : quote.data;
  return (
    <Card as="aside" aria-labelledby="summary-heading" className="mt-5 space-y-4 self-start md:sticky md:top-4 md:mt-0">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t('checkout.summary.title')}
      </h2>
      <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
        <p>{t('checkout.summary.carFrom', { car: (hasCar && carLabel(car)) || t('checkout.summary.noCar'), garage: items[0]?.garageName ?? '' })}</p>
        {hasCar ? (
          <button
            type="button"
            onClick={() => openPicker('car')}
            className="font-bold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('checkout.summary.change')}
            <span className="sr-only"> {t('checkout.summary.changeWhat')}</span>
          </button>
        ) : null}
      </div>
      <CartPriceNote failed={pricing.failed} onRetry={pricing.retry} />
      <ul aria-label={t('checkout.summary.items')} className="space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-2 text-sm">
            <span>{item.title}</span>
            <span className="font-semibold">
              {hasCar ? null : <span className="mr-1 font-normal text-slate-600">{t('checkout.summary.from')}</span>}
              {formatRupees(item.price)}
            </span>
          </li>
        ))}
      </ul>

      <CouponEntry applied={couponCode !== null && totals?.coupon === couponCode} />
      <CouponOffers services={items.map((item) => item.id)} carModel={car?.modelId ?? null} enabled={!pricing.repricing} />

      {hasCar ? (
        <>
          <OrderTotals totals={totals} totalTestId="checkout-total" busy={pricing.repricing || quote.isFetching} walletUsed={walletUsed} />
          <Button type="submit" form={formId} size="lg" bold block className="tracking-wide" disabled={busy || pricing.repricing}>
            {busy ? t('checkout.summary.wait') : t(SUBMIT_WORDS[paymentMode])}
          </Button>
        </>
      ) : (
        <div className="space-y-3 rounded-lg bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">{t('checkout.summary.chooseCarNote')}</p>
          <Button size="lg" bold block onClick={() => openPicker('car')}>
            {t('checkout.summary.chooseCar')}
          </Button>
        </div>
      )}
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {message}
      </p>
    </Card>
  );
}
