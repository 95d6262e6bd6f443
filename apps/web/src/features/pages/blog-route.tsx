import { Card } from '../../components/card';
import { allCategories, blogTestimonials, latestPost, newTechnology, trendingBlogs, type Article } from '../../content/blog';

function ArticleCard({ article }: { article: Article }) {
  return (
    <Card as="article">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</p>
      <h3 className="mt-1 font-bold text-slate-900">{article.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
      <p className="mt-2 text-xs text-slate-600">
        {article.date} · {article.readMinutes} min read
      </p>
    </Card>
  );
}

function ArticleSection({ title, articles }: { title: string; articles: Article[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {articles.map((a) => (
          <ArticleCard key={a.title} article={a} />
        ))}
      </div>
    </section>
  );
}

export function BlogRoute() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">CarSeva Car Care Blog</h1>
        <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="latest-title">
          <p className="text-sm font-semibold text-brand-700">Latest Post · {latestPost.category}</p>
          <h2 id="latest-title" className="mt-1 text-2xl font-bold text-slate-900">
            {latestPost.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {latestPost.date} · {latestPost.readMinutes} min read
          </p>
          {latestPost.body.map((p) => (
            <p key={p.slice(0, 24)} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
        </section>
        <ArticleSection title="Trending Blogs" articles={trendingBlogs} />
        <ArticleSection title="New Technology" articles={newTechnology} />
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">All Categories</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {allCategories.map((c) => (
              <li key={c} className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300">
                {c}
              </li>
            ))}
          </ul>
        </section>
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">Testimonials</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {blogTestimonials.map((t) => (
              <Card as="li" key={t.name} flat>
                <figure>
                  <blockquote className="text-sm text-slate-700">“{t.text}”</blockquote>
                  <figcaption className="mt-3 text-sm font-semibold text-slate-900">
                    {t.name} <span className="font-normal text-slate-600">· {t.place}</span>
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
