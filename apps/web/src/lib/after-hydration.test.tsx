import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';
import { setHydratingPage } from './hydration-phase';

describe('AfterHydration', () => {
  afterEach(() => setHydratingPage(false));

  it('renders its children once the page has hydrated, not while it hydrates', async () => {
    setHydratingPage(true);
    render(<AfterHydration><p>behaviour</p></AfterHydration>);
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('behaviour')).toBeNull();
    await act(async () => setHydratingPage(false));
    expect(await screen.findByText('behaviour')).toBeInTheDocument();
  });

  it('renders them at once when no page is hydrating', () => {
    render(<AfterHydration><p>behaviour</p></AfterHydration>);
    expect(screen.getByText('behaviour')).toBeInTheDocument();
  });
});
