import { DownloadApp } from './download-app';
import { FaqSection } from './faq-section';
import { GuaranteeSection, HowItWorksSection, TrendingSection } from './marketing-sections';
import { TestimonialsSection } from './testimonials-section';

/** The sections far below the fold, in their own chunk so the first screen loads sooner. */
export default function LaterSections() {
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
