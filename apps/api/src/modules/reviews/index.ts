/** The reviews module's public face: ratings of garages by the customers of completed orders. */
export { reviewsService, type ReviewsService, REVIEW_MESSAGES } from './service';
export { reviewsRoutes } from './routes';
