import { render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydratingPage } from './hydration-phase';

const subscribe = () => () => undefined;

/** What each render showed. */
let rendered: string[] = [];

function Shown() {
  const city = useSyncExternalStore(subscribe, () => 'stored city', () => 'no city');
  rendered.push(city);
  return <p>{city}</p>;
}

describe("useSyncExternalStore on Preact (what 'react' is in this app)", () => {
  afterEach(() => {
    setHydratingPage(false);
    rendered = [];
  });

  it('gives the server snapshot while a prerendered page hydrates, then the current one', async () => {
    setHydratingPage(true);
    render(<Shown />);
    await waitFor(() => expect(screen.getByText('stored city')).toBeInTheDocument());
    expect(rendered).toEqual(['no city', 'stored city']);
  });

  it('gives the current snapshot at once otherwise', () => {
    render(<Shown />);
    expect(screen.getByText('stored city')).toBeInTheDocument();
    expect(rendered).toEqual(['stored city']);
  });
});
