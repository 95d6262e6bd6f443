import { REVIEW_COMMENT_MAX, reviewBody, type Booking, type Review } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Field } from '../../../components/form-fields';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors, withoutField } from '../../../lib/form-errors';
import { formatCount, type MessageId, type Translate, useT } from '../../../lib/i18n';
import { GarageRating } from '../../../components/garage-rating';
import { useOrderReview } from '../api/get-order-review';
import { useSubmitReview } from '../api/submit-review';

const RATING_WORDS: MessageId[] = ['orders.review.poor', 'orders.review.fair', 'orders.review.good', 'orders.review.veryGood', 'orders.review.excellent'];

/** The browser's own checks of the form, in the page's language (the server's answers come as they are). */
const formProblems = (found: FieldErrors, t: Translate): FieldErrors => ({
  ...(found.rating ? { rating: t('orders.review.ratingRequired') } : {}),
  ...(found.comment ? { comment: t('orders.review.commentTooLong', { max: formatCount(REVIEW_COMMENT_MAX) }) } : {}),
});

/**
 * How the garage is rated and, once the order is completed, the customer's own rating: a form until
 * they send one, then their review with thanks.
 */
export function OrderReview({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status' | 'garage'> }) {
  const { t } = useT();
  const review = useOrderReview(booking.tracking_id);
  const completed = booking.service_status === 'completed';
  if (review.isPending) {
    return (
      <Card as="section" padding="lg" aria-busy="true" aria-label={t('orders.review.region')}>
        <p role="status" className="text-sm text-slate-600">
          {t('orders.review.loading')}
        </p>
      </Card>
    );
  }
  if (review.isError) {
    return (
      <Card as="section" padding="lg" aria-label={t('orders.review.region')} className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-red-700">
          {t('orders.review.failed')} {review.error.message}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void review.refetch()}>
          {t('orders.review.retry')}
        </Button>
      </Card>
    );
  }
  const { review: own, garage_rating: rating } = review.data;
  if (!completed && !rating) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="review-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-heading" className="text-lg font-bold">
          {t(completed && !own ? 'orders.review.ask' : 'orders.review.reviews', { garage: booking.garage.name })}
        </h2>
        {rating ? <GarageRating rating={rating} className="text-sm" /> : <span className="text-sm text-slate-600">{t('orders.review.none')}</span>}
      </div>
      {completed ? own ? <ReviewThanks review={own} /> : <ReviewForm trackingId={booking.tracking_id} /> : null}
    </Card>
  );
}

function ReviewThanks({ review }: { review: Review }) {
  const { t } = useT();
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="font-semibold text-emerald-900">{t('orders.review.thanks')}</p>
      <p className="mt-1 text-sm text-slate-800">
        {t('orders.review.youRated')}{' '}
        <span aria-hidden="true" className="tracking-wider text-amber-500">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="sr-only">{t('orders.review.stars', { count: review.rating })}</span> ({t(RATING_WORDS[review.rating - 1]!)}).
      </p>
      {review.comment ? <blockquote className="mt-2 text-sm text-slate-700">“{review.comment}”</blockquote> : null}
    </div>
  );
}

/**
 * The rating and comment, checked with the shared schema the server uses: each problem at its own
 * field until that field is edited, an over-long comment refused with its message (never cut).
 */
function ReviewForm({ trackingId }: { trackingId: string }) {
  const { t } = useT();
  const ids = { rating: useId(), problem: useId() };
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitReview(trackingId);
  const shown = hovered ?? rating ?? 0;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBody.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      setErrors(formProblems({ ...fieldErrorsOf(parsed.error), ...(rating === null ? { rating: 'missing' } : {}) }, t));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };
  const otherProblem = submit.isError && Object.keys(errors).length === 0 ? submit.error.message : '';

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <fieldset aria-describedby={errors.rating ? ids.rating : undefined}>
        <legend className="text-sm font-semibold text-slate-700">{t('orders.review.rating')}</legend>
        <div className="mt-1 flex items-center gap-3">
          <div className="flex" onMouseLeave={() => setHovered(null)}>
            {RATING_WORDS.map((word, i) => {
              const value = i + 1;
              return (
                <label key={value} className="cursor-pointer" onMouseEnter={() => setHovered(value)}>
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setErrors((all) => withoutField(all, 'rating'));
                    }}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`block px-1 text-4xl leading-none peer-focus-visible:rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= shown ? 'text-amber-500' : 'text-slate-300'}`}
                  >
                    {'★'}
                  </span>
                  <span className="sr-only">
                    {t('orders.review.stars', { count: value })}, {t(word)}
                  </span>
                </label>
              );
            })}
          </div>
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {shown > 0 ? t(RATING_WORDS[shown - 1]!) : ''}
          </span>
        </div>
        {errors.rating ? (
          <p id={ids.rating} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Field label={t('orders.review.comment')} error={errors.comment}>
          {(control) => (
            <textarea
              {...control}
              value={comment}
              rows={3}
              onChange={(e) => {
                setComment(e.target.value);
                setErrors((all) => withoutField(all, 'comment'));
              }}
              placeholder={t('orders.review.placeholder')}
            />
          )}
        </Field>
        <p className={`text-right text-xs ${comment.trim().length > REVIEW_COMMENT_MAX ? 'font-medium text-red-700' : 'text-slate-500'}`}>
          {formatCount(comment.trim().length)}/{formatCount(REVIEW_COMMENT_MAX)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="min-h-11" disabled={submit.isPending}>
          {submit.isPending ? t('orders.review.sending') : t('orders.review.submit')}
        </Button>
        <p id={ids.problem} role="status" className="text-sm text-red-700">
          {otherProblem}
        </p>
      </div>
    </form>
  );
}
