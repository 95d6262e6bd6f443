import { lazy, Suspense } from 'react';
import { CategoriesSection } from './components/categories-section';
import { Hero } from './components/hero';
import { StatsStrip } from './components/stats-strip';

const LaterSections = lazy(() => import('./components/later-sections'));

export function HomeRoute() {
  return (
    <>
      <Hero />
      <StatsStrip />
      <CategoriesSection />
      {/* Far below the fold: the browser skips their layout and paint until they are scrolled near. */}
      <div className="[contain-intrinsic-size:auto_3000px] [content-visibility:auto]">
        <Suspense fallback={<div className="min-h-screen" />}>
          <LaterSections />
        </Suspense>
      </div>
    </>
  );
}
