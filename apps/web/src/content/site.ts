/** Company facts and navigation copy used across the site. */
import { SUPPORT } from '@carseva/shared';
import { slugOf } from '../lib/slug';

/** A brand's car service: the services page, with the car picker open at that brand's models. */
const brandLink = (brand: string): FooterLink => ({ label: `${brand} Car Service`, to: `/services?brand=${slugOf(brand)}` });

export const company = {
  name: 'CarSeva',
  // The API names the same helpline and address in its messages: one source in the shared package.
  helpline: SUPPORT.helpline,
  helplineHref: SUPPORT.helplineHref,
  supportEmail: SUPPORT.email,
  officeTitle: 'Corporate Office',
  officeAddress: 'CarSeva Auto Services Pvt. Ltd., 3rd Floor, Plot 14, Udyog Vihar Phase IV, Gurugram, Haryana 122015',
  hours: 'Every day, 8 AM to 8 PM',
} as const;

/** The claims we make of the service, shown on the home page and the about page. */
export const claims = {
  rating: '4.7/5',
  reviews: '150000+',
  happyCustomers: '2,70,000+',
  carsServed: '3 million+',
  touchPoints: '850+',
  referralReward: '₹750',
  appOffer: '₹750',
} as const;

export interface FooterLink {
  label: string;
  to: string;
}

export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'About Us',
    links: [
      { label: 'About CarSeva', to: '/about' },
      { label: 'How CarSeva Works', to: '/#how-it-works' },
      { label: 'Car Care Blog', to: '/blog' },
      { label: 'FAQs', to: '/#faq' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Our Services',
    // Each opens its category's tab (by the category's slug: the footer is drawn before the catalog is known).
    links: [
      { label: 'Periodic Car Service', to: '/services?category=periodic-services' },
      { label: 'Car Wash & Detailing', to: '/services?category=car-wash-detailing' },
      { label: 'AC Service & Repair', to: '/services?category=ac-service-repair' },
      { label: 'Batteries', to: '/services?category=batteries' },
      { label: 'Tyres & Wheel Care', to: '/services?category=tyres-wheel-care' },
      { label: 'Denting & Painting', to: '/services?category=denting-painting' },
    ],
  },
  {
    title: 'Luxury Brands',
    links: ['Audi', 'BMW', 'Mercedes-Benz', 'Jaguar', 'Land Rover', 'Volvo', 'Lexus'].map(brandLink),
  },
  {
    title: 'Popular Brands',
    links: ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Honda', 'Toyota', 'Kia'].map(brandLink),
  },
  {
    title: 'Popular Areas Near You',
    // Each area links to its city's landing page (/services/in/{city}), which search engines index.
    links: [
      ['DLF Phase 3, Gurugram', 'gurugram'],
      ['Sohna Road, Gurugram', 'gurugram'],
      ['Sector 62, Noida', 'noida'],
      ['Dwarka, Delhi', 'delhi'],
      ['Koramangala, Bengaluru', 'bengaluru'],
      ['Andheri West, Mumbai', 'mumbai'],
      ['Baner, Pune', 'pune'],
    ].map(([area, city]) => ({ label: `Car Service in ${area}`, to: `/services/in/${city}` })),
  },
];
