import { useEffect } from 'react';
import { DownloadApp } from './download-app';
import { FaqSection } from './faq-section';
import { GuaranteeSection, HowItWorksSection, TrendingSection } from './marketing-sections';
import { TestimonialsSection } from './testimonials-section';

/** The sections far below the fold, in their own chunk so the first screen loads sooner. */
export default function LaterSections() {
  // A link such as /#faq may arrive before these sections exist; scroll once they do.
  useEffect(() => {
    if (window.location.hash) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, []);
  return (
    <>
      <TrendingSection />
      <GuaranteeSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <DownloadApp />
    </>
  );
}
