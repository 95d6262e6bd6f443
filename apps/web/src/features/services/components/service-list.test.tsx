import type { Service } from '@carseva/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceList } from './service-list';

const services: Service[] = Array.from({ length: 11 }, (_, i) => ({
  id: 100 + i,
  category_id: 1,
  service_name: `Service ${i + 1}`,
  description: 'Every 5,000 Kms or 3 Months',
  description2: 'Takes 4 Hours',
  price: 1000 + i,
  strikePrice: 1500 + i,
  price_segment: null,
  interval_km: 5000,
  recommended: false,
  included_services: [],
  garage: { id: 9, name: 'Hari Om Motors', address_latitude: 28.46, address_logitude: 77.03, full_address: 'Sector 15, Gurugram', rating: null },
  distance_km: 1.2,
}));

describe('service list', () => {
  it('draws the first cards at once and the rest in the following tasks, in order', async () => {
    render(<ServiceList services={services} inCart={new Set()} onAdd={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(11));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(services.map((s) => s.service_name));
  });

  it('draws a short list whole', () => {
    render(<ServiceList services={services.slice(0, 3)} inCart={new Set()} onAdd={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
