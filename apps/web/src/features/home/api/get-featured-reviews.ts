import type { FeaturedReview } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const featuredReviewsQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'featured'],
    queryFn: ({ signal }) => api.get<FeaturedReview[]>('/reviews/featured', undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Recent good reviews from customers, for the home page's testimonials. */
export const useFeaturedReviews = () => useQuery(featuredReviewsQuery());
