import { articlePath, type ArticleCard } from '../../content/blog';
import { type PageHead, SITE_ORIGIN } from '../../lib/page-head';

/** An article's title and description, and for the prerendered page a schema.org BlogPosting. */
export function articleHead(article: ArticleCard, withStructuredData = false): PageHead {
  const path = articlePath(article.slug);
  const head: PageHead = { path, title: `${article.title} | CarSeva`, description: article.summary };
  if (!withStructuredData) return head;
  const carSeva = { '@type': 'Organization', name: 'CarSeva', url: SITE_ORIGIN };
  return {
    ...head,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        mainEntityOfPage: `${SITE_ORIGIN}${path}`,
        author: carSeva,
        publisher: carSeva,
      },
    ],
  };
}
