import { useEffect } from 'react';
import { HydrateLater } from '../../../lib/hydrate-later';
import { DownloadApp } from './download-app';
import { FaqSection } from './faq-section';
import { GuaranteeSection, HowItWorksSection, TrendingSection } from './marketing-sections';
import { TestimonialsSection } from './testimonials-section';

/** In page order, each hydrated in a task of its own. */
const SECTIONS = [
  ['trending', TrendingSection],
  ['guarantee', GuaranteeSection],
  ['how-it-works', HowItWorksSection],
  ['testimonials', TestimonialsSection],
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
        <HydrateLater key={id} id={id}>
          <Section />
        </HydrateLater>
      ))}
    </>
  );
}
