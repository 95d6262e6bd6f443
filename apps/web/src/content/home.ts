/** Home page copy. Numbers and promises follow the product spec (§1 claims, §9 constants). */
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

export const trending = [
  { title: 'Monsoon Car Care Check', text: 'Wipers, brakes, tyres and underbody anti-rust coating before the rains.', badge: 'Seasonal' },
  { title: 'Comprehensive Service', text: 'Our most complete service: oil, filters, brake cleaning and a full inspection.', badge: 'Most booked' },
  { title: 'Ceramic Coating', text: 'A hard, glossy layer that keeps dust, bird droppings and UV off your paint.', badge: 'Trending' },
  { title: 'AC Gas Top-up', text: 'Leak test, gas top-up and vent cleaning for a cool cabin in 45 minutes.', badge: 'Quick fix' },
];

export const guarantee = {
  title: 'CarSeva Guarantee',
  tiles: [
    { title: 'Free PickUp Drop', text: 'We collect your car and bring it back at no extra cost.' },
    { title: 'Genuine Parts', text: 'OEM or OES parts only, with the bill to prove it.' },
    { title: '30 Days Warranty', text: 'Every job is covered for 30 days after delivery.' },
    { title: 'Affordable Prices', text: 'Prices set by each garage, shown before you book.' },
  ],
};

export const howItWorks = {
  title: 'How CarSeva Works',
  steps: [
    { title: 'Choose Your Service', text: 'Pick your city and car, then select from services priced by garages near you.' },
    { title: 'Book a Slot', text: 'Choose a date and time that suits you; pay online or in cash after the service.' },
    { title: 'Free Doorstep Pickup', text: 'A CarSeva driver picks up your car and keeps you posted on the work.' },
    { title: 'Pay & Drive Away', text: 'Your car comes back serviced, washed and covered by our 30 days warranty.' },
  ],
};
