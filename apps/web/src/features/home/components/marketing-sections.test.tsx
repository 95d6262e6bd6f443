import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendingSection } from './marketing-sections';
import { categoriesQuery } from '../../../lib/catalog';

const CATEGORIES = [
  { id: 1, name: 'Periodic Services', icon: '/icons/categories/periodic-services.svg' },
  { id: 2, name: 'Car Wash & Detailing', icon: '/icons/categories/car-wash-detailing.svg' },
];

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>
      <TrendingSection />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('Trending Near You', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens each card’s category, also when the catalog arrived before the prerendered section hydrated', async () => {
    // The HTML was rendered with no catalog: every card opens all services.
    const html = renderToString(page(new QueryClient()));
    expect(html).not.toContain('category=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Another part of the page fetched the catalog before this one hydrated.
    const client = new QueryClient();
    client.setQueryData(categoriesQuery().queryKey, CATEGORIES);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(client), { onRecoverableError: (error) => errors.push(error) });
    });
    const hrefOf = (title: string) => [...container.querySelectorAll('a')].find((a) => a.textContent?.includes(title))?.getAttribute('href');
    expect(hrefOf('Ceramic Coating')).toBe('/services?category=2');
    expect(hrefOf('Comprehensive Service')).toBe('/services?category=1');
    expect(hrefOf('AC Gas Top-up')).toBe('/services');
    expect(errors).toEqual([]);
  });
});
