import type { Service } from '@carseva/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './service-card';
import { serviceFixture } from '../../../testing/fixtures';

const service = (price_segment: Service['price_segment']) => serviceFixture({ price_segment });

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
