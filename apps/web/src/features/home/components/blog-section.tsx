import { AppLink } from '../../../components/app-link';
import { articlePath, articles, displayDate } from '../../../content/blog';
import { useT } from '../../../lib/i18n';

/** The blog's three newest articles; each card is a link to its article, whole in the prerendered HTML. */
export function BlogSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="blog-title" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="blog-title" className="text-2xl font-bold text-slate-900">
          {t('home.blog.title')}
        </h2>
        <AppLink to="/blog" className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          {t('home.blog.all')}
        </AppLink>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {articles.slice(0, 3).map((article) => (
          <li key={article.slug}>
            <AppLink
              to={articlePath(article.slug)}
              className="block h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</span>
              <h3 className="mt-1 font-bold text-slate-900">{article.title}</h3>
              <span className="mt-1 block text-sm text-slate-700">{article.summary}</span>
              <span className="mt-3 block text-xs text-slate-600">
                <time dateTime={article.date}>{displayDate(article.date)}</time> · {t('home.blog.readMinutes', { minutes: article.readMinutes })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
