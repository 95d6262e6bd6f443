import type { GarageRating as Rating } from '@carseva/shared';
import { useId } from 'react';
import { useT } from '../lib/i18n';
import { iconPath } from './icons';

const STAR = iconPath('star');
const STARS = [0, 1, 2, 3, 4];

/** Five stars, amber up to the average (4.3 fills four and a third), grey beyond it. */
function StarRow({ average }: { average: number }) {
  // A clip path is drawn by attributes: the CSP allows no inline style for a width.
  const clipId = useId();
  const stars = STARS.map((i) => <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />);
  return (
    <svg viewBox="0 0 120 24" className="h-[1.05em] w-[5.25em] self-center" aria-hidden="true" data-stars={average.toFixed(1)}>
      <clipPath id={clipId}>
        <rect width={(Math.min(5, Math.max(0, average)) / 5) * 120} height="24" />
      </clipPath>
      <g className="fill-slate-300">{stars}</g>
      <g className="fill-amber-500" clipPath={`url(#${clipId})`}>
        {stars}
      </g>
    </svg>
  );
}

/** A garage's customer rating, "★★★★☆ 4.3 (12 reviews)"; nothing until it has a review. */
export function GarageRating({ rating, className = '' }: { rating: Rating | null; className?: string }) {
  const { t } = useT();
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  return (
    <span className={`inline-flex items-baseline gap-1 ${className}`}>
      <StarRow average={rating.average} />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">{t('booking.rating.rated', { average })}</span>
        <span aria-hidden="true">{average}</span>
      </span>
      {/* '#' in the plural writes the count in the Indian grouping (1,234) in every language. */}
      <span className="text-slate-600">({t('booking.rating.reviews', { count: rating.count })})</span>
    </span>
  );
}
