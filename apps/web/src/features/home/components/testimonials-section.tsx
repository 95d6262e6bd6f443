import type { FeaturedReview } from '@carseva/shared';
import { Card } from '../../../components/card';
import { Icon } from '../../../components/icons';
import { testimonials } from '../../../content/home-more';
import { useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/after-hydration';
import { useFeaturedReviews } from '../api/get-featured-reviews';

/** One row of four on a desktop; phones scroll sideways. */
const SHOWN = 4;

function ReviewCard({ review }: { review: FeaturedReview }) {
  const { t } = useT();
  return (
    <figure>
      <p className="mb-2 flex gap-0.5 text-amber-500">
        {Array.from({ length: review.rating }, (_, star) => (
          <Icon key={star} name="star" className="size-4" />
        ))}
        <span className="sr-only">{t('home.testimonials.rated', { rating: review.rating })}</span>
      </p>
      <blockquote className="text-sm text-slate-700">“{review.comment}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="block font-bold text-slate-900">{review.name}</span>
        <span className="text-slate-600">
          {review.garage} · {review.city}
        </span>
      </figcaption>
    </figure>
  );
}

/** Customers' own reviews of completed orders, newest first; none are written for them. */
export function TestimonialsSection() {
  const featured = useFeaturedReviews();
  const { t } = useT();
  // Customers' reviews only, once the page has hydrated as it was sent.
  const reviews = (useHydrated() ? (featured.data ?? []) : []).slice(0, SHOWN);
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {t(testimonials.title)}
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-4 text-slate-700">{t(testimonials.none)}</p>
        ) : (
          // On a phone the row scrolls sideways: focusable, so a keyboard can scroll it too. Relative, so the
          // ratings' screen-reader text is placed within the row and cannot widen the page.
          <ul
            tabIndex={0}
            aria-labelledby="testimonials-title"
            className="relative mt-6 flex snap-x gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:grid md:grid-cols-4 md:overflow-visible"
          >
            {reviews.map((review) => (
              <Card as="li" key={review.id} padding="lg" className="w-72 shrink-0 snap-start md:w-auto">
                <ReviewCard review={review} />
              </Card>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
