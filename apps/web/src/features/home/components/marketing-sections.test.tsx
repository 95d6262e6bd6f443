import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TrendingSection } from './marketing-sections';

describe('Trending Near You', () => {
  it('opens each card’s category by its slug, already in the HTML, with the category’s drawing', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <TrendingSection />
      </MemoryRouter>,
    );
    const cardOf = (title: string) => [...container.querySelectorAll('a')].find((a) => a.textContent?.includes(title));
    expect(cardOf('Ceramic Coating')?.getAttribute('href')).toBe('/services?category=car-wash-detailing');
    expect(cardOf('Comprehensive Service')?.getAttribute('href')).toBe('/services?category=periodic-services');
    expect(cardOf('AC Gas Top-up')?.getAttribute('href')).toBe('/services?category=ac-service-repair');
    expect(cardOf('AC Gas Top-up')?.querySelector('svg[data-illustration="ac-service-repair"]')).not.toBeNull();
  });
});
