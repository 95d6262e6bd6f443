import type { Service } from '@carseva/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './service-card';

const service = (price_segment: Service['price_segment']): Service => ({
  id: 388,
  category_id: 1,
  service_name: 'Basic Service',
  description: 'Every 5,000 Kms or 3 Months',
  description2: 'Takes 4 Hours',
  price: 3019,
  strikePrice: 3749,
  price_segment,
  interval_km: 5000,
  recommended: false,
  included_services: [],
  garage: { id: 9, name: 'Hari Om Motors', address_latitude: 28.46, address_logitude: 77.03, full_address: 'Sector 15, Gurugram', rating: null },
  distance_km: 1.2,
});

describe('service card price', () => {
  it('says "from" when no car is chosen, since bigger cars cost more', () => {
    render(<ServiceCard service={service(null)} inCart={false} onAdd={() => undefined} />);
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText(/₹3,019/)).toBeInTheDocument();
  });

  it('shows the price for the chosen car without "from"', () => {
    render(<ServiceCard service={service('sedan')} inCart={false} onAdd={() => undefined} />);
    expect(screen.queryByText('from')).toBeNull();
    expect(screen.getByText(/₹3,019/)).toBeInTheDocument();
  });
});

describe('service card rating', () => {
  it('shows the garage’s average and review count once it has reviews', () => {
    const rated = { ...service(null), garage: { ...service(null).garage, rating: { average: 4.5, count: 1 } } };
    render(<ServiceCard service={rated} inCart={false} onAdd={() => undefined} />);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText(/4\.5/)).toHaveTextContent('Rated 4.5 out of 5');
  });
});
