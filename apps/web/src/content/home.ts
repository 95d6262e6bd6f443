/** Home page copy: the numbers and promises are the service's own (see site.ts and the FAQ). */
import { claims } from './site';

export const hero = {
  title: 'Experience the Best Car Services in India',
  subtitle: `Get instant quotes from ${claims.touchPoints} trusted garages. Free pickup and drop, genuine parts and a 30 days warranty.`,
  ratingLine: `${claims.rating} rating from ${claims.reviews} reviews`,
};

/** The six mobile hero slides. `tone` picks the slide's colours. */
export const heroSlides = [
  { title: 'Periodic Car Service', text: 'Oil, filters and a full health check', icon: '/icons/categories/periodic-services.svg', tone: 'blue' },
  { title: 'Foam Wash & Detailing', text: 'A showroom shine at your doorstep', icon: '/icons/categories/car-wash-detailing.svg', tone: 'teal' },
  { title: 'AC Service & Repair', text: 'Cool cabins before the summer hits', icon: '/icons/categories/ac-service-repair.svg', tone: 'sky' },
  { title: 'Batteries with Warranty', text: 'Free jump-start check and fitting', icon: '/icons/categories/batteries.svg', tone: 'amber' },
  { title: 'Tyres & Wheel Alignment', text: 'Balancing, rotation and alignment in one visit', icon: '/icons/categories/tyres-wheel-care.svg', tone: 'slate' },
  { title: 'Denting & Painting', text: 'Factory-matched paint, 30 days warranty', icon: '/icons/categories/denting-painting.svg', tone: 'rose' },
] as const;

export const stats = [
  { value: claims.happyCustomers, label: 'Happy Customers' },
  { value: claims.carsServed, label: 'Cars Served' },
  { value: claims.touchPoints, label: 'Touch Points' },
  { value: claims.rating, label: `Rating from ${claims.reviews} reviews` },
];
