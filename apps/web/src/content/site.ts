/** Company facts and navigation copy used across the site. */
import { SUPPORT } from '@carseva/shared';
import type { MessageId } from '../lib/i18n';
import { slugOf } from '../lib/slug';

/** A brand's car service: the services page, with the car picker open at that brand's models. */
const brandLink = (brand: string): FooterLink => ({ label: 'common.footer.brandService', values: { brand }, to: `/services?brand=${slugOf(brand)}` });

export const company = {
  name: 'CarSeva',
  /** The registered company's name, the same in every language. */
  legalName: 'CarSeva Auto Services Pvt. Ltd.',
  // The API names the same helpline and address in its messages: one source in the shared package.
  helpline: SUPPORT.helpline,
  helplineHref: SUPPORT.helplineHref,
  supportEmail: SUPPORT.email,
  officeAddress: 'CarSeva Auto Services Pvt. Ltd., 3rd Floor, Plot 14, Udyog Vihar Phase IV, Gurugram, Haryana 122015',
  hours: 'Every day, 8 AM to 8 PM',
} as const;

/** A link's text is a message (with its values), translated where the footer draws it. */
export interface FooterLink {
  label: MessageId;
  values?: Record<string, string>;
  to: string;
}

/** `id` names the column in the page (its list's element id), whatever the language. */
export const footerColumns: { id: string; title: MessageId; links: FooterLink[] }[] = [
  {
    id: 'about-us',
    title: 'common.footer.aboutUs',
    links: [
      { label: 'common.footer.aboutCarSeva', to: '/about' },
      { label: 'common.footer.howItWorks', to: '/#how-it-works' },
      { label: 'common.footer.blog', to: '/blog' },
      { label: 'common.footer.faqs', to: '/#faq' },
      { label: 'common.footer.contactUs', to: '/contact' },
    ],
  },
  {
    id: 'our-services',
    title: 'common.footer.ourServices',
    // Each opens its category's tab (by the category's slug: the footer is drawn before the catalog is known).
    links: [
      { label: 'common.footer.periodicService', to: '/services?category=periodic-services' },
      { label: 'common.footer.carWash', to: '/services?category=car-wash-detailing' },
      { label: 'common.footer.acService', to: '/services?category=ac-service-repair' },
      { label: 'common.footer.batteries', to: '/services?category=batteries' },
      { label: 'common.footer.tyres', to: '/services?category=tyres-wheel-care' },
      { label: 'common.footer.denting', to: '/services?category=denting-painting' },
    ],
  },
  {
    id: 'luxury-brands',
    title: 'common.footer.luxuryBrands',
    links: ['Audi', 'BMW', 'Mercedes-Benz', 'Jaguar', 'Land Rover', 'Volvo', 'Lexus'].map(brandLink),
  },
  {
    id: 'popular-brands',
    title: 'common.footer.popularBrands',
    links: ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Honda', 'Toyota', 'Kia'].map(brandLink),
  },
  {
    id: 'popular-areas-near-you',
    title: 'common.footer.popularAreas',
    // Each area links to its city's landing page (/services/in/{city}), which search engines index.
    links: [
      ['DLF Phase 3, Gurugram', 'gurugram'],
      ['Sohna Road, Gurugram', 'gurugram'],
      ['Sector 62, Noida', 'noida'],
      ['Dwarka, Delhi', 'delhi'],
      ['Koramangala, Bengaluru', 'bengaluru'],
      ['Andheri West, Mumbai', 'mumbai'],
      ['Baner, Pune', 'pune'],
    ].map(([area, city]) => ({ label: 'common.footer.areaService' as const, values: { area: area! }, to: `/services/in/${city}` })),
  },
];
