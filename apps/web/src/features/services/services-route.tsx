import type { Service } from '@carseva/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addServiceToCart, toCartItem } from './add-to-cart';
import { useServices } from './api/get-services';
import { CartPanel } from './components/cart-panel';
import { CategoryTabs } from './components/category-tabs';
import { MobileCartBar } from './components/mobile-cart-bar';
import { ReplaceCartDialog } from './components/replace-cart-dialog';
import { ServiceList } from './components/service-list';
import { useLinkedBrand } from './use-linked-brand';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useCart } from '../../lib/cart';
import { useCartPricedForCar } from '../../lib/cart-prices';
import { useCategories } from '../../lib/catalog';
import { useLocationStore, useServicePoint } from '../../lib/location';
import { usePickers } from '../../lib/pickers';
import { usePreferences } from '../../lib/preferences';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { slugOf } from '../../lib/slug';
import { useToast } from '../../lib/toast';
import { useT } from '../../lib/i18n';

const PANEL_ID = 'services-panel';

export function ServicesRoute() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const requested = params.get('category');
  // The 'All' tab is the initial one; a category link (?category=id, or its slug ?category=batteries) opens that category's tab.
  const categoryId = categories.data?.find((c) => String(c.id) === requested || slugOf(c.name) === requested)?.id ?? null;
  const linkedBrand = useLinkedBrand();
  const point = useServicePoint();
  const place = useLocationStore((s) => s.location);
  const city = usePreferences((s) => s.city);
  const modelId = usePreferences((s) => s.car?.modelId ?? null);
  const openPicker = usePickers((s) => s.openPicker);
  const services = useServices(point, categoryId, modelId);
  const cartPricing = useCartPricedForCar();
  const cartIds = useCart((s) => s.items.map((i) => i.id).join(','));
  const cartGarageName = useCart((s) => s.items[0]?.garageName ?? '');
  const showToast = useToast((s) => s.show);
  const [pendingReplace, setPendingReplace] = useState<Service | null>(null);
  // The order summary is a desktop panel; phones get the cart bar instead, so neither is built for the other.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The panel's recommended add-on is drawn from everything nearby (the same request as the 'All' tab).
  const allServices = useServices(desktop ? point : null, null, modelId);

  const inCart = new Set(cartIds.split(',').filter(Boolean).map(Number));
  const add = (service: Service) => {
    if (addServiceToCart(service, modelId) === 'other-garage') setPendingReplace(service);
  };
  const selectCategory = (id: number | null) => setParams(id === null ? {} : { category: String(id) });

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-6 pb-28 md:pb-10">
        <h1 className="text-2xl font-bold text-slate-900">{linkedBrand ? t('services.title.brand', { brand: linkedBrand.name }) : t('services.title')}</h1>
        {/* The line is there from the first paint, empty until the place is known (it is read in the browser),
            so the listing below does not move when it fills. */}
        <p className="mt-1 min-h-5 text-sm text-slate-700">
          {point ? (
            <>
              {point.source === 'device'
                ? place
                  ? t('services.near.place', { place })
                  : t('services.near.yourLocation')
                : city
                  ? t('services.near.cityCentre', { city: city.name })
                  : t('services.near.yourCity')}
              {' · '}
              <button
                type="button"
                onClick={() => openPicker('city')}
                className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('services.changeCity')}
              </button>
            </>
          ) : null}
        </p>
        {linkedBrand ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('services.pricesByModel')}{' '}
            <button
              type="button"
              onClick={() => openPicker('car', linkedBrand)}
              className="font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('services.chooseModel', { brand: linkedBrand.name })}
            </button>
          </p>
        ) : null}

        <div className="mt-4 md:grid md:grid-cols-[1fr_22rem] md:gap-6">
          <div className="min-w-0">
            <CategoryTabs categories={categories.data ?? []} selected={categoryId} onSelect={selectCategory} panelId={PANEL_ID} />
            <section id={PANEL_ID} role="tabpanel" aria-label={t('services.panel')} className="mt-4">
              {!point ? (
                <Card flat padding="xl" className="text-center">
                  <p className="text-slate-800">{t('services.location.needed')}</p>
                  <p className="mt-2 text-sm text-slate-600">{t('services.location.orCity')}</p>
                  <Button className="mt-4" onClick={() => openPicker('city')}>
                    {t('services.location.chooseCity')}
                  </Button>
                </Card>
              ) : services.isPending ? (
                <Spinner label={t('services.loading')} />
              ) : services.isError ? (
                <Card flat padding="xl" className="text-center">
                  <p className="text-slate-800">{t('services.loadFailed', { reason: services.error.message })}</p>
                  <button
                    type="button"
                    onClick={() => void services.refetch()}
                    className="mt-3 font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t('services.tryAgain')}
                  </button>
                </Card>
              ) : services.data.length === 0 ? (
                <Card as="p" flat padding="xl" className="text-center text-slate-800">
                  {t('services.noneInCategory')}
                </Card>
              ) : (
                <ServiceList key={categoryId ?? 'all'} services={services.data} categories={categories.data ?? []} inCart={inCart} onAdd={add} />
              )}
            </section>
          </div>
          {desktop ? <CartPanel allServices={allServices.data ?? []} onAdd={add} pricing={cartPricing} /> : null}
        </div>
      </div>
      {desktop ? null : <MobileCartBar pricing={cartPricing} />}
      <ReplaceCartDialog
        service={pendingReplace}
        cartGarageName={cartGarageName}
        onKeep={() => setPendingReplace(null)}
        onReplace={(service) => {
          useCart.getState().replaceWith(toCartItem(service), modelId);
          setPendingReplace(null);
          showToast(t('services.replaced', { service: service.service_name, garage: service.garage.name }));
        }}
      />
    </div>
  );
}
