/** Car-care articles for /blog, grouped in the spec's sections. Static: the page makes no data calls. */

export interface Article {
  title: string;
  category: string;
  date: string;
  readMinutes: number;
  summary: string;
}

export const latestPost: Article & { body: string[] } = {
  title: 'How often should you really service your car in India?',
  category: 'Maintenance',
  date: '14 Nov 2026',
  readMinutes: 6,
  summary: 'The 10,000 km rule, what dusty roads and stop-start traffic change, and the signs your car needs attention sooner.',
  body: [
    'Most petrol hatchbacks and sedans sold in India recommend a periodic service every 10,000 km or 12 months, whichever comes first. That interval assumes normal driving. City traffic in Delhi, Bengaluru or Mumbai is not normal driving: long idling, short trips and fine dust wear engine oil and air filters faster.',
    'If most of your driving is under 10 km at a time, or your car idles in traffic for long stretches, treat it as severe use and service it every 5,000 km or six months. Diesel cars and cars running on CNG benefit from the shorter interval too.',
    'Between services, watch for a warning light, a brake pedal that feels soft, the AC taking longer to cool, or a steering wheel that pulls to one side. Each is a reason to book a check without waiting for the next due date.',
  ],
};

export const trendingBlogs: Article[] = [
  {
    title: 'Monsoon checklist: 7 things to check before the rains',
    category: 'Seasonal Care',
    date: '02 Jun 2026',
    readMinutes: 4,
    summary: 'Wiper blades, tyre tread, brake response, underbody coating and the drain holes most owners forget.',
  },
  {
    title: 'Why your car AC smells musty, and how to fix it',
    category: 'AC Care',
    date: '21 Apr 2026',
    readMinutes: 3,
    summary: 'Mould on the evaporator and a clogged cabin filter are the usual culprits. A disinfection and a new filter solve most cases.',
  },
  {
    title: 'Car battery dying often? Five causes to rule out',
    category: 'Batteries',
    date: '09 Jan 2026',
    readMinutes: 5,
    summary: 'Short trips, a weak alternator, corroded terminals, dash cams left on and age: how to tell which one it is.',
  },
];

export const newTechnology: Article[] = [
  {
    title: 'Servicing an electric car: what changes and what does not',
    category: 'EV',
    date: '28 Oct 2026',
    readMinutes: 5,
    summary: 'No oil changes, but brakes, tyres, suspension, coolant for the battery and cabin filters still need care.',
  },
  {
    title: 'Ceramic coating vs. paint protection film',
    category: 'Detailing',
    date: '16 Sep 2026',
    readMinutes: 4,
    summary: 'What each one protects against, how long it lasts on Indian roads and what it costs to maintain.',
  },
  {
    title: 'ADAS calibration after a windshield change',
    category: 'Safety',
    date: '03 Aug 2026',
    readMinutes: 3,
    summary: 'Cars with lane-keep and automatic braking need their front camera recalibrated after glass work. Here is why.',
  },
];

export const allCategories = ['Maintenance', 'Seasonal Care', 'AC Care', 'Batteries', 'Tyres', 'EV', 'Detailing', 'Safety', 'Buying & Selling'];

export const blogTestimonials = [
  { name: 'Karan Mehta', place: 'Andheri West, Mumbai', text: 'The monsoon checklist saved me a wiper-less drive home on the first rainy day. Simple and practical.' },
  { name: 'Divya Raghavan', place: 'Velachery, Chennai', text: 'Finally understood why my AC smelled. Booked a disinfection the same week and the smell is gone.' },
  { name: 'Aman Verma', place: 'Sector 62, Noida', text: 'The EV article answered every question the showroom could not. Clear and honest.' },
];
