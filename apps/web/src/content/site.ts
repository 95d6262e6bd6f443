/** Company facts and navigation copy used across the site. */
import { SUPPORT } from '@carseva/shared';

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
    links: [
      { label: 'Periodic Car Service', to: '/services' },
      { label: 'Car Wash & Detailing', to: '/services' },
      { label: 'AC Service & Repair', to: '/services' },
      { label: 'Batteries', to: '/services' },
      { label: 'Tyres & Wheel Care', to: '/services' },
      { label: 'Denting & Painting', to: '/services' },
    ],
  },
  {
    title: 'Luxury Brands',
    links: ['Audi', 'BMW', 'Mercedes-Benz', 'Jaguar', 'Land Rover', 'Volvo', 'Lexus'].map((brand) => ({
      label: `${brand} Car Service`,
      to: '/services',
    })),
  },
  {
    title: 'Popular Brands',
    links: ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Honda', 'Toyota', 'Kia'].map((brand) => ({
      label: `${brand} Car Service`,
      to: '/services',
    })),
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
