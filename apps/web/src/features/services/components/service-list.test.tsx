import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceList } from './service-list';
import { serviceFixture } from '../../../testing/fixtures';

const services = Array.from({ length: 11 }, (_, i) => serviceFixture({ id: 100 + i, service_name: `Service ${i + 1}`, price: 1000 + i }));

describe('service list', () => {
  it('draws the first cards in the first pass (the HTML, the hydrating render) and then every card, in order', async () => {
    expect(renderToString(<ServiceList categories={[]} services={services} inCart={new Set()} onAdd={() => undefined} />).match(/<article /g)).toHaveLength(4);
    render(<ServiceList categories={[]} services={services} inCart={new Set()} onAdd={() => undefined} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(services.map((s) => s.service_name));
  });

  it('draws a short list whole', () => {
    render(<ServiceList categories={[]} services={services.slice(0, 3)} inCart={new Set()} onAdd={() => undefined} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
