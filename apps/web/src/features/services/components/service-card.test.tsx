import type { Service } from '@carseva/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceCard } from './service-card';
import { serviceFixture } from '../../../testing/fixtures';

const service = (price_segment: Service['price_segment']) => serviceFixture({ price_segment });

describe('service card price', () => {
  it('says "from" when no car is chosen, since bigger cars cost more; the price is all-in, GST said once', () => {
    const { container } = render(<ServiceCard categorySlug="periodic-services" service={service(null)} inCart={false} onAdd={() => undefined} />);
    expect(screen.getByText('from')).toBeInTheDocument();
    // ₹3,019 + GST ₹543 (18%, rounded to the rupee): what a cart of this one service totals.
    expect(screen.getByTestId('service-price')).toHaveTextContent('₹3,562');
    expect(container).not.toHaveTextContent('₹3,019');
    expect(screen.getAllByText('incl. GST')).toHaveLength(1);
  });

  it('shows the price for the chosen car without "from"', () => {
    render(<ServiceCard categorySlug="periodic-services" service={service('sedan')} inCart={false} onAdd={() => undefined} />);
    expect(screen.queryByText('from')).toBeNull();
    expect(screen.getByTestId('service-price')).toHaveTextContent('₹3,562');
  });

  it('at a garage without a GSTIN the price is the price itself: it charges no GST', () => {
    const unregistered = { ...service('sedan'), garage: { ...service('sedan').garage, charges_gst: false } };
    render(<ServiceCard categorySlug="periodic-services" service={unregistered} inCart={false} onAdd={() => undefined} />);
    expect(screen.getByTestId('service-price')).toHaveTextContent('₹3,019');
    expect(screen.getByText('no GST')).toBeInTheDocument();
  });

  it('strikes a real earlier price, GST included as well, with the saving computed; none without one', () => {
    const { container, rerender } = render(
      <ServiceCard categorySlug="periodic-services" service={serviceFixture({ strikePrice: 3749 })} inCart={false} onAdd={() => undefined} />,
    );
    expect(container.querySelector('s')).toHaveTextContent('Was ₹4,424');
    expect(screen.getByText('19% off')).toBeInTheDocument();
    rerender(<ServiceCard categorySlug="periodic-services" service={serviceFixture({ strikePrice: null })} inCart={false} onAdd={() => undefined} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });
});

describe('service card rating', () => {
  it('shows the garage’s average and review count once it has reviews', () => {
    const rated = { ...service(null), garage: { ...service(null).garage, rating: { average: 4.5, count: 1 } } };
    render(<ServiceCard categorySlug="periodic-services" service={rated} inCart={false} onAdd={() => undefined} />);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.5 out of 5')).toHaveClass('sr-only');
  });
});

describe('service card at a glance', () => {
  it('draws its category, and shows how long the job takes and its warranty as badges', () => {
    const { container } = render(
      <ServiceCard categorySlug="car-wash-detailing" service={serviceFixture({ description2: 'Takes 45 Minutes' })} inCart={false} onAdd={() => undefined} />,
    );
    expect(container.querySelector('svg[data-illustration="car-wash-detailing"]')).toHaveAttribute('aria-hidden', 'true');
    const badges = screen.getByRole('list', { name: 'At a glance' });
    expect(badges).toHaveTextContent('Takes 45 Minutes');
    expect(badges).toHaveTextContent('30 days warranty');
    // The duration is said once, as its badge.
    expect(screen.getAllByText('Takes 45 Minutes')).toHaveLength(1);
  });

  it('names a battery maker’s own warranty and keeps a second line that is no duration', () => {
    render(
      <ServiceCard
        categorySlug="batteries"
        service={serviceFixture({ service_name: 'Amaron (55 Months Warranty) Battery', description2: 'Free installation at your doorstep' })}
        inCart={false}
        onAdd={() => undefined}
      />,
    );
    expect(screen.getByRole('list', { name: 'At a glance' })).toHaveTextContent(/^55 months warranty$/);
    expect(screen.getByText('Free installation at your doorstep')).toBeInTheDocument();
  });

  it('promises no warranty of ours on an insurance claim', () => {
    render(
      <ServiceCard
        categorySlug="insurance-claims"
        service={serviceFixture({ description2: 'Claim filed within 24 hours' })}
        inCart={false}
        onAdd={() => undefined}
      />,
    );
    expect(screen.queryByRole('list', { name: 'At a glance' })).toBeNull();
  });
});
