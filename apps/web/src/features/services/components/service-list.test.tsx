import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceList } from './service-list';
import { serviceFixture } from '../../../testing/fixtures';

const services = Array.from({ length: 11 }, (_, i) => serviceFixture({ id: 100 + i, service_name: `Service ${i + 1}`, price: 1000 + i }));

describe('service list', () => {
  it('draws the first cards at once and the rest in the following tasks, in order', async () => {
    render(<ServiceList services={services} inCart={new Set()} onAdd={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(11));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(services.map((s) => s.service_name));
  });

  it('draws a short list whole', () => {
    render(<ServiceList services={services.slice(0, 2)} inCart={new Set()} onAdd={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
