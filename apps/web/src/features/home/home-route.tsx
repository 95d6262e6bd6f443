import { lazy, Suspense } from 'react';
import { CategoriesSection } from './components/categories-section';
import { Hero } from './components/hero';
import { GuaranteeSection, HowItWorksSection, StatsStrip, TrendingSection } from './components/marketing-sections';

const LaterSections = lazy(() => import('./components/later-sections'));

export function HomeRoute() {
  return (
    <>
      <Hero />
      <StatsStrip />
      <CategoriesSection />
      <TrendingSection />
      <GuaranteeSection />
      <HowItWorksSection />
      <Suspense fallback={<div className="min-h-screen" />}>
        <LaterSections />
      </Suspense>
    </>
  );
}
