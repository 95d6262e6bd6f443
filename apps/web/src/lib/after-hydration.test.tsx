import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

const page = (
  <div>
    <p>content</p>
    <AfterHydration>
      <p>behaviour</p>
    </AfterHydration>
  </div>
);

describe('AfterHydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('is absent from the HTML and the hydrating render, then rendered right after hydration', async () => {
    const html = renderToString(page);
    expect(html).not.toContain('behaviour');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('contentbehaviour');
    expect(errors).toEqual([]);
  });

  it('renders its children at once in a page rendered in the browser', () => {
    render(page);
    expect(screen.getByText('behaviour')).toBeInTheDocument();
  });
});
