import { AppLink } from '../../components/app-link';
import { Card } from '../../components/card';
import { allCategories, articlePath, articles, blogTestimonials, displayDate, type ArticleCard } from '../../content/blog';
import { type MessageId, useT } from '../../lib/i18n';

const cardLink =
  'block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Byline({ article }: { article: ArticleCard }) {
  const { t } = useT();
  return (
    <>
      <time dateTime={article.date}>{displayDate(article.date)}</time> · {t('pages.blog.readMinutes', { minutes: article.readMinutes })}
    </>
  );
}

/** A card that opens its article: the whole card is the link, named by the article's title. */
function ArticleLinkCard({ article }: { article: ArticleCard }) {
  return (
    <li>
      <AppLink to={articlePath(article.slug)} className={cardLink}>
        <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</span>
        <h3 className="mt-1 font-bold text-slate-900">{article.title}</h3>
        <span className="mt-1 block text-sm text-slate-700">{article.summary}</span>
        <span className="mt-2 block text-xs text-slate-600">
          <Byline article={article} />
        </span>
      </AppLink>
    </li>
  );
}

function ArticleSection({ title, section }: { title: MessageId; section: ArticleCard['section'] }) {
  const { t } = useT();
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold text-slate-900">{t(title)}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {articles
          .filter((a) => a.section === section)
          .map((a) => (
            <ArticleLinkCard key={a.slug} article={a} />
          ))}
      </ul>
    </section>
  );
}

export function BlogRoute() {
  const latestPost = articles.find((a) => a.section === 'latest') ?? articles[0]!;
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{t('pages.blog.title')}</h1>
        <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="latest-title">
          <p className="text-sm font-semibold text-brand-700">{t('pages.blog.latest', { category: latestPost.category })}</p>
          <h2 id="latest-title" className="mt-1 text-2xl font-bold text-slate-900">
            {latestPost.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Byline article={latestPost} />
          </p>
          <p className="mt-3 text-slate-700">{latestPost.summary}</p>
          <AppLink to={articlePath(latestPost.slug)} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t('pages.blog.read')}
            <span className="sr-only">: {latestPost.title}</span> →
          </AppLink>
        </section>
        <ArticleSection title="pages.blog.trending" section="trending" />
        <ArticleSection title="pages.blog.newTechnology" section="new-technology" />
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{t('pages.blog.categories')}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {allCategories.map((c) => (
              <li key={c} className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300">
                {c}
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{t('pages.blog.testimonials')}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {blogTestimonials.map((quote) => (
              <Card as="li" key={quote.name} flat>
                <figure>
                  <blockquote className="text-sm text-slate-700">“{quote.text}”</blockquote>
                  <figcaption className="mt-3 text-sm font-semibold text-slate-900">
                    {quote.name} <span className="font-normal text-slate-600">· {quote.place}</span>
                  </figcaption>
                </figure>
              </Card>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
