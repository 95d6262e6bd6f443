import { Suspense, useEffect } from 'react';
import { BlogSection } from './blog-section';
import { DownloadApp } from './download-app';
import { FaqSection } from './faq-section';
import { GuaranteeSection, HowItWorksSection, TrendingSection } from './marketing-sections';
import { TestimonialsSection } from './testimonials-section';

/** In page order, each a boundary React hydrates on its own. */
const SECTIONS = [
  ['trending', TrendingSection],
  ['guarantee', GuaranteeSection],
  ['how-it-works', HowItWorksSection],
  ['testimonials', TestimonialsSection],
  ['blog', BlogSection],
  ['faq', FaqSection],
  ['download-app', DownloadApp],
] as const;

/** The sections far below the fold, in their own chunk so the first screen loads sooner. */
export default function LaterSections() {
  // A link such as /#faq may arrive before these sections exist; scroll once they do.
  useEffect(() => {
    if (window.location.hash) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, []);
  return (
    <>
      {SECTIONS.map(([id, Section]) => (
        <Suspense key={id} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
