import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtHome } from '../testing/render-route';
import { AppLink, AppNavLink } from './app-link';

describe('app links', () => {
  it('follow a plain click inside the app, to the path given', async () => {
    const { currentPath } = renderAtHome(<AppLink to="/services?category=3">Batteries</AppLink>);
    const link = screen.getByRole('link', { name: 'Batteries' });
    expect(link).toHaveAttribute('href', '/services?category=3');
    await userEvent.click(link);
    expect(await currentPath()).toBe('/services?category=3');
  });

  it('leave a click for a new tab or window to the browser', () => {
    renderAtHome(<AppLink to="/about">About</AppLink>);
    const link = screen.getByRole('link', { name: 'About' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifier });
      fireEvent(link, click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('mark the page shown, and only that page', () => {
    renderAtHome(
      <>
        <AppNavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </AppNavLink>
        <AppNavLink to="/services" className="tab">
          Services
        </AppNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveClass('tab');
  });
});
