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
      <Suspense fallback={<div className="min-h-screen" />}>
        <LaterSections />
      </Suspense>
    </>
  );
}
