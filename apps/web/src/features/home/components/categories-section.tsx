import { AppLink } from '../../../components/app-link';
import { CategoryIllustration } from '../../../components/category-illustration';
import { useCategories } from '../../../lib/catalog';
import { useHydrated } from '../../../lib/after-hydration';
import { usePreferences } from '../../../lib/preferences';
import { slugOf } from '../../../lib/slug';
import { useT } from '../../../lib/i18n';

export function CategoriesSection() {
  const city = usePreferences((s) => s.city);
  const categories = useCategories();
  const { t } = useT();
  // As the HTML had it (no categories) while the page hydrates, even if another part fetched them first.
  const shown = useHydrated() ? (categories.data ?? []) : [];
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
        {city ? t('home.categories.title', { city: city.name }) : t('home.categories.yourCity')}
      </h2>
      <ul className="mt-6 grid min-h-40 grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {shown.map((category) => (
          <li key={category.id}>
            <AppLink
              to={`/services?category=${category.id}`}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center text-sm font-medium text-slate-800 hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {/* The catalog's slug follows the name (lib/slug.ts): every category draws, whatever its image. */}
              <CategoryIllustration slug={slugOf(category.name)} className="size-12" />
              {category.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
