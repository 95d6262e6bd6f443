import { claims } from './site';

export const about = {
  title: 'About CarSeva',
  intro:
    'CarSeva connects car owners across India with trusted neighbourhood garages for servicing, repairs, washing and detailing. You see each garage’s price before you book, a driver collects your car, and the work is covered by our 30 days warranty.',
  sections: [
    {
      title: 'Why we started',
      text: 'Getting a car serviced used to mean a lost day: a trip to the workshop, a vague estimate and a bill that grew by evening. We built CarSeva so that a service is booked in two minutes, priced up front and done while you get on with your day.',
    },
    {
      title: 'How we choose garages',
      text: 'Every partner garage is visited before it joins: equipment, trained mechanics, parts sourcing and customer handling. Garages keep their place through ratings from the customers they serve.',
    },
    {
      title: 'What we promise',
      text: 'Free pickup and drop, genuine parts, transparent prices with GST shown before you pay, free rescheduling, free cancellation up to 2 hours before your slot, and a 30 days warranty on every job.',
    },
  ],
  numbers: [
    { value: claims.happyCustomers, label: 'happy customers' },
    { value: claims.carsServed, label: 'cars served' },
    { value: claims.touchPoints, label: 'touch points' },
    { value: claims.rating, label: `average rating from ${claims.reviews} reviews` },
  ],
};
