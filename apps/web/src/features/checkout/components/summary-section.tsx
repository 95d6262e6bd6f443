import { formatRupees, type Quote } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { CouponEntry } from '../../../components/coupon-entry';
import { OrderTotals } from '../../../components/order-totals';
import { ApiError } from '../../../lib/api-client';
import type { CartItem } from '../../../lib/cart';
import { carLabel, type ChosenCar } from '../../../lib/preferences';

interface SummarySectionProps {
  /** The checkout form's id: Pay Now submits it from here, beside the order. */
  formId: string;
  items: readonly CartItem[];
  car: ChosenCar | null;
  couponCode: string | null;
  quote: UseQueryResult<Quote>;
  /** CarSeva Money the customer chose to use, as far as the checkout can tell (the server has the last word). */
  walletUsed: number;
  busy: boolean;
  message: string | null;
}

/** The order with the server's prices, the cart's coupon, and Pay Now. */
export function SummarySection({ formId, items, car, couponCode, quote, walletUsed, busy, message }: SummarySectionProps) {
  const totals = quote.data;
  const couponProblem = quote.error instanceof ApiError && quote.error.errors?.coupon ? quote.error.message : null;
  return (
    <Card as="aside" aria-labelledby="summary-heading" className="mt-5 space-y-4 self-start md:sticky md:top-4 md:mt-0">
      <h2 id="summary-heading" className="text-lg font-bold">
        Your order
      </h2>
      <p className="text-sm text-slate-700">
        {carLabel(car) ?? 'No car selected'} · from {items[0]?.garageName}
      </p>
      <ul aria-label="Services in your order" className="space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-2 text-sm">
            <span>{item.title}</span>
            <span className="font-semibold">{formatRupees(item.price)}</span>
          </li>
        ))}
      </ul>

      <CouponEntry verdict={{ problem: couponProblem, applied: couponCode !== null && totals?.coupon === couponCode }} />

      <OrderTotals totals={totals} totalTestId="checkout-total" busy={quote.isFetching} walletUsed={walletUsed} />

      <Button type="submit" form={formId} size="lg" bold block className="tracking-wide" disabled={busy || couponProblem !== null}>
        {busy ? 'Please wait…' : 'Pay Now'}
      </Button>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {message}
      </p>
    </Card>
  );
}
