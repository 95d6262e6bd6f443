import { REVIEW_COMMENT_MAX, type Booking, type Review } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { GarageRating } from '../../../components/garage-rating';
import { useOrderReview } from '../api/get-order-review';
import { useSubmitReview } from '../api/submit-review';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
export const RATING_REQUIRED = 'Choose 1 to 5 stars';

const starsText = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/**
 * How the garage is rated and, once the order is completed, the customer's own rating: a form until
 * they send one, then their review with thanks.
 */
export function OrderReview({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status' | 'garage'> }) {
  const review = useOrderReview(booking.tracking_id);
  const completed = booking.service_status === 'completed';
  if (review.isPending) {
    return (
      <Card as="section" padding="lg" aria-busy="true" aria-label="Garage reviews">
        <p role="status" className="text-sm text-slate-600">
          Loading reviews…
        </p>
      </Card>
    );
  }
  if (review.isError) {
    return (
      <Card as="section" padding="lg" aria-label="Garage reviews" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-red-700">Reviews could not be loaded. {review.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void review.refetch()}>
          Try again
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
          {completed && !own ? `How was your service at ${booking.garage.name}?` : `${booking.garage.name} reviews`}
        </h2>
        {rating ? <GarageRating rating={rating} className="text-sm" /> : <span className="text-sm text-slate-600">No reviews yet</span>}
      </div>
      {completed ? own ? <ReviewThanks review={own} /> : <ReviewForm trackingId={booking.tracking_id} /> : null}
    </Card>
  );
}

function ReviewThanks({ review }: { review: Review }) {
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="font-semibold text-emerald-900">Thank you for your review!</p>
      <p className="mt-1 text-sm text-slate-800">
        You rated this service{' '}
        <span aria-hidden="true" className="tracking-wider text-amber-500">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="sr-only">{starsText(review.rating)}</span> ({RATING_WORDS[review.rating - 1]}).
      </p>
      {review.comment ? <blockquote className="mt-2 text-sm text-slate-700">“{review.comment}”</blockquote> : null}
    </div>
  );
}

function ReviewForm({ trackingId }: { trackingId: string }) {
  const ids = { comment: useId(), problem: useId() };
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReview(trackingId);
  const shown = hovered ?? rating ?? 0;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setProblem(RATING_REQUIRED);
      return;
    }
    submit.mutate({ rating, comment: comment.trim() || null });
  };

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <fieldset aria-describedby={problem ? ids.problem : undefined}>
        <legend className="text-sm font-semibold text-slate-700">Your rating</legend>
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
                      setProblem(null);
                    }}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`block px-1 text-4xl leading-none peer-focus-visible:rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= shown ? 'text-amber-500' : 'text-slate-300'}`}
                  >
                    ★
                  </span>
                  <span className="sr-only">
                    {starsText(value)}, {word}
                  </span>
                </label>
              );
            })}
          </div>
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {shown > 0 ? RATING_WORDS[shown - 1] : ''}
          </span>
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.comment} className="block text-sm font-semibold text-slate-700">
          Tell others about it (optional)
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          placeholder="What went well, and what could be better?"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <p className="text-right text-xs text-slate-500">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="min-h-11" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit review'}
        </Button>
        <p id={ids.problem} role="status" className="text-sm text-red-700">
          {problem ?? (submit.isError ? submit.error.message : '')}
        </p>
      </div>
    </form>
  );
}
