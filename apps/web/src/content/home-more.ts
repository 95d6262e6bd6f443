/** Home page copy for the sections far below the fold (loaded after the first screen). */
import { claims } from './site';

/** Each card opens the services of its category (named as the catalog names it). */
export const trending = [
  { title: 'Monsoon Car Care Check', text: 'Wipers, brakes, tyres and underbody anti-rust coating before the rains.', badge: 'Seasonal', category: 'Periodic Services' },
  { title: 'Comprehensive Service', text: 'Our most complete service: oil, filters, brake cleaning and a full inspection.', badge: 'Most booked', category: 'Periodic Services' },
  { title: 'Ceramic Coating', text: 'A hard, glossy layer that keeps dust, bird droppings and UV off your paint.', badge: 'Trending', category: 'Car Wash & Detailing' },
  { title: 'AC Gas Top-up', text: 'Leak test, gas top-up and vent cleaning for a cool cabin in 45 minutes.', badge: 'Quick fix', category: 'AC Service & Repair' },
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

export const testimonials = {
  title: 'What Our Customers Say',
  items: [
    {
      name: 'Rohit Sharma',
      place: 'Sector 56, Gurugram',
      car: 'Hyundai Creta',
      text: 'Booked a standard service at 9 in the morning, the driver picked the car up by 10 and it was back before dinner. The bill matched the price I saw on the site, not a rupee more.',
    },
    {
      name: 'Ananya Iyer',
      place: 'Indiranagar, Bengaluru',
      car: 'Maruti Suzuki Baleno',
      text: 'The AC had been weak for two summers. The garage found a leaking valve, fixed it and sent me photos of the old part. Cabin is ice-cold again.',
    },
    {
      name: 'Gurpreet Singh',
      place: 'Dwarka, Delhi',
      car: 'Mahindra XUV700',
      text: 'I had to reschedule twice because of work and nobody charged me for it. Denting on the rear door looks factory-fresh.',
    },
    {
      name: 'Sneha Kulkarni',
      place: 'Baner, Pune',
      car: 'Tata Nexon EV',
      text: 'Good to see a service that knows EVs. Clear checklist, tyre rotation and a proper interior clean. Will book again.',
    },
  ],
};

/** Eight questions; the answers state our rules (cancellation, rescheduling, warranty). */
export const faq = {
  title: 'Frequently Asked Questions',
  items: [
    {
      q: 'How do I book a car service with CarSeva?',
      a: 'Choose your city and car, pick the services you need from garages near you, then choose a date and time slot at checkout. You can pay online or pay cash after the service.',
    },
    {
      q: 'Is pickup and drop really free?',
      a: 'Yes. Pickup and drop within the service area of your garage is free on every booking.',
    },
    {
      q: 'Can I cancel my booking?',
      a: 'Yes. Cancellation is free up to 2 hours before your scheduled time.',
    },
    {
      q: 'Can I reschedule my booking?',
      a: 'Yes, rescheduling is free. Pick another available slot and your booking moves with it.',
    },
    {
      q: 'What warranty do I get?',
      a: 'Every job carries our 30 days warranty. Engine oil, filters and brake work are covered for 1 month; if something we fitted fails in that time, we fix it free.',
    },
    {
      q: 'Which parts do you use?',
      a: 'Only genuine OEM or OES parts, listed on your bill. You can ask to see the old parts that were replaced.',
    },
    {
      q: 'How are prices decided?',
      a: 'Each garage sets its own price for each service, and you see it before you book. GST of 18% is added to the subtotal at checkout.',
    },
    {
      q: 'How do I pay?',
      a: 'Pay online by card, UPI or net banking at checkout, or choose cash on delivery and pay when your car is back.',
    },
  ],
};

export const downloadApp = {
  title: 'Download the CarSeva App',
  text: `Track your car live, keep every service record in one place and get up to ${claims.appOffer} off on your first booking through the app.`,
  referral: `Refer a friend: you get ${claims.referralReward} and your friend gets ${claims.referralReward} in CarSeva Money.`,
};
