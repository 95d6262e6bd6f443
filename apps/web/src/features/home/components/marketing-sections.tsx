import { AppLink } from '../../../components/app-link';
import { Card } from '../../../components/card';
import { CategoryIllustration } from '../../../components/category-illustration';
import { Icon } from '../../../components/icons';
import { guarantee, howItWorks, trending } from '../../../content/home-more';
import { slugOf } from '../../../lib/slug';
import { useT } from '../../../lib/i18n';

const heading = 'text-2xl font-bold text-slate-900';

export function TrendingSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="trending-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="trending-title" className={heading}>
        {t('home.trending.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {trending.map((card) => (
          <li key={card.id}>
            {/* The category by its slug: the link is whole in the HTML, before the catalog's ids are known. */}
            <AppLink
              to={`/services?category=${slugOf(card.category)}`}
              className="block h-full rounded-xl bg-gradient-to-br from-brand-50 to-white p-5 ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">{t(card.badge)}</span>
                <CategoryIllustration slug={slugOf(card.category)} className="size-12 ring-1 ring-brand-100 rounded-xl" />
              </span>
              <h3 className="mt-3 font-bold text-slate-900">{t(card.title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(card.text)}</p>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GuaranteeSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="guarantee-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="guarantee-title" className={heading}>
          {t(guarantee.title)}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {guarantee.tiles.map((tile) => (
            <Card as="li" key={tile.title} padding="lg" className="text-center">
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Icon name="check" className="size-6" />
              </span>
              <h3 className="mt-3 font-bold text-slate-900">{t(tile.title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(tile.text)}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  const { t } = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10">
      <h2 id="how-title" className={heading}>
        {t(howItWorks.title)}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-4">
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 md:flex-col">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
            <div>
              <h3 className="font-bold text-slate-900">{t(step.title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
