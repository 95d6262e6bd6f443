import type { GarageRating as Rating } from '@carseva/shared';
import { Icon } from './icons';

const plural = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A garage's customer rating, "★ 4.3 (12 reviews)"; nothing until it has a review. */
export function GarageRating({ rating, className = '' }: { rating: Rating | null; className?: string }) {
  if (!rating) return null;
  return (
    <span className={`inline-flex items-baseline gap-1 ${className}`}>
      <Icon name="star" className="size-[1.1em] self-center text-amber-500" />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">Rated </span>
        {rating.average.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-slate-600">({plural(rating.count)})</span>
    </span>
  );
}
