import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from './not-found-route';

describe('NotFoundRoute', () => {
  it('says the page is missing and links home', () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundRoute }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for might have been removed or is temporarily unavailable.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | CarSeva');
  });
});
