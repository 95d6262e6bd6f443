import { lazy, Suspense } from 'react';
import { CategoriesSection } from './components/categories-section';
import { Hero } from './components/hero';
import { StatsStrip } from './components/stats-strip';

const loadLaterSections = () => import('./components/later-sections');
const LaterSections = lazy(loadLaterSections);

/** The code of the page's lazy parts, fetched beside the hydration of a prerendered home page (main.tsx). */
export const loadHomeParts = (): Promise<unknown> => loadLaterSections();

export function HomeRoute() {
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <StatsStrip />
      </Suspense>
      <Suspense fallback={null}>
        <CategoriesSection />
      </Suspense>
      <Suspense fallback={<div className="min-h-screen" />}>
        <LaterSections />
      </Suspense>
    </>
  );
}
