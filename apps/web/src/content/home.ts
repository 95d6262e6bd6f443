/** Home page copy (the words are in the home catalogue); its figures come from the API (components/site-figures.tsx). */
import type { MessageId } from '../lib/i18n';

export const hero = {
  title: 'home.hero.title',
  subtitle: 'home.hero.subtitle',
} as const satisfies { title: MessageId; subtitle: MessageId };

/** The six mobile hero slides. `tone` picks the slide's colours. */
export const heroSlides = [
  { id: 'periodic', title: 'home.slides.periodic.title', text: 'home.slides.periodic.text', icon: '/icons/categories/periodic-services.svg', tone: 'blue' },
  { id: 'wash', title: 'home.slides.wash.title', text: 'home.slides.wash.text', icon: '/icons/categories/car-wash-detailing.svg', tone: 'teal' },
  { id: 'ac', title: 'home.slides.ac.title', text: 'home.slides.ac.text', icon: '/icons/categories/ac-service-repair.svg', tone: 'sky' },
  { id: 'batteries', title: 'home.slides.batteries.title', text: 'home.slides.batteries.text', icon: '/icons/categories/batteries.svg', tone: 'amber' },
  { id: 'tyres', title: 'home.slides.tyres.title', text: 'home.slides.tyres.text', icon: '/icons/categories/tyres-wheel-care.svg', tone: 'slate' },
  { id: 'denting', title: 'home.slides.denting.title', text: 'home.slides.denting.text', icon: '/icons/categories/denting-painting.svg', tone: 'rose' },
] as const satisfies readonly { id: string; title: MessageId; text: MessageId; icon: string; tone: string }[];
