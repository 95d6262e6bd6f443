import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OrderErrorView } from './components/order-error-view';
import { ordersErrorMessage } from './order-history-route';
import { ApiError } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

const view = (status: number, onRetry = vi.fn()) =>
  render(
    <MemoryRouter>
      <OrderErrorView status={status} message="Bad tracking id" onRetry={onRetry} />
    </MemoryRouter>,
  );

describe('order page error views (spec §8)', () => {
  it('401: Authentication Error with Login Again and Go Home', () => {
    view(401);
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please login again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Again' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('403: Access Denied leads to the orders list', () => {
    view(403);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/order-history');
  });

  it('404: Order Not Found', () => {
    view(404);
    expect(screen.getByText('Order not found. It may have been cancelled or deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/order-history');
  });

  it.each([500, 502, 503, 504])('%i: Server Error with Try Again', async (status) => {
    const onRetry = vi.fn();
    view(status, onRetry);
    expect(screen.getByText('Our servers are currently experiencing issues. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("anything else: Something Went Wrong with the server's message", () => {
    view(400);
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByText('Bad tracking id')).toBeInTheDocument();
  });
});

describe('order history error line', () => {
  it('says the session expired on 401, else the server message or a fallback', () => {
    expect(ordersErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'), translate)).toBe('Your session has expired. Please log in again.');
    expect(ordersErrorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'), translate)).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(ordersErrorMessage(new ApiError(502, 'X', ''), translate)).toBe('Failed to fetch orders');
  });
});
