import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { CategoriesSection } from './components/categories-section';
import { Hero } from './components/hero';
import { StatsStrip } from './components/stats-strip';
import { HydrateLater } from '../../lib/hydrate-later';

const LaterSections = lazyPart(() => import('./components/later-sections'));

export function HomeRoute() {
  return (
    <>
      <Hero />
      <HydrateLater id="stats">
        <StatsStrip />
      </HydrateLater>
      <HydrateLater id="categories">
        <CategoriesSection />
      </HydrateLater>
      <Suspense fallback={<div className="min-h-screen" />}>
        <LaterSections />
      </Suspense>
    </>
  );
}
