import { formatRupees, type Category, type Service } from '@carseva/shared';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { CouponEntry } from '../../../components/coupon-entry';
import { CouponOffers } from '../../../components/coupon-offers';
import { Icon } from '../../../components/icons';
import { OrderTotals } from '../../../components/order-totals';
import { cartGarageId, cartSavings, cartTotals, useCart } from '../../../lib/cart';
import { CartPriceNote } from '../../../lib/cart-price-note';
import type { CartPricing } from '../../../lib/cart-prices';
import { useCategories } from '../../../lib/catalog';
import { useT } from '../../../lib/i18n';
import { usePickers } from '../../../lib/pickers';
import { carLabel, usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { slugOf } from '../../../lib/slug';
import { AllInPrice } from './all-in-price';

export const EMPTY_CART_MESSAGE_MS = 3000;

/** Work that follows an accident or an inspection, never an add-on to suggest: an insurance claim, denting and painting. */
const NOT_ADD_ONS = new Set(['insurance-claims', 'denting-painting']);

/** The ids of the categories whose services are never suggested as an add-on. */
export const notAddOnCategoryIds = (categories: readonly Category[]): ReadonlySet<number> =>
  new Set(categories.filter((c) => NOT_ADD_ONS.has(slugOf(c.name))).map((c) => c.id));

/**
 * A service worth adding: from the cart's garage (or the nearest), not in the cart, not of the excluded
 * categories, recommended first, then cheapest.
 */
export function recommendAddOn(
  services: readonly Service[],
  cartIds: readonly number[],
  garageId: number | null,
  excludedCategoryIds: ReadonlySet<number> = new Set(),
): Service | null {
  const garage = garageId ?? services[0]?.garage.id;
  const candidates = services.filter((s) => s.garage.id === garage && !cartIds.includes(s.id) && !excludedCategoryIds.has(s.category_id));
  candidates.sort((a, b) => Number(b.recommended) - Number(a.recommended) || a.price - b.price);
  return candidates[0] ?? null;
}

/** The order summary beside the listing (desktop), priced for the chosen car. */
export function CartPanel({ allServices, onAdd, pricing }: { allServices: readonly Service[]; onAdd(service: Service): void; pricing: CartPricing }) {
  const { t } = useT();
  const items = useCart((s) => s.items);
  const removeAt = useCart((s) => s.removeAt);
  const car = usePreferences((s) => s.car);
  const openPicker = usePickers((s) => s.openPicker);
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [emptyMessage, setEmptyMessage] = useState(false);

  useEffect(() => {
    if (!emptyMessage) return;
    const timer = setTimeout(() => setEmptyMessage(false), EMPTY_CART_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [emptyMessage]);

  const totals = cartTotals(items);
  const savings = cartSavings(items);
  const categories = useCategories();
  const excluded = useMemo(() => notAddOnCategoryIds(categories.data ?? []), [categories.data]);
  // Until the categories are known, nothing can be told apart from an insurance claim: nothing is suggested.
  const addOn = categories.data
    ? recommendAddOn(
        allServices,
        items.map((i) => i.id),
        cartGarageId(items),
        excluded,
      )
    : null;

  const checkout = () => {
    if (items.length === 0) setEmptyMessage(true);
    else if (!user) void navigate(`/login?next=${encodeURIComponent('/checkout')}`);
    else void navigate('/checkout');
  };

  return (
    <Card as="aside" aria-labelledby="cart-title" className="sticky top-4 hidden space-y-4 self-start md:block">
      <h2 id="cart-title" className="sr-only">
        {t('services.cart.title')}
      </h2>
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
        {car ? <img src={car.brandIcon} alt="" width="40" height="40" className="size-10" /> : <Icon name="car" className="size-10 text-slate-500" />}
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-slate-900">{carLabel(car) ?? t('services.cart.noCar')}</p>
          <p className="text-xs text-slate-600">{car?.modelName ? t('services.cart.yourCar') : t('services.cart.chooseCar')}</p>
        </div>
        <button
          type="button"
          onClick={() => openPicker('car')}
          className="rounded-md px-2 py-1 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('services.cart.change')}
          <span className="sr-only"> {t('services.cart.changeWhat')}</span>
        </button>
      </div>

      <CartPriceNote failed={pricing.failed} onRetry={pricing.retry} />

      {savings > 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{t('services.cart.savings', { amount: formatRupees(savings) })}</p>
      ) : null}

      {items.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-semibold text-slate-900">{t('services.cart.empty')}</p>
          <p className="text-sm text-slate-600">{t('services.cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="text-xs text-slate-600">{t('services.cart.from', { garage: items[0]?.garageName ?? '' })}</p>
          <ul aria-label={t('services.cart.items')} className="max-h-60 space-y-2 overflow-y-auto">
            {items.map((item, index) => (
              <li key={item.id} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{item.title}</p>
                  <p className="text-sm">
                    {item.strikePrice !== null && item.strikePrice > item.price ? (
                      <s className="mr-2 text-slate-600">{formatRupees(item.strikePrice)}</s>
                    ) : null}
                    <span className="font-semibold">{formatRupees(item.price)}</span>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => removeAt(index)}
                  aria-label={t('services.cart.remove', { service: item.title })}
                  className="grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon name="close" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      {items.length > 0 && !car?.modelId ? <p className="text-sm text-slate-700">{t('services.cart.fromPrices')}</p> : null}
      <OrderTotals totals={pricing.repricing ? undefined : totals} totalTestId="cart-total" busy={pricing.repricing} />

      <CouponEntry />
      <CouponOffers services={items.map((item) => item.id)} carModel={car?.modelId ?? null} enabled={!pricing.repricing} />

      <div>
        <Button size="lg" bold block className="tracking-wide" onClick={checkout}>
          {t('services.cart.checkout')}
        </Button>
        <p role="status" className="mt-2 min-h-5 text-center text-sm font-medium text-red-700">
          {emptyMessage ? t('services.cart.empty') : ''}
        </p>
      </div>

      {addOn ? (
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-3">
          {/* Without a car it is only what people often add: nothing is said to suit a car not chosen. */}
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {car?.modelId ? t('services.cart.recommended') : t('services.cart.popular')}
          </p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{addOn.service_name}</p>
              <AllInPrice service={addOn} />
            </div>
            <button
              type="button"
              onClick={() => onAdd(addOn)}
              className="rounded-md bg-white px-3 py-1.5 text-sm font-bold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('services.cart.add')}
              <span className="sr-only"> {addOn.service_name}</span>
            </button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
