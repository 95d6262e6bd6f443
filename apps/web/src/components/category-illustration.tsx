/**
 * One small drawing per service category, ours, in one style: the brand's blue line on a pale tile,
 * one orange detail. Inline SVG, so a card costs no image request and nothing waits to paint.
 * Each entry is the blue line's path, then the orange detail's path (filled).
 */
const drawings: Record<string, readonly [line: string, detail: string]> = {
  // A spanner and a drop of oil.
  'periodic-services': [
    'M30 12a7 7 0 0 0-6.6 9.3L12 32.7l3.3 3.3 11.4-11.4A7 7 0 0 0 36 18l-4 4-3.5-.8L28 18l4-4a7 7 0 0 0-2-2z',
    'M36 29c2.5 3.2 3.5 5 3.5 6.5a3.5 3.5 0 0 1-7 0c0-1.5 1-3.3 3.5-6.5z',
  ],
  // A car under foam bubbles.
  'car-wash-detailing': [
    'M9 33l3-8a3 3 0 0 1 2.8-2h18.4a3 3 0 0 1 2.8 2l3 8v5H9zM15 38v2M33 38v2M9 33h30',
    'M16 17a3 3 0 1 0 0-.1zM24 13a4 4 0 1 0 0-.1zM32 17a3 3 0 1 0 0-.1z',
  ],
  // A snowflake over an air vent.
  'ac-service-repair': ['M24 8v18M16 12l16 10M32 12L16 22M10 32h28M10 37h28M10 32v9h28v-9', 'M21 8h6l-3 3zM21 26h6l-3-3z'],
  // A battery with a spark.
  batteries: ['M9 16h30a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V18a2 2 0 0 1 2-2zM13 16v-4h6v4M29 16v-4h6v4', 'M26 20l-7 9h5l-2 7 7-9h-5z'],
  // A wheel with its hub and spokes.
  'tyres-wheel-care': [
    'M24 9a15 15 0 1 0 0 30 15 15 0 0 0 0-30zM24 15a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM24 15v6M24 27v6M15 24h6M27 24h6',
    'M24 21a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  ],
  // A spray gun and a drop of paint.
  'denting-painting': ['M10 14h18v8H10zM28 18h6M16 22l-2 14h6l2-14M34 14v8', 'M40 26c2 2.6 3 4 3 5.3a3 3 0 0 1-6 0c0-1.3 1-2.7 3-5.3z'],
  // A car seat and sparkles.
  'car-spa-cleaning': [
    'M16 10h8a2 2 0 0 1 2 2v16h8a3 3 0 0 1 3 3v5H16a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3zM20 36v4M32 36v4',
    'M37 8l1.5 4 4 1.5-4 1.5L37 19l-1.5-4-4-1.5 4-1.5z',
  ],
  // A clutch plate.
  'clutch-body-parts': [
    'M24 9a15 15 0 1 0 0 30 15 15 0 0 0 0-30zM24 17a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM24 9v4M24 35v4M9 24h4M35 24h4M13.4 13.4l2.8 2.8M31.8 31.8l2.8 2.8M34.6 13.4l-2.8 2.8M16.2 31.8l-2.8 2.8',
    'M24 21a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  ],
  // A coil spring between two plates.
  'suspension-fitments': ['M14 9h20M14 39h20M17 13l14 4-14 4 14 4-14 4 14 4-14 4', 'M22 5h4v4h-4zM22 39h4v4h-4z'],
  // A headlamp and its beam.
  'windshields-lights': ['M22 12c-7 0-12 5-12 12s5 12 12 12V12zM28 14l12-3M28 24h13M28 34l12 3', 'M15 20a2 2 0 1 0 0 .1z'],
  // A shield with a tick.
  'insurance-claims': ['M24 8l13 5v10c0 8-5.6 14.2-13 17-7.4-2.8-13-9-13-17V13z', 'M18 24l4.5 4.5L31 20l-2-2-6.5 6.5-2.5-2.5z'],
};

/** The drawing of a category by its slug; a spanner for one we have not drawn yet. */
export function CategoryIllustration({ slug, className = 'size-14' }: { slug: string; className?: string }) {
  const [line, detail] = drawings[slug] ?? drawings['periodic-services']!;
  return (
    <svg viewBox="0 0 48 48" className={`shrink-0 ${className}`} aria-hidden="true" data-illustration={slug}>
      <rect width="48" height="48" rx="12" className="fill-brand-50" />
      <path d={line} fill="none" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand-600" />
      <path d={detail} className="fill-accent-500" />
    </svg>
  );
}
