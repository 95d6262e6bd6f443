import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { buttonClass } from '../../components/button';
import { CategoryIllustration } from '../../components/category-illustration';
import { articleBodies, type Block, type ListItem } from '../../content/blog-articles';
import { articleBySlug, articlePath, articles, displayDate, type ArticleCard } from '../../content/blog';
import { useDocumentHead } from '../../lib/page-head';
import { articleHead } from './article-head';

function Item({ item }: { item: ListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  const [lead, text] = item;
  return (
    <li>
      <strong className="font-semibold text-slate-900">{lead}:</strong> {text}
    </li>
  );
}

function BodyBlock({ block }: { block: Block }) {
  if (typeof block === 'string') return <p className="mt-4">{block}</p>;
  if ('heading' in block) return <h2 className="mt-8 text-xl font-bold text-slate-900">{block.heading}</h2>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-600">
      {block.list.map((item) => (
        <Item key={typeof item === 'string' ? item : item[0]} item={item} />
      ))}
    </ul>
  );
}

function ArticlePage({ article }: { article: ArticleCard }) {
  useDocumentHead(articleHead(article));
  const more = articles.filter((other) => other.slug !== article.slug).slice(0, 3);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <AppLink to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Car Care Blog
      </AppLink>
      <p className="mt-6 text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{article.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={article.date}>{displayDate(article.date)}</time> · {article.readMinutes} min read
      </p>
      <p className="mt-6 text-lg text-slate-700">{article.summary}</p>
      <div className="text-slate-700">
        {articleBodies[article.slug].map((block, index) => (
          // The blocks are fixed text in a fixed order.
          <BodyBlock key={index} block={block} />
        ))}
      </div>
      <aside aria-label="Book this service" className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
        <div className="flex flex-1 items-center gap-4">
          <CategoryIllustration slug={article.booking.category} className="size-14 ring-1 ring-brand-100 rounded-xl" />
          <p className="text-slate-800">Prices from garages near you, free pickup and drop, and a 30 days warranty on the work.</p>
        </div>
        <AppLink to={`/services?category=${article.booking.category}`} className={buttonClass({ size: 'xl', className: 'text-center' })}>
          {article.booking.label}
        </AppLink>
      </aside>
      <section aria-labelledby="more-title" className="mt-12">
        <h2 id="more-title" className="text-xl font-bold text-slate-900">
          More from the blog
        </h2>
        <ul className="mt-4 space-y-3">
          {more.map((other) => (
            <li key={other.slug}>
              <AppLink to={articlePath(other.slug)} className="font-semibold text-brand-700 hover:underline">
                {other.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** /blog/{slug}: one route per article (app/router.tsx), so the path always names one. */
export function ArticleRoute() {
  const slug = useLocation().pathname.split('/').filter(Boolean)[1]?.toLowerCase() ?? '';
  const article = articleBySlug(slug);
  if (!article) throw new Error(`no blog article ${slug}`);
  return <ArticlePage article={article} />;
}
