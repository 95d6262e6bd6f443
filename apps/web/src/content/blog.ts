/**
 * The car-care blog: each article's card (title, summary, date, the service it leads to), newest first.
 * Static: /blog and the home page make no data calls for it. The articles' text is in blog-articles.ts,
 * which only the article page loads.
 */
import type { BlogSlug } from './blog-slugs';

export interface ArticleCard {
  slug: BlogSlug;
  title: string;
  /** One or two sentences: the card's text and the page's meta description (up to about 160 characters). */
  summary: string;
  /** The blog's own topic label. */
  category: string;
  /** Published, as YYYY-MM-DD. */
  date: string;
  readMinutes: number;
  /** Where /blog shows it (the spec's sections). */
  section: 'latest' | 'trending' | 'new-technology';
  /** The service the article ends by offering: a catalog category by its slug, and the link's words. */
  booking: { category: string; label: string };
}

export const articles: ArticleCard[] = [
  {
    slug: 'how-often-to-service-your-car',
    title: 'How often should you service your car in Indian conditions?',
    summary:
      'What your manual’s distance-or-time rule means, when city traffic and dust count as severe use, and the signs that should not wait for the due date.',
    category: 'Maintenance',
    date: '2026-11-14',
    readMinutes: 2,
    section: 'latest',
    booking: { category: 'periodic-services', label: 'Book a periodic service' },
  },
  {
    slug: 'servicing-an-electric-car',
    title: 'Servicing an electric car: what changes and what does not',
    summary: 'No oil changes or spark plugs, but tyres, brakes, suspension, coolant, the AC and the 12-volt battery still need regular care.',
    category: 'EV',
    date: '2026-10-28',
    readMinutes: 2,
    section: 'new-technology',
    booking: { category: 'tyres-wheel-care', label: 'Book tyre and wheel care' },
  },
  {
    slug: 'petrol-diesel-cng-service-needs',
    title: 'Petrol, diesel or CNG: what your service needs',
    summary: 'Every car needs oil, filters and a brake check. Here is what each fuel adds: spark plugs, fuel filters, the DPF and the CNG kit.',
    category: 'Maintenance',
    date: '2026-08-12',
    readMinutes: 2,
    section: 'trending',
    booking: { category: 'periodic-services', label: 'Book a periodic or CNG kit service' },
  },
  {
    slug: 'monsoon-car-care-checklist',
    title: 'Monsoon car care checklist: what to check before the rains',
    summary: 'Wipers, tyres, brakes, lights, battery, drain holes and the underbody, and what to do when the roads flood.',
    category: 'Seasonal Care',
    date: '2026-06-02',
    readMinutes: 2,
    section: 'trending',
    booking: { category: 'periodic-services', label: 'Book a pre-monsoon check' },
  },
  {
    slug: 'why-your-car-ac-smells',
    title: 'Why your car AC smells, and what to do about it',
    summary: 'A musty smell is usually mould on the evaporator or a clogged cabin filter. Sweet, burning or fuel smells mean something else.',
    category: 'AC Care',
    date: '2026-04-21',
    readMinutes: 2,
    section: 'trending',
    booking: { category: 'ac-service-repair', label: 'Book an AC service' },
  },
];

/** An article's page. */
export const articlePath = (slug: string) => `/blog/${slug}`;

/** The article of a path's slug, if the blog has one. */
export const articleBySlug = (slug: string): ArticleCard | undefined => articles.find((article) => article.slug === slug);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-14' → '14 Nov 2026': the same on the server and in any browser (no time zone, no locale). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

export const allCategories = ['Maintenance', 'Seasonal Care', 'AC Care', 'Batteries', 'Tyres', 'EV', 'Detailing', 'Safety', 'Buying & Selling'];

export const blogTestimonials = [
  {
    name: 'Karan Mehta',
    place: 'Andheri West, Mumbai',
    text: 'The monsoon checklist saved me a wiper-less drive home on the first rainy day. Simple and practical.',
  },
  {
    name: 'Divya Raghavan',
    place: 'Velachery, Chennai',
    text: 'Finally understood why my AC smelled. Booked a disinfection the same week and the smell is gone.',
  },
  { name: 'Aman Verma', place: 'Sector 62, Noida', text: 'The EV article answered every question the showroom could not. Clear and honest.' },
];
