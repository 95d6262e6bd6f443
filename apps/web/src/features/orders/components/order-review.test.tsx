import type { OrderReview as OrderReviewData } from '@carseva/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { fakeApi, renderWithQueries } from '../../../testing/render-route';
import { OrderReview } from './order-review';

const RATING_REQUIRED = 'Choose 1 to 5 stars';

const completed = aBooking({ service_status: 'completed' });
const rated = { average: 4.3, count: 12 };

/** The order's review box against a server whose review answer changes once a review is posted. */
function renderReview(initial: OrderReviewData, booking = completed) {
  let current = initial;
  const api = fakeApi((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { rating: number; comment: string | null };
      const review = { id: 7, rating: body.rating, comment: body.comment, created_at: '2026-11-24T10:00:00.000Z' };
      current = { review, garage_rating: { average: 4.3, count: 13 } };
      return { status: 201, body: { success: true, data: review } };
    }
    return { body: { success: true, data: current } };
  });
  vi.stubGlobal('fetch', api.fetch);
  renderWithQueries(<OrderReview booking={booking} />);
  return api;
}

describe('rating the garage on the order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stars are a radio group; a rating is required; the review is sent once and thanked', async () => {
    const user = userEvent.setup();
    const api = renderReview({ review: null, garage_rating: rated });
    expect(await screen.findByRole('heading', { name: /How was your service at/ })).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText(RATING_REQUIRED)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(screen.getByLabelText('Tell others about it (optional)'), 'Quick and tidy work.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ rating: 4, comment: 'Quick and tidy work.' });
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('“Quick and tidy work.”')).toBeInTheDocument();
    expect(screen.getByText('(13 reviews)')).toBeInTheDocument();
  });

  it('refuses a missing rating and an over-long comment at once, each at its field, keeping the comment as typed', async () => {
    const user = userEvent.setup();
    const api = renderReview({ review: null, garage_rating: rated });
    const comment = await screen.findByLabelText('Tell others about it (optional)');
    const long = 'Great work. '.repeat(90);
    await user.click(comment);
    await user.paste(long);
    expect(comment).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(RATING_REQUIRED);
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Keep the comment under 1,000 characters');
    expect(comment).toHaveValue(long);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Choosing stars clears the rating's message only.
    await user.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('');
    expect(comment).toHaveAccessibleDescription('Keep the comment under 1,000 characters');
  });

  it('keyboard: arrow keys move through the stars', async () => {
    const user = userEvent.setup();
    renderReview({ review: null, garage_rating: null });
    await screen.findByRole('group', { name: 'Your rating' });
    await user.click(screen.getByRole('radio', { name: '2 stars, Fair' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
  });

  it('an order not completed shows the garage’s rating only; without one, nothing', async () => {
    renderReview({ review: null, garage_rating: rated }, aBooking({ service_status: 'accepted' }));
    expect(await screen.findByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
  });
});
