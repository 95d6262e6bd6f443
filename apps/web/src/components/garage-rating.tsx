import type { GarageRating as Rating } from '@carseva/shared';

const plural = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A garage's customer rating, "★ 4.3 (12 reviews)"; nothing until it has a review. */
export function GarageRating({ rating, className = '' }: { rating: Rating | null; className?: string }) {
  if (!rating) return null;
  return (
    <span className={`inline-flex items-baseline gap-1 ${className}`}>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span className="font-semibold text-slate-900">
        <span className="sr-only">Rated </span>
        {rating.average.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-slate-600">({plural(rating.count)})</span>
    </span>
  );
}
