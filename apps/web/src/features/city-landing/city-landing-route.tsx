import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCityPage } from './api/get-city-page';
import { cityHead, type CityPage } from './city-page';
import { useDocumentHead } from '../../lib/page-head';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CategoryIllustration } from '../../components/category-illustration';
import { Spinner } from '../../components/spinner';
import { citiesQuery } from '../../lib/catalog';
import { useT } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';

/** Chooses this city (as the city picker would) and opens its services, optionally in one category (by its slug). */
function useBrowseCity(cityName: string) {
  const queryClient = useQueryClient();
  const chooseCity = usePreferences((s) => s.chooseCity);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useT();
  const browse = async (categorySlug?: string) => {
    setProblem(null);
    try {
      const city = (await queryClient.fetchQuery(citiesQuery())).find((c) => c.name === cityName);
      if (!city) throw new Error(t('city.notOpen', { city: cityName }));
      chooseCity({ id: city.id, name: city.name, latitude: city.latitude, longitude: city.longitude });
      void navigate(categorySlug ? `/services?category=${categorySlug}` : '/services');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return { browse, problem };
}

function CityLanding({ page }: { page: CityPage }) {
  const { t, language } = useT();
  useDocumentHead(cityHead(page, t, language));
  const { browse, problem } = useBrowseCity(page.name);
  const city = page.name;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('city.title', { city })}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('city.intro', { city, count: page.garages.length })}</p>
      <div className="mt-6">
        <Button size="xl" bold onClick={() => void browse()}>
          {t('city.browse', { city })}
        </Button>
        <p role="status" aria-live="polite" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      </div>

      <section aria-labelledby="city-categories" className="mt-8">
        <h2 id="city-categories" className="text-xl font-bold text-slate-900">
          {t('city.services', { city })}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.categories.map((category) => (
            <li key={category.slug} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
              <button
                type="button"
                onClick={() => void browse(category.slug)}
                className="flex h-full w-full items-start gap-3 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <CategoryIllustration slug={category.slug} className="size-12" />
                <span>
                  <span className="block font-semibold text-brand-700">{category.name}</span>
                  <span className="text-sm text-slate-700">{category.services.join(' · ')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="city-garages" className="mt-10">
        <h2 id="city-garages" className="text-xl font-bold text-slate-900">
          {t('city.garages', { city })}
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {page.garages.map((garage) => (
            <Card as="li" key={garage.name + garage.address}>
              <p className="font-semibold text-slate-900">{garage.name}</p>
              <p className="mt-1 text-sm text-slate-700">{garage.address}</p>
            </Card>
          ))}
        </ul>
      </section>
    </article>
  );
}

export function CityLandingRoute() {
  const slug = useParams().city ?? '';
  const page = useCityPage(slug);
  const { t } = useT();
  if (page.isPending) return <Spinner label={t('city.loading')} />;
  if (page.isError)
    return (
      <Card flat padding="xl" className="m-4 text-center">
        <p className="text-slate-800">{page.error.message}</p>
        <button
          type="button"
          onClick={() => void page.refetch()}
          className="mt-3 font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('city.tryAgain')}
        </button>
      </Card>
    );
  if (!page.data)
    return (
      <Card flat padding="xl" className="m-4 text-center">
        <p className="text-slate-800">{t('city.notServed')}</p>
        <Link to="/services" className={buttonClass({ size: 'lg', className: 'mt-4 inline-block' })}>
          {t('city.browseServices')}
        </Link>
      </Card>
    );
  return <CityLanding page={page.data} />;
}
