import type { FeaturedReview } from '@carseva/shared';
import { Card } from '../../../components/card';
import { Icon } from '../../../components/icons';
import { testimonials } from '../../../content/home-more';
import { useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/after-hydration';
import { useFeaturedReviews } from '../api/get-featured-reviews';

/** One row of four on a desktop; phones scroll sideways. */
const SHOWN = 4;

interface Testimonial {
  key: string;
  text: string;
  name: string;
  detail: string;
  rating: number | null;
}

const fromReview = (r: FeaturedReview): Testimonial => ({
  key: `review-${r.id}`,
  text: r.comment,
  name: r.name,
  detail: `${r.garage} · ${r.city}`,
  rating: r.rating,
});
/** The written testimonials: shown until real reviews arrive, and beside the first few. */
const written: Testimonial[] = testimonials.items.map((t) => ({ key: t.name, text: t.text, name: t.name, detail: `${t.car} · ${t.place}`, rating: null }));

export function TestimonialsSection() {
  const featured = useFeaturedReviews();
  const { t } = useT();
  // Real reviews first (once the page has hydrated as it was sent); the written ones fill the row while there are fewer than four.
  const reviews = useHydrated() ? (featured.data ?? []) : [];
  const items = [...reviews.map(fromReview), ...written].slice(0, SHOWN);
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {t(testimonials.title)}
        </h2>
        {/* On a phone the row scrolls sideways: focusable, so a keyboard can scroll it too. Relative, so the
            ratings' screen-reader text is placed within the row and cannot widen the page. Keyed by its first
            card: when real reviews arrive in front, a new row starts at them (the browser would otherwise keep
            the row snapped to the card it showed, and hide the reviews to its left). */}
        <ul
          key={items[0]?.key}
          tabIndex={0}
          aria-labelledby="testimonials-title"
          className="relative mt-6 flex snap-x gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:grid md:grid-cols-4 md:overflow-visible"
        >
          {items.map((item) => (
            <Card as="li" key={item.key} padding="lg" className="w-72 shrink-0 snap-start md:w-auto">
              <figure>
                {item.rating ? (
                  <p className="mb-2 flex gap-0.5 text-amber-500">
                    {Array.from({ length: item.rating }, (_, star) => (
                      <Icon key={star} name="star" className="size-4" />
                    ))}
                    <span className="sr-only">{t('home.testimonials.rated', { rating: item.rating })}</span>
                  </p>
                ) : null}
                <blockquote className="text-sm text-slate-700">“{item.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-bold text-slate-900">{item.name}</span>
                  <span className="text-slate-600">{item.detail}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
